import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactOp } from '#events/outbox.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { logger } from '#shared/observability.ts';

/**
 * Read-your-writes for plain lists served by the read model. A write that a client expects to
 * see in its next list puts a small "pending" marker item in the same transaction as the change
 * (`T#<tenant>#PENDING#<table>` / `<uid>`); the indexer deletes the marker once the row is in
 * PostgreSQL. A list first asks, with one strongly consistent Query on that small partition,
 * whether anything of the tenant is still pending, and waits for the indexer when it is.
 * Markers only exist between a write and its indexing (normally well under a second), so the
 * Query stays small whatever the tenant's size.
 */

export const PENDING_RECORD_TYPE = 'SEARCH_PENDING';
/** A marker outlives an indexer outage this long; a list ignores (does not wait for) older ones. */
export const MARKER_TTL_SECONDS = 15 * 60;
/** The longest a list waits for the indexer before answering from the read model as it is. */
export const CATCH_UP_WAIT_MS = 3000;
/** Markers older than this mean the indexer is far behind: waiting would not help. */
const STALE_MARKER_MS = 60_000;

const pendingPk = (tenantUid: string, table: string) => `T#${tenantUid}#PENDING#${table}`;

/**
 * The marker of one written record; put it in the write's transaction. For a delete pass
 * `deleted: true` and the deleted record's own lastModifiedAt: a delete does not move
 * lastModifiedAt, so only the indexed delete (not the indexing of the version before it, which
 * carries the same lastModifiedAt) may clear its marker.
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
        pk: pendingPk(tenantUid, table),
        sk: uid,
        recordType: PENDING_RECORD_TYPE,
        // The indexed row clears the marker when it is at least this recent (a delete passes
        // the deleted record's own lastModifiedAt: that is what its stream image carries).
        lastModifiedAt,
        ...(options.deleted ? { deleted: true } : {}),
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
 * Deletes the markers of indexed rows, each only if the indexed row is at least as new as the
 * write that put it: a later lastModifiedAt, or the same one and (for a delete's marker) itself
 * a delete. A marker of a newer write stays for that write's own row.
 */
export const clearMarkers = async (
  rows: ReadonlyArray<{
    table: string;
    tenantUid: string;
    uid: string;
    modifiedAt: string;
    deleted: boolean;
  }>,
): Promise<void> => {
  const CONCURRENCY = 16;
  for (let i = 0; i < rows.length; i += CONCURRENCY) {
    await Promise.all(
      rows.slice(i, i + CONCURRENCY).map((r) =>
        documentClient
          .send(
            new DeleteCommand({
              TableName: tableName(),
              Key: { pk: pendingPk(r.tenantUid, r.table), sk: r.uid },
              ConditionExpression: r.deleted
                ? 'attribute_not_exists(pk) OR lastModifiedAt <= :m'
                : 'attribute_not_exists(pk) OR lastModifiedAt < :m OR (lastModifiedAt = :m AND attribute_not_exists(deleted))',
              ExpressionAttributeValues: { ':m': r.modifiedAt },
            }),
          )
          .catch((error: unknown) => {
            if (!(error instanceof ConditionalCheckFailedException)) throw error;
          }),
      ),
    );
  }
};
