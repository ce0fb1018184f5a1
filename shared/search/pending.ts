import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactOp } from '#events/outbox.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { logger } from '#shared/observability.ts';
import type { ItemChange } from './indexer.ts';
import { feeds, type Projection } from './projection.ts';

/**
 * Read-your-writes for plain lists served by the read model. A write that a client expects to
 * see in its next list puts a small "pending" marker item in the same transaction as the change
 * (`T#<tenant>#PENDING#<table>` / `<uid>#<lastModifiedAt>`); the indexer deletes the marker once
 * the write's stream record is applied. A list first asks, with one strongly consistent Query on
 * that small partition, whether anything of the tenant is still pending, and waits for the
 * indexer when it is. Markers only exist between a write and its indexing (normally well under a
 * second), so the Query stays small whatever the tenant's size.
 *
 * One marker per write, not per record: the marker's key names the write, so the stream record of
 * exactly that write clears it, unconditionally and in batches (BatchWriteItem takes no
 * conditions). A marker of a later write of the same record has another key and stays until
 * that write's own record is applied.
 */

export const PENDING_RECORD_TYPE = 'SEARCH_PENDING';
/** A marker outlives an indexer outage this long; a list ignores (does not wait for) older ones. */
export const MARKER_TTL_SECONDS = 15 * 60;
/** The longest a list waits for the indexer before answering from the read model as it is. */
export const CATCH_UP_WAIT_MS = 3000;
/** Markers older than this mean the indexer is far behind: waiting would not help. */
const STALE_MARKER_MS = 60_000;

const pendingPk = (tenantUid: string, table: string) => `T#${tenantUid}#PENDING#${table}`;

/** One write of one record, as its marker and its stream record both name it. */
export type MarkedWrite = {
  table: string;
  tenantUid: string;
  uid: string;
  lastModifiedAt: string;
  deleted: boolean;
};

/**
 * A write's marker key. A delete does not move lastModifiedAt, so its marker carries a suffix of
 * its own: indexing the version before the delete (same lastModifiedAt) must not clear it.
 */
const markerKey = (w: MarkedWrite) => ({
  pk: pendingPk(w.tenantUid, w.table),
  sk: `${w.uid}#${w.lastModifiedAt}${w.deleted ? '#deleted' : ''}`,
});

/**
 * The marker of one write of a record; put it in the write's transaction. `lastModifiedAt` is the
 * record's after the write; for a delete pass `deleted: true` and the deleted record's own
 * lastModifiedAt (that is what the REMOVE's old image carries).
 */
export const pendingMarkerOp = (
  table: string,
  tenantUid: string,
  uid: string,
  lastModifiedAt: string,
  options: { deleted?: boolean } = {},
): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        ...markerKey({ table, tenantUid, uid, lastModifiedAt, deleted: options.deleted === true }),
        recordType: PENDING_RECORD_TYPE,
        markedAt: new Date().toISOString(),
        expiresAt: Math.floor(Date.now() / 1000) + MARKER_TTL_SECONDS,
      },
    },
  },
});

/** Markers of writes made before `asOf` and not older than STALE_MARKER_MS. */
const fresh = async (tenantUid: string, table: string, asOf: string): Promise<number> => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pendingPk(tenantUid, table) },
      ConsistentRead: true,
      Limit: 100,
    }),
  );
  const horizon = new Date(Date.now() - STALE_MARKER_MS).toISOString();
  return Items.filter((i) => {
    const at = String(i.markedAt ?? '');
    return at >= horizon && at <= asOf;
  }).length;
};

/**
 * Resolves once the tenant's writes to `table` made before this call are in the read model (no
 * marker of them is left), or after CATCH_UP_WAIT_MS. Writes that start later do not hold it up,
 * so a steady stream of writes delays a list by the index lag at most. One Query when nothing
 * is pending, which is the usual case.
 */
