import { describe, expect, it } from 'vitest';
import { maxLeaseSize } from '#shared/rate-limit/lease-rules.ts';
import * as store from '#shared/rate-limit/rate-limit.repository.ts';
import { createRateLimiter } from '#shared/rate-limit/rate-limiter.ts';
import { uniqueTenant } from '#test/support/api.ts';
import { countingBucketStore } from '#test/support/counting-bucket-store.ts';

describe('rate-limit leases on the bucket item', () => {
  it('costs a busy container about one write per lease, not one per request', async () => {
    const tenant = uniqueTenant('lease');
    const policy = { quota: 1000, windowSeconds: 10 };
    const clock = { ms: Date.parse('2026-11-27T12:00:00Z') };
    const counting = countingBucketStore(store);
    const limiter = createRateLimiter({ now: () => clock.ms, defaultPolicy: () => policy, ...counting });
    const n = 400;
    for (let i = 0; i < n; i++) {
      clock.ms += 5;
      expect((await limiter.check(tenant)).decision.allowed).toBe(true);
    }
    // One token for the first request, then leases of 2 % of the quota.
    expect(counting.writes).toBeLessThanOrEqual(2 + Math.ceil(n / maxLeaseSize(policy)));
    // The item holds what was taken: 400 requests, and no more than one lease's unspent tokens.
    const tat = await store.readBucket(tenant);
    const taken = (tat! - clock.ms) / ((policy.windowSeconds * 1000) / policy.quota) + n * 0.5;
    expect(taken).toBeGreaterThanOrEqual(n);
    expect(taken).toBeLessThanOrEqual(n + maxLeaseSize(policy));
  });

  it('enforces the quota across two containers sharing the item', async () => {
    const tenant = uniqueTenant('lease2');
    // No refill worth counting within the test: 500 tokens per 500 s.
    const policy = { quota: 500, windowSeconds: 500 };
    const clock = { ms: Date.parse('2026-11-27T12:00:00Z') };
    const deps = { now: () => clock.ms, defaultPolicy: () => policy };
    const containers = [createRateLimiter(deps), createRateLimiter(deps)];
    let admitted = 0;
    for (let i = 0; i < 700; i++) {
      clock.ms += 1;
      const checks = await Promise.all(containers.map((c) => c.check(tenant)));
      admitted += checks.filter((c) => c.decision.allowed).length;
    }
    // 1,400 requests, 500 tokens plus 1.4 refilled: the containers never spend more, and strand
    // at most one lease each.
    expect(admitted).toBeLessThanOrEqual(501);
    expect(admitted).toBeGreaterThanOrEqual(501 - 2 * maxLeaseSize(policy));
    const last = await containers[0]!.check(tenant);
    expect(last.decision).toMatchObject({ allowed: false, remaining: 0 });
  });
});
