import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { commitWithEvents, type TransactOp } from '#events/outbox.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { ConflictError } from '#shared/errors.ts';
import type { NotificationEvent, NotificationRecord, ReferenceField } from './model.ts';
import { NotificationEntity, notificationKeys, openIndexKeys } from './notification.entity.ts';
import { NotificationRefEntity } from './notification-ref.entity.ts';

const INTERNAL = new Set(['pk', 'sk', 'recordType', 'recipientKey', '__edb_e__', '__edb_v__']);

/** The stored item without keys and bookkeeping attributes. */
export const toRecord = (item: Record<string, unknown>): NotificationRecord =>
  Object.fromEntries(
    Object.entries(item).filter(([k]) => !INTERNAL.has(k) && !/^gsi\d(pk|sk)$/.test(k)),
  ) as NotificationRecord;

const OPEN_STATES: readonly string[] = ['NOT_STARTED', 'IN_PROGRESS'];

/** Adds the open-notifications index keys (gsi5) to the Put of a notification that is not final. */
const withOpenKeys = (record: NotificationRecord, put: { Item?: Record<string, unknown> }) => {
  if (!OPEN_STATES.includes(record.state)) return put;
  return {
    ...put,
    Item: { ...put.Item, ...openIndexKeys(record.tenantUid, record.notificationUid, record.createdAt) },
  };
};

/**
 * The items of a new notification: the notification (conditional: a duplicate uid fails, 409, no
 * overwrite) and one reference index item per reference.
 */
export const notificationWriteOps = (
  record: NotificationRecord & { recipientKey: string },
  references: ReadonlyArray<{ field: ReferenceField; uid: string }>,
): TransactOp[] => [
  {
    item: { Put: withOpenKeys(record, NotificationEntity.create(record as never).params()) as never },
    onConditionFailed: () =>
      new ConflictError(`notification '${record.notificationUid}' already exists`, {
        errors: [{ path: 'body.notificationUid', message: 'already exists' }],
      }),
  },
  ...references.map((ref) => ({
    item: {
      Put: NotificationRefEntity.create({
        tenantUid: record.tenantUid,
        field: ref.field,
        refUid: ref.uid,
        notificationUid: record.notificationUid,
        createdAt: record.createdAt,
        lastModifiedAt: record.createdAt,
        version: 1,
      }).params() as never,
    },
  })),
];

/**
 * Stores a new notification with its reference items in one transaction. The INSERT of the
 * notification item on the table stream is what enqueues the send.
 */
export const insertNotification = async (
  record: NotificationRecord & { recipientKey: string },
  references: ReadonlyArray<{ field: ReferenceField; uid: string }>,
): Promise<void> => {
  await commitWithEvents(notificationWriteOps(record, references), []);
};

/** One notification of a tenant, or undefined. */
export const getNotification = async (
  tenantUid: string,
  notificationUid: string,
  consistent = false,
): Promise<NotificationRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: notificationKeys.primary(tenantUid, notificationUid),
      ConsistentRead: consistent,
    }),
  );
  return Item ? toRecord(Item) : undefined;
};

/** Fields a state change may set. */
export type NotificationChange = Partial<
  Pick<NotificationRecord, 'state' | 'errorText' | 'attempts' | 'providerMessageId' | 'sentAt' | 'leaseUntil'>
>;

/**
 * Applies a change (and optionally appends one event) if the notification is still at `current`'s
 * version. Returns the new record, or undefined when someone else changed it first (the caller
 * re-reads and decides again). A state change moves the item between the state timelines.
 */
export const updateNotification = async (
  current: NotificationRecord,
  change: NotificationChange,
  by: string,
  event?: NotificationEvent,
): Promise<NotificationRecord | undefined> => {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = {
    ':expected': current.version,
    ':one': 1,
    ':now': new Date().toISOString(),
    ':by': by,
  };
  const sets = ['#version = #version + :one', 'lastModifiedAt = :now', 'lastModifiedBy = :by'];
  for (const [field, value] of Object.entries(change)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  if (change.state && change.state !== current.state) {
    values[':gsi4pk'] = notificationKeys.state(current.tenantUid, change.state);
    sets.push('gsi4pk = :gsi4pk');
  }
  if (event) {
    values[':event'] = [event];
    sets.push('events = list_append(events, :event)');
  }
  // A final state leaves the open-notifications index (states only move forward).
  const closes = change.state !== undefined && !OPEN_STATES.includes(change.state);
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: notificationKeys.primary(current.tenantUid, current.notificationUid),
        UpdateExpression: `SET ${sets.join(', ')}${closes ? ' REMOVE gsi5pk, gsi5sk' : ''}`,
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toRecord(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};

/** An inclusive key range on a `<createdAt>#<uid>` sort key. */
export type TimeRange = { from?: string | undefined; to?: string | undefined };
export type KeyQuery = {
  /** 'gsi1'..'gsi4' for notification timelines; undefined for reference partitions (table). */
  index?: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
  pk: string;
  range: TimeRange;
};

const queryInput = (q: KeyQuery) => {
  const pk = q.index ? `${q.index}pk` : 'pk';
  const sk = q.index ? `${q.index}sk` : 'sk';
  return {
    TableName: tableName(),
    ...(q.index ? { IndexName: q.index } : {}),
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi',
    ExpressionAttributeNames: { '#pk': pk, '#sk': sk },
    ExpressionAttributeValues: {
      ':pk': q.pk,
      ':lo': q.range.from ?? '0',
      // `#` and then the highest character: includes every uid created at exactly `to`.
      ':hi': `${q.range.to ?? '9999-12-31T23:59:59.999Z'}#\uffff`,
    },
  };
};

/** Counts the items of a key range without transferring them (Select COUNT, 1 MB per round trip). */
export const countRange = async (q: KeyQuery): Promise<number> => {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient.send(
      new QueryCommand({ ...queryInput(q), Select: 'COUNT', ExclusiveStartKey: start }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
};

/** Reads a key range in creation order (or reverse), up to `limit` items (all when absent). */
export const readRange = async (
  q: KeyQuery,
  options: { descending: boolean; limit?: number | undefined },
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const remaining = options.limit === undefined ? undefined : options.limit - items.length;
    const out = await documentClient.send(
      new QueryCommand({
        ...queryInput(q),
        ScanIndexForward: !options.descending,
        ExclusiveStartKey: start,
        ...(remaining !== undefined ? { Limit: remaining } : {}),
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && (options.limit === undefined || items.length < options.limit));
  return items;
};

/** Loads notifications by uid (BatchGet, 100 per round trip), in the order asked. */
export const batchGetNotifications = async (
  tenantUid: string,
  uids: readonly string[],
): Promise<NotificationRecord[]> => {
  const found = new Map<string, NotificationRecord>();
  for (let i = 0; i < uids.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = uids
      .slice(i, i + 100)
      .map((uid) => notificationKeys.primary(tenantUid, uid));
    while (keys && keys.length > 0) {
      const out: BatchGetCommandOutput = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) {
        const record = toRecord(item);
        found.set(record.notificationUid, record);
      }
      keys = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return uids.map((uid) => found.get(uid)).filter((r): r is NotificationRecord => r !== undefined);
};
