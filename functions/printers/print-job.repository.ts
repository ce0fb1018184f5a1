import { unlessConditionFails } from '#shared/db/conditions.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { PrintJobEntity } from './print-job.entity.ts';
import type { PrintJobRecord } from './print-job.schema.ts';

/** I/O of print jobs. Leases and acknowledgements are single conditional updates. */

type JobKey = { tenantUid: string; storeUid: string; jobUid: string };

export const getJob = async (key: JobKey): Promise<PrintJobRecord | undefined> =>
  ((await PrintJobEntity.get(key).go({ consistent: true })).data ?? undefined) as PrintJobRecord | undefined;

/**
 * The store's jobs a poll may take (queued, or leased with the lease run out, not expired): one
 * Query of the store's queue partition. Finished jobs stay there until the TTL removes them, a
 * day's worth of one store's printing at most; the filter drops them.
 */
export const listOpenJobs = async (
  tenantUid: string,
  storeUid: string,
  nowMs: number,
): Promise<PrintJobRecord[]> => {
  const { data } = await PrintJobEntity.query
    .primary({ tenantUid, storeUid })
    .where(
      ({ state, leaseExpiresAt, expiresAt }, { eq, lt, gt }) =>
        `(${eq(state, 'QUEUED')} OR (${eq(state, 'LEASED')} AND ${lt(leaseExpiresAt, nowMs)})) AND ${gt(expiresAt, Math.floor(nowMs / 1000))}`,
    )
    .go({ consistent: true, pages: 'all' });
  return data as PrintJobRecord[];
};

export const createJobOp = (record: PrintJobRecord): TransactOp => ({
  item: { Put: PrintJobEntity.create(record).params() },
  onConditionFailed: () => new ConflictError(`print job '${record.jobUid}' already exists`),
});

/**
 * Takes the job for `deviceUid` until `leaseExpiresAt`, only if it is still queued or its lease
 * ran out: of two polls racing for one job, DynamoDB lets exactly one condition hold. Undefined
 * when another poll took it first.
 */
export const leaseJob = (
  job: PrintJobRecord,
  lease: { deviceUid: string; nowMs: number; leaseExpiresAt: number; now: string },
): Promise<PrintJobRecord | undefined> =>
  unlessConditionFails(
    async () => {
      const { data } = await PrintJobEntity.patch({
        tenantUid: job.tenantUid,
        storeUid: job.storeUid,
        jobUid: job.jobUid,
      })
        .set({
          state: 'LEASED',
          leasedBy: lease.deviceUid,
          leaseExpiresAt: lease.leaseExpiresAt,
          lastModifiedAt: lease.now,
        })
        .add({ attempts: 1, version: 1 })
        .where(
          ({ state, leaseExpiresAt, expiresAt }, { eq, lt, gt }) =>
            `(${eq(state, 'QUEUED')} OR (${eq(state, 'LEASED')} AND ${lt(leaseExpiresAt, lease.nowMs)})) AND ${gt(expiresAt, Math.floor(lease.nowMs / 1000))}`,
        )
        .go({ response: 'all_new' });
      return data as PrintJobRecord;
    },
    () => undefined,
  );

/**
 * Records the device's outcome, only while the job is leased by that device; undefined when the
 * lease was lost (another poll took the job) or the job is already finished.
 */
export const completeJob = (
  key: JobKey,
  done: {
    deviceUid: string;
    outcome: 'PRINTED' | 'FAILED';
    message?: string | undefined;
    now: string;
    expiresAt: number;
  },
): Promise<PrintJobRecord | undefined> =>
  unlessConditionFails(
    async () => {
      const { data } = await PrintJobEntity.patch(key)
        .set({
          state: done.outcome,
          completedAt: done.now,
          lastModifiedAt: done.now,
          expiresAt: done.expiresAt,
          ...(done.message ? { message: done.message } : {}),
        })
        .add({ version: 1 })
        .where(({ state, leasedBy }, { eq }) => `${eq(state, 'LEASED')} AND ${eq(leasedBy, done.deviceUid)}`)
        .go({ response: 'all_new' });
      return data as PrintJobRecord;
    },
    () => undefined,
  );