export const awaitIndexed = async (tenantUid: string, table: string): Promise<void> => {
  const asOf = new Date().toISOString();
  const deadline = Date.now() + CATCH_UP_WAIT_MS;
  for (let waitMs = 20; ; waitMs = Math.min(waitMs * 2, 200)) {
    const pending = await fresh(tenantUid, table, asOf);
    if (pending === 0) return;
    if (Date.now() >= deadline) {
      logger.warn('list answered before the search index caught up', { table, pending });
      return;
    }
    await new Promise((r) => setTimeout(r, waitMs));
  }
};

/**
 * The writes of a batch of applied changes that may have a marker: every change of an item that
 * feeds a read-your-writes projection, also one the batch supersedes (its write put a marker of
 * its own), once per write. Only writes within MARKER_TTL_SECONDS can have one; a delete always
 * may: its image carries the record's last modification, not the time of the delete.
 */
export const markedWrites = (
  projections: readonly Projection[],
  changes: readonly ItemChange[],
  now = Date.now(),
): MarkedWrite[] => {
  const horizon = new Date(now - MARKER_TTL_SECONDS * 1000).toISOString();
  const writes = new Map<string, MarkedWrite>();
  for (const { item, removed } of changes) {
    const lastModifiedAt = String(item.lastModifiedAt ?? item.createdAt ?? '');
    if (!lastModifiedAt || (!removed && lastModifiedAt < horizon)) continue;
    for (const projection of projections) {
      if (!projection.readYourWrites || !feeds(projection, item)) continue;
      const key = projection.key(item);
      if (!key) continue;
      const write = { table: projection.table, ...key, lastModifiedAt, deleted: removed };
      const { pk, sk } = markerKey(write);
      // BatchWriteItem refuses a request that names one key twice (replays, duplicate records).
      writes.set(`${pk}\u0000${sk}`, write);
    }
  }
  return [...writes.values()];
};

/**
 * Deletes per BatchWriteItem, calls in flight, and attempts per call. Five per call rather than
 * the limit of 25: with 25 the local table took each call so slowly that the index lag under a
 * burst of 400 creates doubled (p50 1.2 s -> 2.4-2.7 s over three runs); with 5 and 16 in flight
 * it matched the old one-DeleteItem-per-marker figures while taking a fifth of the calls.
 */
const BATCH = 5;
const PARALLEL = 16;
const ATTEMPTS = 6;

type DeleteRequest = { DeleteRequest: { Key: Record<string, string> } };

/** One BatchWriteItem, retrying what DynamoDB leaves unprocessed (throttling) with a backoff. */
const deleteBatch = async (requests: DeleteRequest[]): Promise<void> => {
  let left = requests;
  for (let attempt = 1; left.length > 0; attempt++) {
    if (attempt > ATTEMPTS) {
      // Failing the batch makes the stream deliver it again: a marker left behind would make the
      // tenant's lists wait for a write that is already indexed.
      const error = new Error(`${left.length} pending markers left unprocessed after ${ATTEMPTS} attempts`);
      error.name = 'PendingMarkersUnprocessed';
      throw error;
    }
    if (attempt > 1) await new Promise((r) => setTimeout(r, 10 * 2 ** attempt * (0.5 + Math.random())));
    const out = await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName()]: left } }));
    left = (out.UnprocessedItems?.[tableName()] ?? []) as DeleteRequest[];
  }
};

/**
 * Deletes the markers of writes whose stream records are applied: each one written, or skipped
 * by the row's version guard because the row is already newer. Either way that write is in the
 * read model, so its marker goes without a condition.
 */
export const clearMarkers = async (writes: readonly MarkedWrite[]): Promise<void> => {
  const batches: DeleteRequest[][] = [];
  for (let i = 0; i < writes.length; i += BATCH) {
    batches.push(writes.slice(i, i + BATCH).map((w) => ({ DeleteRequest: { Key: markerKey(w) } })));
  }
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await deleteBatch(batches[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, batches.length) }, worker));
};
