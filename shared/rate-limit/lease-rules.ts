/**
 * A container's allowance leased from a tenant's bucket (docs/decisions/rate-limits.md): one
 * conditional write takes `size` tokens at once, and the container's next requests spend them
 * from memory. Pure: rate-limiter.ts keeps the leases and the store writes.
 *
 * Tokens are taken from the bucket before they are spent, so every container together never
 * spends more than the bucket gave. A lease only moves admissions later in time, by at most
 * LEASE_MS: within any window a tenant is let in at most `quota + containers * size` requests.
 * `size` is at most MAX_LEASE_SHARE of the quota, and 1 (the exact check) for a quota under
 * 1 / MAX_LEASE_SHARE, for an idle tenant, and when the bucket has fewer tokens than the lease.
 */
import { intervalMs, type RatePolicy } from '#shared/rate-limit/gcra-rules.ts';

/** How long a container may spend a lease; what is left after it is dropped (never spent late). */
export const LEASE_MS = 2_000;
/** The largest lease as a share of the quota: 2 % (20 of prod's 1000 per 10 s). */
export const MAX_LEASE_SHARE = 0.02;
/** Below this gap the rate estimate is not trusted: a lease is sized on at least this long. */
const MIN_ELAPSED_MS = 50;

/** A container's lease on one tenant's bucket. */
export type Lease = {
  /** When it was taken (epoch ms). */
  takenAt: number;
  /** Tokens it took. */
  size: number;
  /** Tokens not spent yet. */
  left: number;
  /** The bucket's `tat` right after the take: the bucket without this lease's tokens. */
  tat: number;
};

/** The largest lease the policy allows (1 for small quotas: exact). */
export const maxLeaseSize = (policy: RatePolicy): number =>
  Math.max(1, Math.floor(policy.quota * MAX_LEASE_SHARE));

/** True when the lease may still be spent at `nowMs`. */
export const spendable = (lease: Lease | undefined, nowMs: number): lease is Lease =>
  lease !== undefined && lease.left > 0 && nowMs - lease.takenAt < LEASE_MS;

/**
 * How many tokens to lease for the request at `nowMs`: what this container used per second since
 * its previous lease (this request included), times LEASE_MS, within 1 and maxLeaseSize. A tenant
 * this container has not seen for two lease periods gets 1: a single request takes a single token.
 */
export const nextLeaseSize = (policy: RatePolicy, previous: Lease | undefined, nowMs: number): number => {
  if (!previous || nowMs - previous.takenAt >= 2 * LEASE_MS) return 1;
  const used = previous.size - previous.left + 1;
  const elapsed = Math.max(nowMs - previous.takenAt, MIN_ELAPSED_MS);
  const wanted = Math.ceil((used * LEASE_MS) / elapsed);
  return Math.min(maxLeaseSize(policy), Math.max(1, wanted));
};

/**
 * The `tat` the tenant's bucket would have if this container's unspent tokens were back in it:
 * what the RateLimit fields of a request let in from the lease describe.
 */
export const effectiveTat = (policy: RatePolicy, lease: Lease): number =>
  lease.tat - lease.left * intervalMs(policy);
