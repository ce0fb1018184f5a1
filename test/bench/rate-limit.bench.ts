import { median, percentile, type Section } from './report.ts';
import { benchStack } from './stack.ts';

const CALLS = Number(process.env.BENCH_RATE_LIMIT_CALLS ?? 2000);
const CHECK_P95_MAX_MS = 10;

/**
 * What the tenant's rate limit adds to a request (shared/http/rate-limit.ts): the kernel's check
 * in process against DynamoDB Local, one conditional UpdateItem per admitted request; then a
 * tenant past its quota, refused from the container's memory. Local figures: DynamoDB in the
 * region answers an UpdateItem in a few ms, DynamoDB Local on this machine in about as much.
 */
export const benchRateLimit = async (): Promise<Section> => {
  await benchStack();
  // The stack has put the handlers' configuration into the environment; import after it.
  const { createRateLimiter } = await import('#shared/rate-limit/rate-limiter.ts');
  const admitted = createRateLimiter({ defaultPolicy: () => ({ quota: 1_000_000, windowSeconds: 10 }) });
  const time = async (check: () => Promise<unknown>) => {
    const wall: number[] = [];
    for (let i = 0; i < 50; i++) await check();
    for (let i = 0; i < CALLS; i++) {
      const t0 = performance.now();
      await check();
      wall.push(performance.now() - t0);
    }
    return wall;
  };
  const open = await time(async () => {
    const { decision } = await admitted.check('bench-rate');
    if (!decision.allowed) throw new Error('a tenant under its quota was refused');
  });
  // A tenant far past its quota: refused without a write after the first refusal.
  const refusing = createRateLimiter({ defaultPolicy: () => ({ quota: 1, windowSeconds: 3600 }) });
  const refused = await time(async () => {
    await refusing.check('bench-rate-hot');
  });
  return {
    title: `Rate limit check per request (in process, DynamoDB Local, ${CALLS} calls after warm-up)`,
    rows: [
      { name: 'admitted: p50', value: median(open), unit: 'ms' },
      { name: 'admitted: p95', value: percentile(open, 95), unit: 'ms', target: { max: CHECK_P95_MAX_MS } },
      { name: 'refused from memory: p50', value: median(refused), unit: 'ms' },
      { name: 'refused from memory: p95', value: percentile(refused, 95), unit: 'ms' },
    ],
    notes: [
      'admitted: one conditional UpdateItem (1 WCU); refused: 1 WCU for the first refusal, none after it until Retry-After',
    ],
  };
};
