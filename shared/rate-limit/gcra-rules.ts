/**
 * A tenant's request quota as a token bucket, kept as one number: the generic cell rate algorithm
 * (GCRA). The bucket holds `quota` requests and refills one every `windowSeconds / quota`
 * seconds; its whole state is the theoretical arrival time `tat` (epoch ms): the moment the bucket
 * would be full again. A request is let in when, after it, the bucket would not be more than
 * `windowSeconds` away from full. Pure: the store (rate-limit.repository.ts) does the write.
 */

/** A quota policy: `quota` requests per `windowSeconds`, all of them usable at once (the burst). */
export type RatePolicy = { quota: number; windowSeconds: number };

/** Where a tenant's policy comes from: the stage's default or the tenant's own. */
export const POLICY_SOURCES = ['default', 'tenant'] as const;
export type PolicySource = (typeof POLICY_SOURCES)[number];

/** The name of the policy in the RateLimit fields (one policy: per tenant). */
export const POLICY_NAME = 'tenant';

/** Largest quota and window a policy may name: one bucket item takes about 1000 writes a second. */
export const POLICY_BOUNDS = { maxQuota: 100_000, maxWindowSeconds: 86_400 } as const;

/** What one request met: let in or not, what is left, and when to come back. */
export type RateDecision = {
  allowed: boolean;
  /** Requests the tenant may still send at once. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds until one more request is let in (when refused). */
  retryAfterSeconds: number;
};

/**
 * Slack of the comparisons, in ms, and of the token counts: an interval such as 10000/3 ms is not
 * exact in binary, and an epoch in ms (about 1.8e12) keeps only about 2e-4 ms of its fraction, so
 * a request exactly on the boundary must not be refused, nor a token lost, for a rounding error.
 */
const EPSILON = 1e-3;
const TOKEN_EPSILON = 1e-2;

/** Milliseconds one request adds to `tat` (one token). */
export const intervalMs = (policy: RatePolicy): number => (policy.windowSeconds * 1000) / policy.quota;

/** The `tat` a request at `nowMs` starts from: an idle bucket (tat in the past) is full. */
const startOf = (tat: number | undefined, nowMs: number): number => Math.max(tat ?? 0, nowMs);

/** The largest `tat` that still lets `count` more requests (default one) in at `nowMs`. */
export const maxTatBefore = (policy: RatePolicy, nowMs: number, count = 1): number =>
  nowMs + policy.windowSeconds * 1000 - count * intervalMs(policy) + EPSILON;

/** Tokens left in a bucket whose `tat` is `aheadMs` ahead of now. */
export const tokensLeft = (policy: RatePolicy, aheadMs: number): number =>
  Math.max(0, Math.floor((policy.windowSeconds * 1000 - aheadMs) / intervalMs(policy) + TOKEN_EPSILON));

/** The decision for a request at `nowMs` given the bucket's current `tat` (undefined: never used). */
export const decide = (policy: RatePolicy, tat: number | undefined, nowMs: number): RateDecision => {
  const start = startOf(tat, nowMs);
  const next = start + intervalMs(policy);
  if (next - nowMs <= policy.windowSeconds * 1000 + EPSILON) return admitted(policy, next, nowMs);
  return {
    allowed: false,
    remaining: 0,
    resetSeconds: Math.ceil((start - nowMs) / 1000 - EPSILON),
    // At least one second: Retry-After has no finer unit, and 0 would invite a busy loop.
    retryAfterSeconds: Math.max(1, Math.ceil((next - policy.windowSeconds * 1000 - nowMs) / 1000 - EPSILON)),
  };
};

/** The decision of a request let in, the bucket's `tat` now `newTat`. */
export const admitted = (policy: RatePolicy, newTat: number, nowMs: number): RateDecision => ({
  allowed: true,
  remaining: tokensLeft(policy, newTat - nowMs),
  resetSeconds: Math.max(0, Math.ceil((newTat - nowMs) / 1000 - EPSILON)),
  retryAfterSeconds: 0,
});

/** The state of a bucket without taking from it: what GET /rate-limit shows. */
export const peek = (policy: RatePolicy, tat: number | undefined, nowMs: number): RateDecision => {
  const start = startOf(tat, nowMs);
  return {
    allowed: start + intervalMs(policy) - nowMs <= policy.windowSeconds * 1000 + EPSILON,
    remaining: tokensLeft(policy, start - nowMs),
    resetSeconds: Math.max(0, Math.ceil((start - nowMs) / 1000 - EPSILON)),
    retryAfterSeconds: 0,
  };
};

/**
 * The response fields of draft-ietf-httpapi-ratelimit-headers-10/11 (structured fields):
 * `RateLimit-Policy: "tenant";q=600;w=60` and `RateLimit: "tenant";r=599;t=1`.
 */
export const rateLimitHeaders = (policy: RatePolicy, decision: RateDecision): Record<string, string> => ({
  'RateLimit-Policy': `"${POLICY_NAME}";q=${policy.quota};w=${policy.windowSeconds}`,
  RateLimit: `"${POLICY_NAME}";r=${decision.remaining};t=${decision.resetSeconds}`,
});
