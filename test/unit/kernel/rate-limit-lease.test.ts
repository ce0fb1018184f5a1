import { describe, expect, it } from 'vitest';
import type { RatePolicy } from '#shared/rate-limit/gcra-rules.ts';
import {
  effectiveTat,
  LEASE_MS,
  maxLeaseSize,
  nextLeaseSize,
  spendable,
} from '#shared/rate-limit/lease-rules.ts';
import { createRateLimiter } from '#shared/rate-limit/rate-limiter.ts';
import { memoryStore } from './memory-bucket-store.ts';

const T0 = 1_800_000_000_000;
const prod: RatePolicy = { quota: 1000, windowSeconds: 10 };

describe('lease rules', () => {
  it('leases at most 2 % of the quota, and single tokens under a quota of 100', () => {
    expect(maxLeaseSize(prod)).toBe(20);
    expect(maxLeaseSize({ quota: 99, windowSeconds: 10 })).toBe(1);
    expect(maxLeaseSize({ quota: 100_000, windowSeconds: 10 })).toBe(2000);
  });

  it('sizes a lease on what the container used since its previous one', () => {
    expect(nextLeaseSize(prod, undefined, T0)).toBe(1);
    // One token taken 100 ms ago and spent, this request: 20 a second, 40 per lease, capped at 20.
    expect(nextLeaseSize(prod, { takenAt: T0 - 100, size: 1, left: 0, tat: T0 }, T0)).toBe(20);
    // 4 of 20 used in 1.6 s (this one included: 5): about 3 a second, 7 per lease.
    expect(nextLeaseSize(prod, { takenAt: T0 - 1600, size: 20, left: 16, tat: T0 }, T0)).toBe(7);
    // Idle for two lease periods: back to one token.
    expect(nextLeaseSize(prod, { takenAt: T0 - 2 * LEASE_MS, size: 20, left: 0, tat: T0 }, T0)).toBe(1);
  });

  it('spends a lease only while it has tokens and is younger than the lease period', () => {
    const lease = { takenAt: T0, size: 5, left: 2, tat: T0 + 50 };
    expect(spendable(lease, T0 + LEASE_MS - 1)).toBe(true);
    expect(spendable(lease, T0 + LEASE_MS)).toBe(false);
    expect(spendable({ ...lease, left: 0 }, T0)).toBe(false);
    // The unspent tokens count as the bucket's: 2 tokens of 10 ms each.
    expect(effectiveTat(prod, lease)).toBe(T0 + 30);
  });
});

describe('the limiter with leases', () => {
  const limiterOn = (store: ReturnType<typeof memoryStore>, clock: { ms: number }, policy = prod) =>
    createRateLimiter({ now: () => clock.ms, defaultPolicy: () => policy, repository: store.repository });

  it('writes about once per lease for a busy tenant, and tells what is left honestly', async () => {
    const store = memoryStore();
    const clock = { ms: T0 };
    const limiter = limiterOn(store, clock);
    const first = await limiter.check('t-1');
    expect(first.decision).toMatchObject({ allowed: true, remaining: 999 });
    // 500 requests, one every 5 ms (200 a second, 40 % of prod's rate).
    let remaining = 999;
    for (let i = 0; i < 500; i++) {
      clock.ms += 5;
      const { decision } = await limiter.check('t-1');
      expect(decision.allowed).toBe(true);
      // What is left only falls by what this container spent (the bucket refills 1 per 10 ms).
      expect(decision.remaining).toBeLessThanOrEqual(remaining);
      remaining = decision.remaining;
    }
    // 501 requests: the first takes 1, the next 20 each.
    expect(store.writes).toBeLessThanOrEqual(2 + Math.ceil(500 / 20));
    // The bucket refilled 250 tokens in 2.5 s: about 750 left, the lease's unspent tokens included.
    expect(remaining).toBeGreaterThanOrEqual(740);
  });

  it('serves concurrent requests of one container from one lease after the first', async () => {
    const store = memoryStore();
    const clock = { ms: T0 };
    const limiter = limiterOn(store, clock);
    await limiter.check('t-1');
    clock.ms += 10;
    const checks = await Promise.all(Array.from({ length: 40 }, () => limiter.check('t-1')));
    expect(checks.every((c) => c.decision.allowed)).toBe(true);
    expect(store.writes).toBeLessThanOrEqual(4);
  });

  it('never lets two containers spend more than the quota, and strands at most one lease each', async () => {
    const store = memoryStore();
    const clock = { ms: T0 };
    const policy = { quota: 1000, windowSeconds: 1000 };
    const one = limiterOn(store, clock, policy);
    const two = limiterOn(store, clock, policy);
    let admitted = 0;
    let refused = 0;
    // 1,500 requests in 1.5 s against 1,000 tokens refilling 1 a second.
    for (let i = 0; i < 1500; i++) {
      clock.ms += 1;
      const { decision } = await (i % 2 === 0 ? one : two).check('t-1');
      if (decision.allowed) admitted++;
      else refused++;
    }
    expect(admitted + refused).toBe(1500);
    expect(admitted).toBeLessThanOrEqual(1001);
    expect(admitted).toBeGreaterThanOrEqual(1001 - 2 * maxLeaseSize(policy));
    // Past the quota a refusal is exact: the bucket gives single tokens and then none.
    const refusal = await one.check('t-1');
    expect(refusal.decision).toMatchObject({ allowed: false, remaining: 0 });
    expect(refusal.decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('checks a small quota exactly, one write per request', async () => {
    const store = memoryStore();
    const clock = { ms: T0 };
    const limiter = limiterOn(store, clock, { quota: 50, windowSeconds: 10 });
    for (let i = 0; i < 30; i++) {
      clock.ms += 5;
      await limiter.check('t-1');
    }
    expect(store.writes).toBe(30);
  });
});
