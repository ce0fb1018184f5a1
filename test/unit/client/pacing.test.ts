import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRetailClient, ProblemError } from '../../../clients/typescript/src/index.ts';

type Answer = { status: number; headers?: Record<string, string> };
type Seen = { method: string; url: string; headers: IncomingHttpHeaders };

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** A loopback server that answers from a script (the last answer repeats) and records each request. */
const scripted = async (answers: Answer[]) => {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    req.resume();
    const { status, headers } = answers[Math.min(seen.length, answers.length) - 1]!;
    const ok = status < 400;
    res.writeHead(status, {
      'content-type': ok ? 'application/json' : 'application/problem+json',
      ...headers,
    });
    res.end(
      JSON.stringify(ok ? { ok: true } : { type: 'x', title: 't', status, detail: 'd', instance: '/' }),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  stops.push(() => new Promise<void>((done) => server.close(() => done())));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  // The client's waits, recorded instead of spent: the test drives no clock and never sleeps.
  const waits: number[] = [];
  const api = (options: { maxAttempts?: number; idempotencyKeys?: boolean } = {}) =>
    createRetailClient({
      baseUrl,
      token: 'tok',
      sleep: async (ms) => {
        waits.push(ms);
      },
      ...options,
    });
  return { seen, waits, api };
};

const LIMITED = {
  'retry-after': '7',
  'ratelimit-policy': '"tenant";q=5;w=10',
  ratelimit: '"tenant";r=0;t=10',
};
const OK = { 'ratelimit-policy': '"tenant";q=5;w=10', ratelimit: '"tenant";r=4;t=2' };

const whoAmI = (api: ReturnType<typeof createRetailClient>, tenant = 't-1') =>
  api.GET('/tenants/{tenantUid}/whoami', { params: { path: { tenantUid: tenant } } });
const createCustomer = (api: ReturnType<typeof createRetailClient>) =>
  api.POST('/tenants/{tenantUid}/customers', {
    params: { path: { tenantUid: 't-1' } },
    body: { firstname: 'Ola' } as never,
  });

describe('the typed client under a rate limit', () => {
  it('retries a GET answered 429 after its Retry-After', async () => {
    const server = await scripted([
      { status: 429, headers: LIMITED },
      { status: 200, headers: OK },
    ]);
    const res = await whoAmI(server.api());
    expect(res.response.status).toBe(200);
    expect(server.seen).toHaveLength(2);
    expect(server.waits).toHaveLength(1);
    expect(server.waits[0]).toBeGreaterThan(6_900);
    expect(server.waits[0]).toBeLessThanOrEqual(7_000);
  });

  it('retries a POST with the same Idempotency-Key, and not one without a key', async () => {
    const keyed = await scripted([{ status: 429, headers: LIMITED }, { status: 201 }]);
    expect((await createCustomer(keyed.api())).response.status).toBe(201);
    expect(keyed.seen).toHaveLength(2);
    const [first, second] = keyed.seen.map((s) => s.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);

    const unkeyed = await scripted([{ status: 429, headers: LIMITED }, { status: 201 }]);
    await expect(createCustomer(unkeyed.api({ idempotencyKeys: false }))).rejects.toMatchObject({
      status: 429,
    });
    expect(unkeyed.seen).toHaveLength(1);
    expect(unkeyed.seen[0]!.headers['idempotency-key']).toBeUndefined();
  });

  it('gives up after maxAttempts and throws the 429', async () => {
    const server = await scripted([{ status: 429, headers: LIMITED }]);
    const call = whoAmI(server.api({ maxAttempts: 3 }));
    await expect(call).rejects.toBeInstanceOf(ProblemError);
    await expect(call).rejects.toMatchObject({ status: 429 });
    expect(server.seen).toHaveLength(3);
    expect(server.waits).toHaveLength(2);
  });

  it('waits one token (w/q seconds) before the next request of a tenant whose quota reached 0', async () => {
    const server = await scripted([
      { status: 200, headers: { ...OK, ratelimit: '"tenant";r=0;t=10' } },
      { status: 200, headers: OK },
    ]);
    const api = server.api();
    await whoAmI(api);
    expect(server.waits).toEqual([]);
    // Another tenant's quota is its own: no wait.
    await whoAmI(api, 't-2');
    expect(server.waits).toEqual([]);
    await whoAmI(api);
    expect(server.waits).toHaveLength(1);
    expect(server.waits[0]).toBeGreaterThan(1_900);
    expect(server.waits[0]).toBeLessThanOrEqual(2_000);
    // Waited for once: the quota said r=4 since, so the next goes at once.
    await whoAmI(api);
    expect(server.waits).toHaveLength(1);
    expect(server.seen).toHaveLength(4);
  });
});
