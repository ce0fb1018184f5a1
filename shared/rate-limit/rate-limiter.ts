import { config } from '#shared/config.ts';
import {
  admitted,
  decide,
  type PolicySource,
  peek,
  type RateDecision,
  type RatePolicy,
  tokensLeft,
} from '#shared/rate-limit/gcra-rules.ts';
import {
  effectiveTat,
  type Lease,
  maxLeaseSize,
  nextLeaseSize,
  spendable,
} from '#shared/rate-limit/lease-rules.ts';
import {
  readBucket,
  readTenantPolicy,
  takeFromIdle,
  takeFromRunning,
} from '#shared/rate-limit/rate-limit.repository.ts';

/** The bucket store on the table: what a limiter writes through unless a test gives its own. */
const store = { readBucket, readTenantPolicy, takeFromIdle, takeFromRunning };

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
 * A per-container limiter over the tenants' buckets. A request spends a token of the container's
 * lease on the tenant (lease-rules.ts) without a call; when the lease is spent or stale, one
 * conditional UpdateItem takes the next, sized on what this container used lately: an idle
 * tenant's request takes exactly one token, a busy tenant's container one write per up to 2 %
 * of its quota. No write while the container already knows the tenant is out of tokens (a hot
 * tenant past its quota costs nothing until its Retry-After). The policy is cached per container
 * for POLICY_CACHE_SECONDS, its read shared by concurrent requests.
 */
export const createRateLimiter = (deps: RateLimiterDeps = {}) => {
  const now = deps.now ?? Date.now;
  const defaultPolicy = deps.defaultPolicy ?? (() => config.rateLimit);
  const repository = deps.repository ?? store;
  const policies = new Map<string, { at: number; value: Promise<RatePolicy | undefined> }>();
  // The last `tat` this container saw per tenant: picks which write to try first, and refuses
  // without a write while the bucket is known to be empty.
  const lastTat = new Map<string, number>();
  const leases = new Map<string, Lease>();
  // The lease a request of this container is taking: concurrent requests wait for it rather
  // than each take their own.
  const taking = new Map<string, Promise<RateDecision>>();
  // Requests waiting for that lease: the next lease is sized to serve them too.
  const waiting = new Map<string, number>();

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

  /** Spends one token of the container's lease, if it has one to spend now. */
  const spend = (tenantUid: string, policy: RatePolicy): RateDecision | undefined => {
    const lease = leases.get(tenantUid);
    const at = now();
    if (!spendable(lease, at)) return undefined;
    lease.left--;
    return admitted(policy, effectiveTat(policy, lease), at);
  };

  /** Takes a lease from the bucket (its first token for this request), or says when to come back. */
  const takeLease = async (tenantUid: string, policy: RatePolicy): Promise<RateDecision> => {
    const at = now();
    const known = lastTat.get(tenantUid);
    if (known !== undefined) {
      const local = decide(policy, known, at);
      if (!local.allowed) return local;
    }
    const queued = 1 + (waiting.get(tenantUid) ?? 0);
    let size = Math.min(
      maxLeaseSize(policy),
      Math.max(queued, nextLeaseSize(policy, leases.get(tenantUid), at)),
    );
    let running = known !== undefined && known >= at;
    let seen: number | undefined = known;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const outcome = running
        ? await repository.takeFromRunning(tenantUid, policy, at, size)
        : await repository.takeFromIdle(tenantUid, policy, at, size);
      if (outcome.taken) {
        const lease = { takenAt: at, size, left: size - 1, tat: outcome.tat };
        leases.set(tenantUid, lease);
        lastTat.set(tenantUid, outcome.tat);
        return admitted(policy, effectiveTat(policy, lease), at);
      }
      seen = outcome.tat;
      if (seen !== undefined) lastTat.set(tenantUid, seen);
      const decision = decide(policy, seen, at);
      if (!decision.allowed) return decision;
      running = seen !== undefined && seen >= at;
      // The bucket has fewer tokens than the lease wanted: take what it has (one, near empty).
      size = Math.max(1, Math.min(size, tokensLeft(policy, Math.max(seen ?? at, at) - at)));
    }
    // Other containers kept moving the bucket under this one: decide on what was last seen
    // rather than write again; the next request writes.
    return decide(policy, seen, at);
  };

  /** Takes one request from the tenant's allowance, or says when to come back. */
  const check = async (tenantUid: string): Promise<RateCheck> => {
    const { policy, source } = await policyOf(tenantUid);
    // A quota too small to lease from is checked exactly, each request with its own write.
    if (maxLeaseSize(policy) === 1) return { policy, source, decision: await takeLease(tenantUid, policy) };
    for (;;) {
      const spent = spend(tenantUid, policy);
      if (spent) return { policy, source, decision: spent };
      const pending = taking.get(tenantUid);
      if (!pending) break;
      waiting.set(tenantUid, (waiting.get(tenantUid) ?? 0) + 1);
      const decision = await pending.catch(() => undefined);
      const still = (waiting.get(tenantUid) ?? 1) - 1;
      if (still > 0) waiting.set(tenantUid, still);
      else waiting.delete(tenantUid);
      // A refusal of the lease being taken is this request's too; a lease taken is spent above.
      if (decision && !decision.allowed) return { policy, source, decision };
    }
    const pending = takeLease(tenantUid, policy).finally(() => taking.delete(tenantUid));
    taking.set(tenantUid, pending);
    return { policy, source, decision: await pending };
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
