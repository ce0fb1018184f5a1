import { createRateLimiter } from '#shared/rate-limit/rate-limiter.ts';

const limiter = createRateLimiter();

/** The tenant's policy and what its bucket holds, after the request that asks (it took a token). */
export const rateLimitStatus = async (tenantUid: string) => {
  const { policy, source, decision } = await limiter.inspect(tenantUid);
  return {
    policy: { ...policy, source },
    remaining: decision.remaining,
    resetSeconds: decision.resetSeconds,
  };
};
