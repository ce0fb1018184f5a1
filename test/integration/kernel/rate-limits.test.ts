import { describe, expect, it } from 'vitest';
import { putTenantPolicy } from '#shared/rate-limit/rate-limit.repository.ts';
import { createRateLimiter } from '#shared/rate-limit/rate-limiter.ts';
import { call, client, token, uniqueTenant } from '#test/support/api.ts';

const POLICY = /^"tenant";q=(\d+);w=(\d+)$/;
const LIMIT = /^"tenant";r=(\d+);t=(\d+)$/;

/** The RateLimit fields of an answer, parsed; fails the test when either is absent or malformed. */
const fieldsOf = (headers: Headers) => {
  const policy = POLICY.exec(headers.get('ratelimit-policy') ?? '');
  const limit = LIMIT.exec(headers.get('ratelimit') ?? '');
  expect(policy, `RateLimit-Policy: ${headers.get('ratelimit-policy')}`).not.toBeNull();
  expect(limit, `RateLimit: ${headers.get('ratelimit')}`).not.toBeNull();
  return {
    quota: Number(policy![1]),
    window: Number(policy![2]),
    remaining: Number(limit![1]),
    reset: Number(limit![2]),
  };
};

const apiOf = async (tenant: string) => ({ tenant, api: client(await token({ tenant })) });

describe('per-tenant rate limits', () => {
  it('sends the declared RateLimit fields on every answer of an authenticated operation, errors included', async () => {
    const { tenant, api } = await apiOf(uniqueTenant('rl'));
    // A token every 36 s: nothing refills while the test runs, so each answer counts exactly.
    await putTenantPolicy(tenant, { quota: 1000, windowSeconds: 36_000 });
    const started = Date.now();
    const first = await api.get(`/tenants/${tenant}/customers`);
    expect(first.status).toBe(200);
    expect(fieldsOf(first.headers)).toEqual({ quota: 1000, window: 36_000, remaining: 999, reset: 36 });
    const missing = await api.get(`/tenants/${tenant}/customers/c-unknown`);
    expect(missing.status).toBe(404);
    // Two tokens taken: full again 72 s after the first, less the whole seconds since it.
    const seconds = Math.ceil((Date.now() - started) / 1000);
    const second = fieldsOf(missing.headers);
    expect(second.remaining).toBe(998);
    expect(second.reset).toBeLessThanOrEqual(72);
    expect(second.reset).toBeGreaterThanOrEqual(72 - seconds);
    const invalid = await api.post(`/tenants/${tenant}/customers`, { customerType: 'NOPE' });
    expect(invalid.status).toBe(400);
    expect(fieldsOf(invalid.headers).remaining).toBe(997);
    // The local stack's default policy (infra/local/stack.ts) for a tenant without its own.
    const other = await apiOf(uniqueTenant('rl'));
    const fresh = await other.api.get(`/tenants/${other.tenant}/whoami`);
    expect(fieldsOf(fresh.headers)).toMatchObject({ quota: 100_000, window: 10 });
    // A public operation has no tenant: the stage throttle alone guards it.
    const health = await call('GET', '/health');
    expect(health.headers.get('ratelimit')).toBeNull();
  });

  it('refuses a tenant past its own quota with a 429, Retry-After and the fields, and leaves other tenants alone', async () => {
    const limited = await apiOf(uniqueTenant('rl'));
    const other = await apiOf(uniqueTenant('rl'));
    // Three requests an hour: the bucket refills one every 1200 s.
    await putTenantPolicy(limited.tenant, { quota: 3, windowSeconds: 3600 });
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await limited.api.get(`/tenants/${limited.tenant}/whoami`);
      expect(res.status).toBe(200);
      remaining.push(fieldsOf(res.headers).remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);

    const refused = await limited.api.post(`/tenants/${limited.tenant}/customers`, {
      customerType: 'PERSON',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(refused.body).toMatchObject({ status: 429, title: 'Too many requests' });
    expect(refused.body.type).toMatch(/too-many-requests$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(1100);
    expect(retryAfter).toBeLessThanOrEqual(1200);
    expect(fieldsOf(refused.headers)).toMatchObject({ quota: 3, window: 3600, remaining: 0 });
    // Refused again, also a read: the quota is the tenant's, whatever the operation.
    expect((await limited.api.get(`/tenants/${limited.tenant}/rate-limit`)).status).toBe(429);

    // Another tenant at the same time: its own bucket, the stage's default.
    const free = await other.api.get(`/tenants/${other.tenant}/rate-limit`);
    expect(free.status).toBe(200);
    expect(free.body.policy).toEqual({ quota: 100_000, windowSeconds: 10, source: 'default' });
    expect(free.body.remaining).toBeGreaterThanOrEqual(99_999);
  });

  it('shows a tenant its own policy and what is left of it', async () => {
    const { tenant, api } = await apiOf(uniqueTenant('rl'));
    await putTenantPolicy(tenant, { quota: 5, windowSeconds: 60 });
    const started = Date.now();
    await api.get(`/tenants/${tenant}/whoami`);
    const res = await api.get(`/tenants/${tenant}/rate-limit`);
    expect(res.status).toBe(200);
    // Two requests taken (this one too), each worth 12 s of refill: full again 24 s after the
    // first, less the whole seconds since it.
    const seconds = Math.ceil((Date.now() - started) / 1000);
    const { resetSeconds, ...rest } = res.body;
    expect(rest).toEqual({ policy: { quota: 5, windowSeconds: 60, source: 'tenant' }, remaining: 3 });
    expect(resetSeconds).toBeLessThanOrEqual(24);
    expect(resetSeconds).toBeGreaterThanOrEqual(24 - seconds);
    // The fields were decided by the check, a moment before the body read the bucket.
    const fields = fieldsOf(res.headers);
    expect(fields).toMatchObject({ quota: 5, window: 60, remaining: 3 });
    expect(fields.reset - resetSeconds).toBeGreaterThanOrEqual(0);
    expect(fields.reset - resetSeconds).toBeLessThanOrEqual(1);
  });

  it('refills the bucket as time passes, one token per window/quota, shared by every container', async () => {
    const tenant = uniqueTenant('rl');
    let clock = Date.parse('2026-11-27T12:00:00Z');
    const policy = { quota: 2, windowSeconds: 10 };
    const deps = { now: () => clock, defaultPolicy: () => policy };
    // Two containers of the service: one bucket item between them.
    const one = createRateLimiter(deps);
    const two = createRateLimiter(deps);

    expect((await one.check(tenant)).decision).toMatchObject({
      allowed: true,
      remaining: 1,
      resetSeconds: 5,
    });
    expect((await two.check(tenant)).decision).toMatchObject({
      allowed: true,
      remaining: 0,
      resetSeconds: 10,
    });
    // Empty: the next token comes 5 s after the first was taken.
    expect((await one.check(tenant)).decision).toMatchObject({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 5,
    });
    clock += 4_000;
    expect((await two.check(tenant)).decision).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    clock += 1_000;
    expect((await one.check(tenant)).decision).toMatchObject({ allowed: true, remaining: 0 });
    expect((await two.check(tenant)).decision.allowed).toBe(false);
    // Idle past the window: full again.
    clock += 60_000;
    expect((await two.check(tenant)).decision).toMatchObject({ allowed: true, remaining: 1 });
    expect((await one.inspect(tenant)).decision).toMatchObject({ remaining: 1, resetSeconds: 5 });
  });
});
