import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { tableName } from '#shared/db/client.ts';
import { queryAll } from '#shared/db/query.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { logger } from '#shared/observability.ts';
import { textArray } from './query.ts';
import { currentReadSession, SESSION_WINDOW_MS } from './read-session.ts';
import { readTenant, rowsOf, type SearchDb, withSnapshotCheck } from './search-db.ts';
import { tenantView } from './tenant-view.ts';

/**
 * Read-your-writes for plain lists served by the read model. A write that a client expects to
 * see in its next list puts a small "pending" marker item in the same transaction as the change
 * (`T#<tenant>#PENDING#<table>#<session>` / `<markedAt>#<uid>#<lastModifiedAt>`), naming the
 * record and the lastModifiedAt the write gave it. The session is the request's (read-session.ts):
 * its Consistency-Token's, else its credential's. A list reads its own session's markers of the
 * last minute (one strongly consistent Query of a key range, sorted by time; none at all when the
 * presented token accounts for the table and says the session did not write it lately; a list
 * that reads them answers a token that does) and, if there are any, asks
 * the read model whether its rows already show those writes; it waits for the ones that do not.
 * Its cost therefore follows what its own session wrote, never what the rest of the tenant writes.
 *
 * Nobody deletes a marker: it expires (DynamoDB TTL), and a list reads only the last minute of
 * them. The indexer therefore writes nothing to the table. It used to delete each marker once
 * indexed, which doubled the table writes of every marked write and, under a burst, made the
 * deletes the slowest part of indexing (index lag p99 of seconds locally).
 */

export const PENDING_RECORD_TYPE = 'SEARCH_PENDING';
/** Partition-key template of the markers of one read-model table, or of every table (shared/db/key-patterns.ts). */
export const pendingKey = (table = '${table}'): string => `T#\${tenantUid}#PENDING#${table}#\${session}`;
/** Markers are dropped by DynamoDB's TTL after this; lists never read them that late. */
export const MARKER_TTL_SECONDS = 15 * 60;
/** The longest a list waits for the indexer before answering from the read model as it is. */
export const CATCH_UP_WAIT_MS = 3000;
/** A list reads the markers of this last stretch: an older write is indexed, or the indexer is far behind and waiting would not help. */
const RECENT_MS = SESSION_WINDOW_MS;
/** The session of writes and reads outside an HTTP request (tools, tests of this module). */
const BACKGROUND_SESSION = 'background';
/** Markers written up to this long after a list began are read too: writers' clocks differ a little. */
const CLOCK_SLACK_MS = 1000;
/** Uids per read-model lookup. */
const LOOKUP_CHUNK = 500;

const pendingPk = (tenantUid: string, table: string, session: string) =>
  `T#${tenantUid}#PENDING#${table}#${session}`;

/** The request's session when it serves this tenant (a request serves one tenant). */
const sessionFor = (tenantUid: string) => {
  const current = currentReadSession();
  return current?.tenantUid === tenantUid ? current : undefined;
};

/** One write of one record, as its marker names it. */
export type MarkedWrite = { uid: string; lastModifiedAt: string; deleted: boolean };

/** What a read-model row says about the latest write it shows. */
export type IndexedRow = { uid: string; modifiedAt: string; deleted: boolean };

/**
 * The marker of one write of a record; put it in the write's transaction. `lastModifiedAt` is the
 * record's after the write; for a delete pass `deleted: true` and the deleted record's own
 * lastModifiedAt (what the delete's tombstone row carries).
 */
export const pendingMarkerOp = (
  table: string,
  tenantUid: string,
  uid: string,
  lastModifiedAt: string,
  options: { deleted?: boolean } = {},
): TransactOp => {
  const deleted = options.deleted === true;
  return markerOp(table, tenantUid, `${uid}#${lastModifiedAt}${deleted ? '#deleted' : ''}`, {
    uid,
    lastModifiedAt,
    deleted,
  });
};

/**
 * One marker naming several writes of one transaction (a customer delete that removes or touches
 * up to its 45 contacts), so that a cascade stays within the transaction's 100 items.
 */
export const pendingMarkersOp = (
  table: string,
  tenantUid: string,
  writes: readonly MarkedWrite[],
): TransactOp =>
  markerOp(table, tenantUid, randomUUID(), {
    writes: writes.map((w) => ({ uid: w.uid, lastModifiedAt: w.lastModifiedAt, deleted: w.deleted })),
  });

/** The Put of a marker item: sorted by when it was marked, then `key`; expires after MARKER_TTL_SECONDS. */
const markerOp = (
  table: string,
  tenantUid: string,
  key: string,
  names: Record<string, unknown>,
): TransactOp => {
  const now = Date.now();
  const markedAt = new Date(now).toISOString();
  const session = sessionFor(tenantUid);
  if (session) session.marked[table] = now;
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          pk: pendingPk(tenantUid, table, session?.session ?? BACKGROUND_SESSION),
          sk: `${markedAt}#${key}`,
          recordType: PENDING_RECORD_TYPE,
          ...names,
          markedAt,
          expiresAt: Math.floor(Date.now() / 1000) + MARKER_TTL_SECONDS,
        },
      },
    },
  };
};

/** The writes a marker item names: its own, or the list of a cascade's marker. */
export const writesOf = (item: Record<string, unknown>): MarkedWrite[] =>
  Array.isArray(item.writes)
    ? (item.writes as Record<string, unknown>[]).flatMap(writesOf)
    : [
        {
          uid: String(item.uid),
          lastModifiedAt: String(item.lastModifiedAt),
          deleted: item.deleted === true,
        },
      ];

