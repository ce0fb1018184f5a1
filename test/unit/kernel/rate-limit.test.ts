import { describe, expect, it } from 'vitest';
import { decide, peek, type RatePolicy, rateLimitHeaders } from '#shared/rate-limit/gcra-rules.ts';
import { createRateLimiter } from '#shared/rate-limit/rate-limiter.ts';
import { memoryStore } from './memory-bucket-store.ts';

const T0 = 1_800_000_000_000;

describe('GCRA decisions', () => {
  const policy: RatePolicy = { quota: 3, windowSeconds: 30 };

  it('lets a full bucket send its whole quota at once, then refuses until one token refills', () => {
    let tat: number | undefined;
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const d = decide(policy, tat, T0);
      expect(d.allowed).toBe(true);
      remaining.push(d.remaining);
      tat = Math.max(tat ?? 0, T0) + 10_000;
    }
    expect(remaining).toEqual([2, 1, 0]);
    expect(decide(policy, tat, T0)).toEqual({
      allowed: false,
      remaining: 0,
      resetSeconds: 30,
      retryAfterSeconds: 10,
    });
    expect(decide(policy, tat, T0 + 9_999).allowed).toBe(false);
    expect(decide(policy, tat, T0 + 10_000)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('treats a bucket idle past its tat as full', () => {
    expect(decide(policy, T0 - 1, T0)).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 10 });
    expect(peek(policy, T0 - 1, T0)).toMatchObject({ remaining: 3, resetSeconds: 0 });
  });

  it('counts exactly where the interval is no whole number of ms', () => {
    const thirds: RatePolicy = { quota: 3, windowSeconds: 10 };
    let tat = T0;
    for (let i = 0; i < 3; i++) tat += 10_000 / 3;
    expect(decide(thirds, tat - 10_000 / 3, T0)).toMatchObject({ allowed: true, remaining: 0 });
    expect(decide({ quota: 100_000, windowSeconds: 10 }, undefined, T0).remaining).toBe(99_999);
  });

  it('writes the RateLimit-Policy and RateLimit structured fields of the current draft', () => {
    expect(rateLimitHeaders(policy, decide(policy, undefined, T0))).toEqual({
      'RateLimit-Policy': '"tenant";q=3;w=30',
      RateLimit: '"tenant";r=2;t=10',
    });
  });
});

describe('the limiter of one container', () => {
  it('refuses a tenant it knows is empty without writing, until its Retry-After', async () => {
    const store = memoryStore();
    let clock = T0;
    const limiter = createRateLimiter({
      now: () => clock,
      defaultPolicy: () => ({ quota: 2, windowSeconds: 10 }),
      repository: store.repository,
    });
    expect((await limiter.check('t-1')).decision.allowed).toBe(true);
    expect((await limiter.check('t-1')).decision.allowed).toBe(true);
    expect((await limiter.check('t-1')).decision.allowed).toBe(false);
    const before = store.writes;
    for (let i = 0; i < 50; i++) expect((await limiter.check('t-1')).decision.allowed).toBe(false);
    expect(store.writes).toBe(before);
    // Another tenant meanwhile: its own bucket.
    expect((await limiter.check('t-2')).decision).toMatchObject({ allowed: true, remaining: 1 });
    clock += 5_000;
    expect((await limiter.check('t-1')).decision.allowed).toBe(true);
  });

  it('reads the policy once per minute and uses the tenant’s own over the default', async () => {
    const store = memoryStore();
    let reads = 0;
    let clock = T0;
    const limiter = createRateLimiter({
      now: () => clock,
      defaultPolicy: () => ({ quota: 100, windowSeconds: 10 }),
      repository: {
        ...store.repository,
        readTenantPolicy: async () => {
          reads++;
          return { quota: 7, windowSeconds: 70 };
        },
      },
    });
    const first = await limiter.check('t-1');
    expect(first).toMatchObject({ source: 'tenant', policy: { quota: 7, windowSeconds: 70 } });
    await limiter.check('t-1');
    expect(reads).toBe(1);
    clock += 60_000;
    await limiter.check('t-1');
    expect(reads).toBe(2);
  });
});
