import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { config } from '#shared/config.ts';
import type { ChangesRequest } from '#shared/http/changes-paging.ts';
import type { CursorPagedList } from '#shared/http/key-paging.ts';
import { openCursor, sealCursor } from './changes-cursor.ts';
import { rowsOf, type SearchDb } from './rows.ts';
import { tenantView } from './tenant-view.ts';

/**
 * One page of "changes since" from a tenant view: the rows changed at or after `updatedSince`, or
 * after the cursor's position, ordered by (modified_at, uid), cut from the table's
 * `<table>_changes` index (tenant_uid, modified_at, uid), so a page costs what its rows cost at
 * any depth and table size (docs/decisions/changes-since.md).
 *
 * Skipping nothing rests on one rule: a page answers only rows modified at or before its horizon,
 * CHANGES_SETTLE_MS before now. lastModifiedAt is set before a write commits and the row reaches
 * the read model after it; a row that arrived later than the horizon allows would otherwise land
 * behind a cursor that had already passed its time. Repeating nothing unchanged follows from the
 * order: a record answered once sits behind the cursor until a write gives it a later
 * lastModifiedAt, and then it is answered again, once, at that time.
 */
export type ChangesQuery<T> = {
  /** The read-model table the list reads; a cursor names it and is refused on another list. */
  list: string;
  tenantUid: string;
  /** The tenant view the rows come from. */
  from: SQLWrapper;
  /** The tenant condition and the list's filters. */
  where: SQL;
  /**
   * The values of a page row, from the view as `t`; `changes_at` and `changes_uid` are taken. A
   * function is given the page's size (a cursor's own, or the request's) before it selects.
   */
  select: SQL | ((pageSize: number) => SQL);
  map: (row: Record<string, unknown>) => T;
  request: ChangesRequest;
  /**
   * True for a list with no filter (`where` is the tenant alone) of a table with counts
   * (migrations.ts tenantCounted): a first page then counts its range by the hour.
   */
  hourCounted?: boolean;
};

/** The horizon of a page asked now: changes older than the settle time. */
export const changesHorizon = (now = Date.now()): string =>
  new Date(now - config.changesSettleMs).toISOString();

export const changesPage = async <T>(db: SearchDb, q: ChangesQuery<T>): Promise<CursorPagedList<T>> => {
  const { request } = q;
  const at = request.cursor ? await openCursor(request.cursor, q.tenantUid, q.list) : undefined;
  const pageSize = at?.pageSize ?? request.pageSize;
  const pageNumber = at?.pageNumber ?? request.pageNumber;
  const first = { since: request.updatedSince ?? '', horizon: changesHorizon() };
  const scope = at
    ? sql`NOT deleted AND ${q.where} AND modified_at <= ${first.horizon}::text
        AND (modified_at, uid) > (${at.modifiedAt}::text, ${at.uid}::text)`
    : firstScope(q, first);
  const offset = at ? 0 : (pageNumber - 1) * pageSize;
  // One row more than the page tells whether another page follows without a count.
  const rows = await rowsOf(
    db,
    sql`SELECT ${typeof q.select === 'function' ? q.select(pageSize) : q.select},
        modified_at AS changes_at, uid AS changes_uid FROM ${q.from} AS t
        WHERE ${scope} ORDER BY modified_at, uid LIMIT ${pageSize + 1} OFFSET ${offset}`,
  );
  const page = rows.slice(0, pageSize);
  // A cursor carries the count of its first page.
  const totalCount =
    at?.totalCount ??
    (offset === 0 && rows.length <= pageSize ? rows.length : await countChanges(db, q, first));
  const last = page.at(-1);
  const nextCursor =
    rows.length > pageSize && last
      ? await sealCursor({
          tenantUid: q.tenantUid,
          list: q.list,
          modifiedAt: String(last.changes_at),
          uid: String(last.changes_uid),
          pageNumber: pageNumber + 1,
          pageSize,
          totalCount,
        })
      : null;
  return { items: page.map(q.map), paging: { pageNumber, pageSize, totalCount, nextCursor } };
};

/** The bounds of a first page's range: its updatedSince and the horizon of its rows. */
export type FirstRange = { since: string; horizon: string };

/** The rows of a first page's range: changed at or after `since`, up to the horizon. */
const firstScope = <T>(q: ChangesQuery<T>, first: FirstRange): SQL =>
  sql`NOT deleted AND ${q.where} AND modified_at <= ${first.horizon}::text AND modified_at >= ${first.since}::text`;

/**
 * The rows of a first page's range. Counted row by row, a range of a million rows took 170-210 ms
 * (a full sync: updatedSince far back) and 100,000 about 30 ms. An unfiltered list counts it by
 * the hour instead (countChangesBy 'hours').
 */
const countChanges = <T>(db: SearchDb, q: ChangesQuery<T>, first: FirstRange): Promise<number> =>
  countChangesBy(db, q, first, q.hourCounted ? 'hours' : 'rows');

/**
 * The rows of a first page's range, counted row by row or (`hours`, an unfiltered list) as the
 * per-hour counts of the hours strictly inside it (migrations.ts, search_change_counts) plus the
 * rows of its first and last hour: at most two hours of rows and one count a further hour,
 * whatever the range holds. One statement: one snapshot, so a row written meanwhile is in the
 * counts and the rows alike, or in neither. Exported for its test.
 */
export const countChangesBy = async <T>(
  db: SearchDb,
  q: ChangesQuery<T>,
  first: FirstRange,
  by: 'rows' | 'hours',
): Promise<number> => {
  const count = (where: SQL) =>
    sql`SELECT count(*) AS n FROM ${q.from} WHERE NOT deleted AND ${q.where} AND ${where}`;
  const [since, horizon] = [first.since.slice(0, 13), first.horizon.slice(0, 13)];
  const statement =
    by === 'rows' || since >= horizon
      ? count(sql`modified_at >= ${first.since}::text AND modified_at <= ${first.horizon}::text`)
      : // Every modified_at of an hour starts with it: '~' sorts after any character that follows.
        sql`SELECT (SELECT coalesce(sum(n), 0) FROM ${sql.identifier(tenantView('search_change_counts'))}
              WHERE table_name = ${q.list} AND hour > ${since} AND hour < ${horizon})
          + (${count(sql`modified_at >= ${first.since}::text AND modified_at < ${`${since}~`}::text AND left(modified_at, 13) = ${since}`)})
          + (${count(sql`modified_at >= ${horizon}::text AND modified_at <= ${first.horizon}::text AND left(modified_at, 13) = ${horizon}`)}) AS n`;
  return Number((await rowsOf<{ n: string | number }>(db, statement))[0]?.n ?? 0);
};

/** The migration statement of a table's changes index (partial: deleted rows are not answered). */
export const changesIndex = (table: string): string =>
  `CREATE INDEX ${table}_changes ON ${table} (tenant_uid, modified_at, uid) WHERE NOT deleted`;
