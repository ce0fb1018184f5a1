import { countingBucketStore } from '#test/support/counting-bucket-store.ts';
import { median, percentile, type Section } from './report.ts';
import { benchStack } from './stack.ts';

const CALLS = Number(process.env.BENCH_RATE_LIMIT_CALLS ?? 2000);
const CHECK_P95_MAX_MS = 10;
/** One write per lease of 2 % of prod's quota (20 tokens), and no more. */
const LEASED_WRITES_MAX = 0.05;

/**
 * What the tenant's rate limit adds to a request (shared/http/rate-limit.ts): the kernel's check
 * in process against DynamoDB Local. A busy container spends tokens of a lease from memory and
 * writes once per lease (shared/rate-limit/lease-rules.ts); a quota under 100 is checked exactly,
 * one conditional UpdateItem per request; a tenant past its quota is refused from memory. Local
 * figures: DynamoDB in the region answers an UpdateItem in a few ms, DynamoDB Local here in about
 * as much.
 */
export const benchRateLimit = async (): Promise<Section> => {
  await benchStack();
  // The stack has put the handlers' configuration into the environment; import after it.
  const { createRateLimiter } = await import('#shared/rate-limit/rate-limiter.ts');
  const store = await import('#shared/rate-limit/rate-limit.repository.ts');
  const counting = countingBucketStore(store);
  const { repository } = counting;
  const time = async (check: () => Promise<unknown>) => {
    const wall: number[] = [];
    for (let i = 0; i < 50; i++) await check();
    counting.reset();
    for (let i = 0; i < CALLS; i++) {
      const t0 = performance.now();
      await check();
      wall.push(performance.now() - t0);
    }
    return { wall, writesPerRequest: counting.writes / CALLS };
  };
  const admit = (limiter: ReturnType<typeof createRateLimiter>, tenant: string) => async () => {
    const { decision } = await limiter.check(tenant);
    if (!decision.allowed) throw new Error('a tenant under its quota was refused');
  };
  // Prod's default policy (1000 per 10 s), the container at 50 requests a second (clock stepped
  // 20 ms per request: the writes are real, the pace is not waited for).
  let clock = Date.now();
  const paced = createRateLimiter({
    now: () => (clock += 20),
    defaultPolicy: () => ({ quota: 1000, windowSeconds: 10 }),
    repository,
  });
  const leased = await time(admit(paced, `bench-rate-${clock}`));
  // A quota under 100: no lease, one write per request (what every request cost before leases).
  let slow = Date.now();
  const exactLimiter = createRateLimiter({
    now: () => (slow += 1000),
    defaultPolicy: () => ({ quota: 50, windowSeconds: 10 }),
    repository,
  });
  const exact = await time(admit(exactLimiter, `bench-rate-exact-${slow}`));
  // A tenant far past its quota: refused without a write after the first refusal.
  const refusing = createRateLimiter({
    defaultPolicy: () => ({ quota: 1, windowSeconds: 3600 }),
    repository,
  });
  const refused = await time(async () => {
    await refusing.check('bench-rate-hot');
  });
  return {
    title: `Rate limit check per request (in process, DynamoDB Local, ${CALLS} calls after warm-up)`,
    rows: [
      { name: 'leased (1000/10 s at 50/s): p50', value: median(leased.wall), unit: 'ms' },
      { name: 'leased (1000/10 s at 50/s): p95', value: percentile(leased.wall, 95), unit: 'ms' },
      {
        name: 'leased: writes per request',
        value: leased.writesPerRequest,
        unit: 'writes',
        target: { max: LEASED_WRITES_MAX },
      },
      { name: 'exact (quota 50): p50', value: median(exact.wall), unit: 'ms' },
      {
        name: 'exact (quota 50): p95',
        value: percentile(exact.wall, 95),
        unit: 'ms',
        target: { max: CHECK_P95_MAX_MS },
      },
      { name: 'exact: writes per request', value: exact.writesPerRequest, unit: 'writes' },
      { name: 'refused from memory: p50', value: median(refused.wall), unit: 'ms' },
      { name: 'refused from memory: p95', value: percentile(refused.wall, 95), unit: 'ms' },
      { name: 'refused: writes per request', value: refused.writesPerRequest, unit: 'writes' },
    ],
    notes: [
      'a write is one conditional UpdateItem (1 WCU); a lease takes up to 2 % of the quota per write',
      'refused: 1 WCU for the first refusal, none after it until Retry-After',
    ],
  };
};
