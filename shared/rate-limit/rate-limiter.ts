import { config } from '#shared/config.ts';
import {
  admitted,
  decide,
  type PolicySource,
  peek,
  type RateDecision,
  type RatePolicy,
} from '#shared/rate-limit/gcra-rules.ts';
import * as store from '#shared/rate-limit/rate-limit.repository.ts';

/** How long a container keeps a tenant's policy before reading it again. */
export const POLICY_CACHE_SECONDS = 60;
/** Conditional writes one check tries at most (a race moved the bucket between idle and running). */
const MAX_ATTEMPTS = 3;

export type RateLimiterDeps = {
  /** The clock, epoch ms; tests drive it. */
  now?: () => number;
  /** The stage's default policy; a tenant's own replaces it. */
  defaultPolicy?: () => RatePolicy;
  repository?: Pick<typeof store, 'takeFromIdle' | 'takeFromRunning' | 'readTenantPolicy' | 'readBucket'>;
};

/** The outcome of a check: the policy that applied and the decision. */
export type RateCheck = { policy: RatePolicy; source: PolicySource; decision: RateDecision };

/**
 * A per-container limiter over the tenants' buckets: one conditional UpdateItem per request, and
 * none while the container already knows the tenant is out of tokens (a hot tenant past its
 * quota costs no writes until its Retry-After). The policy is cached per container for
 * POLICY_CACHE_SECONDS, its read shared by concurrent requests.
 */
export const createRateLimiter = (deps: RateLimiterDeps = {}) => {
  const now = deps.now ?? Date.now;
  const defaultPolicy = deps.defaultPolicy ?? (() => config.rateLimit);
  const repository = deps.repository ?? store;
  const policies = new Map<string, { at: number; value: Promise<RatePolicy | undefined> }>();
  // The last `tat` this container saw per tenant: picks which write to try first, and refuses
  // without a write while the bucket is known to be empty.
  const lastTat = new Map<string, number>();

  const policyOf = async (tenantUid: string): Promise<{ policy: RatePolicy; source: PolicySource }> => {
    let entry = policies.get(tenantUid);
    if (!entry || now() - entry.at >= POLICY_CACHE_SECONDS * 1000) {
      entry = { at: now(), value: repository.readTenantPolicy(tenantUid) };
      policies.set(tenantUid, entry);
      entry.value.catch(() => policies.delete(tenantUid));
    }
    const own = await entry.value;
    return own ? { policy: own, source: 'tenant' } : { policy: defaultPolicy(), source: 'default' };
  };

  /** Takes one request from the tenant's bucket, or says when to come back. */
  const check = async (tenantUid: string): Promise<RateCheck> => {
    const { policy, source } = await policyOf(tenantUid);
    const at = now();
    const known = lastTat.get(tenantUid);
    if (known !== undefined) {
      const local = decide(policy, known, at);
      if (!local.allowed) return { policy, source, decision: local };
    }
    let running = known !== undefined && known >= at;
    let seen: number | undefined = known;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const outcome = running
        ? await repository.takeFromRunning(tenantUid, policy, at)
        : await repository.takeFromIdle(tenantUid, policy, at);
      if (outcome.taken) {
        lastTat.set(tenantUid, outcome.tat);
        return { policy, source, decision: admitted(policy, outcome.tat, at) };
      }
      seen = outcome.tat;
      if (seen !== undefined) lastTat.set(tenantUid, seen);
      const decision = decide(policy, seen, at);
      if (!decision.allowed) return { policy, source, decision };
      running = seen !== undefined && seen >= at;
    }
    // Other containers kept moving the bucket under this one: decide on what was last seen
    // rather than write again; the next request writes.
    return { policy, source, decision: decide(policy, seen, at) };
  };

  /** The tenant's policy and bucket without taking from it. */
  const inspect = async (tenantUid: string): Promise<RateCheck> => {
    const { policy, source } = await policyOf(tenantUid);
    const tat = await repository.readBucket(tenantUid);
    return { policy, source, decision: peek(policy, tat, now()) };
  };

  return { check, inspect };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;
