import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrintJobRecord } from '#functions/printers/print-job.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { unlessConditionFails } = await import('#shared/db/conditions.ts');
const { PrintJobEntity } = await import('#functions/printers/print-job.entity.ts');
const { completeJob, createJobOp, getJob, leaseJob, listOpenJobs } = await import(
  '#functions/printers/print-job.repository.ts'
);

// The printers function reads, queues, leases and completes print jobs without ElectroDB: every
// call must be the one PrintJobEntity makes. The entity's side of each test is the repository's
// code as it was on the entity.

const NOW_MS = 1_795_000_000_123;
const key = { tenantUid: 'T1', storeUid: 's1', jobUid: 'j1' };
/** A job as queueTestPage builds it: queued, no lease, no outcome. */
const queued: PrintJobRecord = {
  ...key,
  printerUid: 'p1',
  kind: 'TEST_PAGE',
  language: 'ESCPOS',
  contentType: 'application/vnd.escpos',
  content: 'G0A=',
  state: 'QUEUED',
  attempts: 0,
  expiresAt: 1_795_086_400,
  createdAt: '2026-11-19T10:00:00.000Z',
  lastModifiedAt: '2026-11-19T10:00:00.000Z',
  version: 1,
};
const lease = {
  deviceUid: 'till-1',
  nowMs: NOW_MS,
  leaseExpiresAt: NOW_MS + 60_000,
  now: '2026-11-19T10:01:00.000Z',
};
const leased: PrintJobRecord = {
  ...queued,
  state: 'LEASED',
  attempts: 1,
  leasedBy: 'till-1',
  leaseExpiresAt: lease.leaseExpiresAt,
  lastModifiedAt: lease.now,
  version: 2,
};
const failed: PrintJobRecord = {
  ...leased,
  jobUid: 'j2',
  state: 'FAILED',
  message: 'paper out',
  completedAt: 'c',
};
const unset = { ...queued, jobUid: 'j3', leasedBy: undefined, message: undefined } as PrintJobRecord;
const JOBS = [queued, leased, failed, unset];

