import { TooManyRequestsError } from '#shared/errors.ts';
import { httpState } from '#shared/http/http-state.ts';
import type { Middleware } from '#shared/http/middlewares.ts';
import { logger } from '#shared/observability.ts';
import { rateLimitHeaders } from '#shared/rate-limit/gcra-rules.ts';
import { createRateLimiter, type RateLimiter } from '#shared/rate-limit/rate-limiter.ts';

/**
 * Takes one request from the caller's tenant bucket (shared/rate-limit/) after authorization, so
 * that only a caller the tenant let in spends its quota. Every answer after the check, errors
 * included, carries `RateLimit-Policy` and `RateLimit`; past the quota the answer is a 429 with
 * `Retry-After`. A public route (no tenant) is not limited here: the stage throttle guards it.
 * When the table cannot be reached the request goes on unlimited (logged): the stage throttle
 * still bounds it, and the operation meets the same outage and answers its own 503.
 */
export const httpRateLimit = (limiter: RateLimiter = createRateLimiter()): Middleware => ({
  before: async (request) => {
    const state = httpState(request);
    if (!state.auth) return;
    let checked: Awaited<ReturnType<RateLimiter['check']>>;
    try {
      checked = await limiter.check(state.auth.tenantUid);
    } catch (error) {
      logger.warn('rate limit not checked: the bucket could not be written', { error: error as Error });
      return;
    }
    const headers = rateLimitHeaders(checked.policy, checked.decision);
    state.responseHeaders = { ...state.responseHeaders, ...headers };
    if (!checked.decision.allowed) {
      throw new TooManyRequestsError(
        `the tenant's quota of ${checked.policy.quota} requests per ${checked.policy.windowSeconds} s is used up; retry after ${checked.decision.retryAfterSeconds} s`,
        { headers: { 'Retry-After': String(checked.decision.retryAfterSeconds) } },
      );
    }
  },
});
