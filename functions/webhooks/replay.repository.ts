import type { WebhookAction } from '#events/actions.ts';
import { config } from '#shared/config.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { isConditionFailure } from '#shared/db/conditions.ts';
import { GetCommand, UpdateCommand } from '#shared/db/document-commands.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { REPLAY_LIMITS, type ReplayState } from './replay-rules.ts';

/** Partition-key templates of a replay and the running count (shared/db/key-patterns.ts). */
export const REPLAY_KEYS = {
  replay: 'T#${tenantUid}#WEBHOOKREPLAY#${replayUid}',
  count: 'T#${tenantUid}#WEBHOOKREPLAYS',
} as const;

/** `recordType` of a replay: its stream records drive the replay worker, one step per change. */
export const REPLAY_RECORD_TYPE = 'WEBHOOK_REPLAY';
/** Replays are readable for 30 days after they were requested. */
const REPLAY_TTL_SECONDS = 30 * 24 * 60 * 60;

export type ReplayRecord = {
  tenantUid: string;
  replayUid: string;
  webhookUid: string;
  httpTransportUid: string;
  action: WebhookAction;
  createdFrom: string;
  createdTo: string;
  maxEventsPerSecond: number;
  state: ReplayState;
  total: number | null;
  /** Events counted so far while `total` is null (the range is counted over several steps). */
  counted?: number | undefined;
  /** The event id the count reached; the next counting step goes on after it. */
  countedThrough?: string | null | undefined;
  sent: number;
  failed: number;
  /** The last event id queued (null before the first); the next step starts after it. */
  cursor: string | null;
  /** Bumped by every change: a worker acts on the stream record of the latest change only. */
  seq: number;
  /** Failed steps in a row. */
  failures: number;
  error?: string | undefined;
  createdAt: string;
  lastModifiedAt: string;
  completedAt?: string | undefined;
};

const replayKey = (tenantUid: string, replayUid: string) => ({
  pk: `T#${tenantUid}#WEBHOOKREPLAY#${replayUid}`,
  sk: 'WEBHOOKREPLAY',
});
/** The tenant's count of replays not yet final. */
const slotKey = (tenantUid: string) => ({ pk: `T#${tenantUid}#WEBHOOKREPLAYS`, sk: 'WEBHOOKREPLAYS' });

const slotOp = (tenantUid: string, delta: 1 | -1): TransactOp => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: slotKey(tenantUid),
      UpdateExpression: 'ADD #running :delta',
      ...(delta > 0 ? { ConditionExpression: 'attribute_not_exists(#running) OR #running < :max' } : {}),
      ExpressionAttributeNames: { '#running': 'running' },
      ExpressionAttributeValues: {
        ':delta': delta,
        ...(delta > 0 ? { ':max': REPLAY_LIMITS.runningPerTenant } : {}),
      },
    },
  },
  onConditionFailed: () =>
    new ConflictError(
      `a tenant runs at most ${REPLAY_LIMITS.runningPerTenant} replays at once; retry when one has finished`,
      { headers: { 'Retry-After': String(config.retryAfterSeconds * 15) } },
    ),
});

/** Stores a new replay and takes one of the tenant's running slots (409 when all are taken). */
export const insertReplay = async (record: ReplayRecord): Promise<void> => {
  const expiresAt = Math.floor(Date.parse(record.createdAt) / 1000) + REPLAY_TTL_SECONDS;
  await commit([
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: {
            ...replayKey(record.tenantUid, record.replayUid),
            recordType: REPLAY_RECORD_TYPE,
            ...record,
            expiresAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    slotOp(record.tenantUid, 1),
  ]);
};

export const findReplay = async (
  tenantUid: string,
  replayUid: string,
  consistent = false,
): Promise<ReplayRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: replayKey(tenantUid, replayUid),
      ConsistentRead: consistent,
    }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, recordType: _type, expiresAt: _expires, ...record } = Item;
  return record as ReplayRecord;
};

const updateOf = (record: ReplayRecord, changes: Partial<ReplayRecord>) => {
  const entries = Object.entries({ ...changes, seq: record.seq + 1 });
  return {
    TableName: tableName(),
    Key: replayKey(record.tenantUid, record.replayUid),
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
    ConditionExpression: '#seq = :seq',
    ExpressionAttributeNames: {
      ...Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
      '#seq': 'seq',
    },
    ExpressionAttributeValues: {
      ...Object.fromEntries(entries.map(([, v], i) => [`:f${i}`, v])),
      ':seq': record.seq,
    },
  };
};

/**
 * Writes a step's outcome if the replay is still at the change the step started from (`seq`), and
 * gives the tenant's slot back when the step finished it. False when another step got there
 * first: this one's deliveries were queued under the same uids, so nothing is delivered twice.
 */
export const checkpointReplay = async (
  record: ReplayRecord,
  changes: Partial<ReplayRecord>,
): Promise<boolean> => {
  const finishing = changes.state === 'COMPLETED' || changes.state === 'FAILED';
  try {
    if (finishing)
      await commit([{ item: { Update: updateOf(record, changes) } }, slotOp(record.tenantUid, -1)]);
    else await documentClient.send(new UpdateCommand(updateOf(record, changes)));
    return true;
  } catch (error) {
    if (isConditionFailure(error) || (finishing && error instanceof ConflictError)) return false;
    throw error;
  }
};