const itemOf = (job: PrintJobRecord) => PrintJobEntity.create(job).params().Item as Record<string, unknown>;
const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('print job writes and reads against PrintJobEntity', () => {
  it.each(JOBS)('create of $jobUid ($state): the entity’s Put and not-exists condition', (job) => {
    const put = createJobOp(job).item.Put!;
    const entity = PrintJobEntity.create(job).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(JOBS)('get of $jobUid ($state): the entity’s consistent GetItem and parse', async (job) => {
    const jobKey = { ...key, jobUid: job.jobUid };
    const responses = [{ Item: itemOf(job) }];
    const entity = await capture(
      responses,
      async () => (await PrintJobEntity.get(jobKey).go({ consistent: true })).data,
    );
    const plain = await capture(responses, () => getJob(jobKey));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual(job);
  });

  it('get answers undefined for no item and for an item of another entity, as the entity does', async () => {
    for (const response of [{}, { Item: { ...itemOf(queued), __edb_e__: 'printer' } }]) {
      const entity = await capture([response], () => PrintJobEntity.get(key).go({ consistent: true }));
      const plain = await capture([response], () => getJob(key));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(entity.result).toEqual({ data: null });
      expect(plain.result).toBeUndefined();
    }
  });

  it('open jobs: the entity’s filtered, consistent Query of the queue, every page', async () => {
    const foreign = { ...itemOf(leased), jobUid: 'x', __edb_e__: 'printer' };
    const responses = [
      { Items: [itemOf(queued), foreign], LastEvaluatedKey: { pk: 'T#T1#PRINTQUEUE#s1', sk: 'JOB#x' } },
      { Items: [], LastEvaluatedKey: { pk: 'T#T1#PRINTQUEUE#s1', sk: 'JOB#y' } },
      { Items: [itemOf(leased), itemOf(unset)] },
    ];
    const plain = await capture(responses, () => listOpenJobs('T1', 's1', NOW_MS));
    const entity = await capture(responses, async () => {
      const { data } = await PrintJobEntity.query
        .primary({ tenantUid: 'T1', storeUid: 's1' })
        .where(
          ({ state, leaseExpiresAt, expiresAt }, { eq, lt, gt }) =>
            `(${eq(state, 'QUEUED')} OR (${eq(state, 'LEASED')} AND ${lt(leaseExpiresAt, NOW_MS)})) AND ${gt(expiresAt, Math.floor(NOW_MS / 1000))}`,
        )
        .go({ consistent: true, pages: 'all' });
      return data as PrintJobRecord[];
    });
    expect(plain.sent).toHaveLength(3);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.input).toMatchObject({
      ConsistentRead: true,
      ExpressionAttributeValues: { ':sk1': 'JOB#' },
    });
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual([queued, leased, unset]);
  });
});

describe('print job leases and outcomes against PrintJobEntity', () => {
  // leaseJob as it was on the entity.
  const entityLease = (job: PrintJobRecord) =>
    unlessConditionFails(
      async () =>
        (
          await PrintJobEntity.patch({ tenantUid: job.tenantUid, storeUid: job.storeUid, jobUid: job.jobUid })
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
            .go({ response: 'all_new' })
        ).data as PrintJobRecord,
      () => undefined,
    );

  type Done = Parameters<typeof completeJob>[1];
  // completeJob as it was on the entity.
  const entityComplete = (done: Done) =>
    unlessConditionFails(
      async () =>
        (
          await PrintJobEntity.patch(key)
            .set({
              state: done.outcome,
              completedAt: done.now,
              lastModifiedAt: done.now,
              expiresAt: done.expiresAt,
              ...(done.message ? { message: done.message } : {}),
            })
            .add({ version: 1 })
            .where(
              ({ state, leasedBy }, { eq }) => `${eq(state, 'LEASED')} AND ${eq(leasedBy, done.deviceUid)}`,
            )
            .go({ response: 'all_new' })
        ).data as PrintJobRecord,
      () => undefined,
    );

  it.each([
    ['taken', { Attributes: itemOf(leased) }],
    ['lost to another poll', conditionFailed()],
  ])('lease %s: the entity’s UpdateItem and answer', async (_, response) => {
    const plain = await capture([response], () => leaseJob(queued, lease));
    const entity = await capture([response], () => entityLease(queued));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.command).toBe('UpdateCommand');
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(response instanceof Error ? undefined : leased);
  });

  const outcomes: [string, Done, object][] = [
    [
      'printed',
      { deviceUid: 'till-1', outcome: 'PRINTED', now: 'n', expiresAt: 9 },
      { Attributes: itemOf(leased) },
    ],
    [
      'failed with a message',
      { deviceUid: 'till-1', outcome: 'FAILED', message: 'paper out', now: 'n', expiresAt: 9 },
      { Attributes: itemOf(failed) },
    ],
    [
      'with an empty message',
      { deviceUid: 'till-1', outcome: 'FAILED', message: '', now: 'n', expiresAt: 9 },
      { Attributes: itemOf(failed) },
    ],
    [
      'after the lease was lost',
      { deviceUid: 'till-2', outcome: 'PRINTED', now: 'n', expiresAt: 9 },
      conditionFailed(),
    ],
  ];

  it.each(outcomes)('completion %s: the entity’s UpdateItem and answer', async (_, done, response) => {
    const plain = await capture([response], () => completeJob(key, done));
    const entity = await capture([response], () => entityComplete(done));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
  });

  it('another failure passes, as DynamoDB’s error (the entity’s cause)', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    const plain = await capture([throttled], () => leaseJob(queued, lease));
    const entity = await capture([throttled], () => entityLease(queued));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual({ failed: throttled });
    expect((entity.result as { failed: Error }).failed.cause).toBe(throttled);
  });
});
