import { unlessConditionFails } from '#shared/db/conditions.ts';
import { createPut, getRecord, type PlainEntity } from '#shared/db/plain-entity.ts';
import { type Condition, listPartition, patchRecord } from '#shared/db/plain-entity-where.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { PrintJobRecord } from './print-job.schema.ts';

/**
 * I/O of print jobs. Leases and acknowledgements are single conditional updates.
 *
 * The job item is PrintJobEntity's (print-job.entity.ts), read and written with plain
 * DocumentClient calls so that the printers function bundles no ElectroDB
 * (docs/decisions/bundles.md); test/unit/printers/print-job-repository.test.ts compares every
 * call with the entity's.
 */

type JobKey = { tenantUid: string; storeUid: string; jobUid: string };

/** The store's queue: its partition and the prefix of its jobs' sort keys. */
const queueOf = (tenantUid: string, storeUid: string) => ({
  pk: `T#${tenantUid}#PRINTQUEUE#${storeUid}`,
  skPrefix: 'JOB#',
});

/** PrintJobEntity's item: its identifiers, attributes and key template (no gsi1). */
const JOB_ITEM: PlainEntity<PrintJobRecord, keyof JobKey> & { keyAttributes: readonly (keyof JobKey)[] } = {
  identifiers: { __edb_e__: 'printJob', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    storeUid: 'required',
    jobUid: 'required',
    printerUid: 'required',
    kind: 'required',
    language: 'required',
    contentType: 'required',
    content: 'required',
    state: 'required',
    attempts: 'required',
    leasedBy: 'optional',
    leaseExpiresAt: 'optional',
    message: 'optional',
    completedAt: 'optional',
    expiresAt: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, storeUid, jobUid }) => ({
    pk: queueOf(tenantUid, storeUid).pk,
    sk: `${queueOf(tenantUid, storeUid).skPrefix}${jobUid}`,
  }),
  keyAttributes: ['tenantUid', 'storeUid', 'jobUid'],
};

export const getJob = (key: JobKey): Promise<PrintJobRecord | undefined> => getRecord(JOB_ITEM, key);

/**
 * A job a poll may take: queued, or leased with the lease run out (`nowMs`), and not expired.
 * Written as PrintJobEntity's `where` writes `(eq(state, 'QUEUED') OR (eq(state, 'LEASED') AND
 * lt(leaseExpiresAt, nowMs))) AND gt(expiresAt, nowMs / 1000)`.
 */
const takeable = (nowMs: number): Condition => ({
  expression:
    '(#state = :state0 OR (#state = :state1 AND #leaseExpiresAt < :leaseExpiresAt0)) AND #expiresAt > :expiresAt0',
  values: {
    ':state0': 'QUEUED',
    ':state1': 'LEASED',
    ':leaseExpiresAt0': nowMs,
    ':expiresAt0': Math.floor(nowMs / 1000),
  },
});

/**
 * The store's jobs a poll may take: one Query of the store's queue partition. Finished jobs stay
 * there until the TTL removes them, a day's worth of one store's printing at most; the filter
 * drops them.
 */
export const listOpenJobs = (tenantUid: string, storeUid: string, nowMs: number): Promise<PrintJobRecord[]> =>
  listPartition(JOB_ITEM, queueOf(tenantUid, storeUid), takeable(nowMs));

export const createJobOp = (record: PrintJobRecord): TransactOp => ({
  item: { Put: createPut(JOB_ITEM, record) },
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
    () =>
      patchRecord(
        JOB_ITEM,
        { tenantUid: job.tenantUid, storeUid: job.storeUid, jobUid: job.jobUid },
        {
          set: {
            state: 'LEASED',
            leasedBy: lease.deviceUid,
            leaseExpiresAt: lease.leaseExpiresAt,
            lastModifiedAt: lease.now,
          },
          add: { attempts: 1, version: 1 },
          condition: takeable(lease.nowMs),
        },
      ),
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
    () =>
      patchRecord(JOB_ITEM, key, {
        set: {
          state: done.outcome,
          completedAt: done.now,
          lastModifiedAt: done.now,
          expiresAt: done.expiresAt,
          ...(done.message ? { message: done.message } : {}),
        },
        add: { version: 1 },
        // PrintJobEntity's `eq(state, 'LEASED') AND eq(leasedBy, deviceUid)`.
        condition: {
          expression: '#state = :state0 AND #leasedBy = :leasedBy0',
          values: { ':state0': 'LEASED', ':leasedBy0': done.deviceUid },
        },
      }),
    () => undefined,
  );
