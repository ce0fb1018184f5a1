import { randomBytes } from 'node:crypto';
import type { PrintJobRecord } from './print-job.schema.ts';

/** Pure rules of print jobs: uids in queue order, leases and expiry. */

/** How long a poll holds a job: a device that does not acknowledge in time loses it to the next poll. */
export const LEASE_SECONDS = 60;
/** A job nobody printed within a day is stale; a finished job is kept a day for its status. */
export const JOB_TTL_SECONDS = 24 * 60 * 60;
/** Jobs a poll takes when it names no limit. */
export const DEFAULT_LEASE_LIMIT = 5;

/** Time-ordered uid (milliseconds, base 36, fixed width), so a store's queue reads oldest first. */
export const newJobUid = (nowMs: number): string =>
  `j${nowMs.toString(36).padStart(10, '0')}-${randomBytes(6).toString('hex')}`;

export const expiresAtOf = (nowMs: number): number => Math.floor(nowMs / 1000) + JOB_TTL_SECONDS;

/** Whether a poll at `nowMs` may take the job: queued, or leased by a poll whose lease ran out. */
export const isLeasable = (job: PrintJobRecord, nowMs: number): boolean =>
  job.expiresAt * 1000 > nowMs &&
  (job.state === 'QUEUED' || (job.state === 'LEASED' && (job.leaseExpiresAt ?? 0) < nowMs));

/** The jobs one poll tries to take: leasable, of the named printers, oldest first, at most `limit`. */
export const leaseCandidates = (
  jobs: readonly PrintJobRecord[],
  nowMs: number,
  filter: { printerUids?: readonly string[] | undefined; limit: number },
): PrintJobRecord[] =>
  jobs
    .filter((j) => isLeasable(j, nowMs))
    .filter((j) => !filter.printerUids?.length || filter.printerUids.includes(j.printerUid))
    .sort((a, b) => a.jobUid.localeCompare(b.jobUid))
    .slice(0, filter.limit);