/** When a marker item was marked (epoch ms; 0 if unreadable). */
const markedAtOf = (item: Record<string, unknown>): number => Date.parse(String(item.markedAt)) || 0;

/**
 * The writes the rows do not show yet. A row shows a write when it is at that write's
 * lastModifiedAt or later; a delete, when the row is a tombstone or was written again after it.
 * Rows never move backwards (versioned upserts), so a write once shown stays shown.
 */
export const unindexed = (writes: readonly MarkedWrite[], rows: readonly IndexedRow[]): MarkedWrite[] => {
  const byUid = new Map(rows.map((r) => [r.uid, r]));
  return writes.filter((w) => {
    const row = byUid.get(w.uid);
    if (!row) return true;
    return w.deleted
      ? !(row.deleted || row.modifiedAt > w.lastModifiedAt)
      : row.modifiedAt < w.lastModifiedAt;
  });
};

/**
 * The session's marked writes to `table` from RECENT_MS before `asOf` to just after it. No read
 * at all when the session's token accounts for the table and says it marked no write of it in
 * that stretch; otherwise one Query, and what it found is what the request's answered token adds.
 */
const recentWrites = async (tenantUid: string, table: string, asOf: number): Promise<MarkedWrite[]> => {
  const session = sessionFor(tenantUid);
  const knows = session?.known?.knows.includes(table) === true;
  const lastWrote = session?.marked[table] ?? session?.known?.wrote[table];
  if (knows && (lastWrote === undefined || lastWrote < asOf - RECENT_MS)) return [];
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': pendingPk(tenantUid, table, session?.session ?? BACKGROUND_SESSION),
      ':from': new Date(asOf - RECENT_MS).toISOString(),
      ':to': `${new Date(asOf + CLOCK_SLACK_MS).toISOString()}\uffff`,
    },
    ProjectionExpression: 'uid, lastModifiedAt, deleted, writes, markedAt',
    ConsistentRead: true,
  });
  if (session && !knows)
    session.learned[table] = items.reduce((at, item) => Math.max(at, markedAtOf(item)), 0);
  return items.flatMap(writesOf);
};

/** The read model's rows of these writes' records, as the reader sees them in `db`. */
const rowsIn = async (db: SearchDb, table: string, writes: readonly MarkedWrite[]) => {
  const uids = [...new Set(writes.map((w) => w.uid))];
  const rows: IndexedRow[] = [];
  for (let i = 0; i < uids.length; i += LOOKUP_CHUNK) {
    const found = await rowsOf<{ uid: string; modified_at: string; deleted: boolean }>(
      db,
      sql`SELECT uid, modified_at, deleted FROM ${sql.identifier(tenantView(table))}
          WHERE uid = ANY(${textArray(uids.slice(i, i + LOOKUP_CHUNK))})`,
    );
    rows.push(...found.map((r) => ({ uid: r.uid, modifiedAt: r.modified_at, deleted: r.deleted })));
  }
  return rows;
};

/** Waits until the read model shows `writes`, or until `deadline`. */
const waitFor = async (tenantUid: string, table: string, writes: MarkedWrite[], deadline: number) => {
  let waiting = writes;
  for (let waitMs = 20; waiting.length > 0; waitMs = Math.min(waitMs * 2, 200)) {
    waiting = unindexed(waiting, await readTenant(tenantUid, (db) => rowsIn(db, table, waiting)));
    if (waiting.length === 0) return;
    if (Date.now() >= deadline) {
      logger.warn('list answered before the search index caught up', { table, pending: waiting.length });
      return;
    }
    await new Promise((r) => setTimeout(r, waitMs));
  }
};

/**
 * Resolves once the session's writes to `table` made before this call are in the read model, or
 * after CATCH_UP_WAIT_MS. Writes that start later do not hold it up, so a steady stream of
 * writes delays a list by the index lag at most. One Query when nothing was written in the last
 * minute, which is the usual case; then one read-model lookup per wait.
 */
export const awaitIndexed = async (tenantUid: string, table: string): Promise<void> => {
  const asOf = Date.now();
  await waitFor(tenantUid, table, await recentWrites(tenantUid, table, asOf), asOf + CATCH_UP_WAIT_MS);
};

/**
 * A read of the read model that shows the session's writes to `tables` made before it began
 * (read-your-writes), as awaitIndexed then `read` would, without waiting for the markers first:
 * the markers' Query runs beside `read`, and each of `read`'s transactions ends by checking, on
 * its own snapshot (withSnapshotCheck), that the rows show every marked write. Usually nothing was
 * marked, or all of it is indexed, and the answer costs the longer of the two reads instead of
 * their sum; otherwise it waits for the indexer and reads again.
 */
export const readIndexed = async <T>(
  tenantUid: string,
  tables: readonly string[],
  read: () => Promise<T>,
): Promise<T> => {
  const asOf = Date.now();
  const marked = Promise.all(
    tables.map(async (table) => ({ table, writes: await recentWrites(tenantUid, table, asOf) })),
  );
  // Observed here so that a read that fails first leaves no unhandled rejection behind.
  marked.catch(() => undefined);
  const shown = async (db: SearchDb) => {
    for (const { table, writes } of await marked) {
      if (writes.length > 0 && unindexed(writes, await rowsIn(db, table, writes)).length > 0) return false;
    }
    return true;
  };
  const { result, held } = await withSnapshotCheck(shown, read);
  if (held) return result;
  const deadline = asOf + CATCH_UP_WAIT_MS;
  await Promise.all((await marked).map(({ table, writes }) => waitFor(tenantUid, table, writes, deadline)));
  return read();
};
