import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { planOf, rowsOf, type SearchDb } from './rows.ts';

/**
 * Cutting one page of a tenant view, with its exact count, in a way whose cost follows the page
 * and its matches, not the tenant (the building blocks of the WHERE and ORDER BY are in query.ts).
 */

/** A page query; see pageQuery. */
export type PageQuery<T> = {
  /** The tenant view the rows come from (never a table: the reader sees only views). */
  from: SQLWrapper;
  /**
   * The values of a page row (`doc`, `uid`, computed ones; the row is `t`); `total` and
   * `page_uid` are taken.
   */
  select: SQL;
  /** Computed columns the order refers to (`<score> AS relevance`), made before the page is cut. */
  rank?: SQL;
  where: SQL;
  /**
   * A condition implied by `where` that only lets an index find its rows (trigrams.ts TextMatch
   * `indexed`): added where matches are fetched, never tested on the rows a walk reads.
   */
  indexed?: SQL;
  order: SQL;
  page: Page;
  map: (row: Record<string, unknown>) => T;
  /** The WHERE holds a free-text (trigram) condition: see pageQuery. */
  filterFirst?: boolean;
  /** A statement whose `n` is the exact count when `where` is the tenant alone (tenantTotal). */
  total?: SQL;
  /**
   * The WHERE holds a condition that matches a handful of rows (an exact key): the page is cut
   * from its matches, counted in the same pass, without asking the planner first.
   */
  few?: boolean;
  /**
   * The tenant condition alone, given when an index of `from` (tenant first) serves `order`: a
   * free-text page is then first looked for in the first rows of that order (see pageQuery).
   */
  walkScope?: SQL;
};

/**
 * Up to this many matches, a filtered page is cut from its matches (fetched through the filters'
 * indexes, then sorted); beyond it, by walking the sort index, where matches are then dense.
 */
const FENCED_MAX = 10_000;

/**
 * A free-text page is first looked for in the first WALK_FACTOR times (offset + page size) rows
 * of the sort order, when that is at most WALK_MAX rows: a match in 5% of the rows or more fills
 * its page there. Looking costs about a millisecond per thousand rows.
 */
const WALK_FACTOR = 20;
const WALK_MAX = 10_000;

/**
 * One page of a tenant view: the uids of the page in its order first (from the indexes alone
 * where they can), then `select` for those rows only (no skipped row's doc is read), with the
 * exact number of matching rows. Deleted rows never match.
 *
 * Which way the uids are found is decided here, not left to the planner: with a LIMIT and an
 * ORDER BY, PostgreSQL walks the sort index and tests rows until the page is full, betting on its
 * estimate of how many rows match; for a value it misjudges (an array or free-text filter, two
 * filters together) that bet reads the whole tenant to find a handful (seconds at a million
 * rows). So a filtered page is counted first (exact, the filters' own indexes serve the count),
 * and a count up to FENCED_MAX is cut from the matches themselves, fenced in a subquery (OFFSET 0
 * keeps it from being merged) so that only they are sorted. When the planner expects no more than
 * FENCED_MAX matches, the count is taken in the same pass (a window count) instead of a pass of
 * its own: a wrong estimate then costs a larger window, never a wrong page or a walk through the
 * tenant. Taking it apart cost 10-15 ms of 30-40 for 5,000-8,000 matches of a million.
 *
 * `filterFirst` (free text) takes the matches first and counts them in the same pass (a window
 * count): a trigram match has to read each row anyway.
 *
 * Except a broad one: with `walkScope`, a free-text page is first looked for among the first rows
 * of the sort order (WALK_FACTOR, WALK_MAX), read from the sort index with the whole condition
 * tested on each (the LIMIT inside fences it: PostgreSQL cannot bet on an estimate there). When
 * they fill the page it is the page (every row before them in the order was tested), and the
 * count is taken alone from the filters' indexes. Holding 200,000 matches for a window count and
 * sorting them cost 40% of such a search.
 */
export const pageQuery = async <T>(db: SearchDb, q: PageQuery<T>): Promise<PagedList<T>> => {
  const { page } = q;
  const tested = sql`NOT deleted AND ${q.where}`;
  const where = q.indexed ? sql`${tested} AND ${q.indexed}` : tested;
  const offset = (page.pageNumber - 1) * page.pageSize;
  const cut = sql`${q.order} LIMIT ${page.pageSize} OFFSET ${offset}`;
  const rank = q.rank ? sql`, ${q.rank}` : sql``;
  const fenced = (total: SQL) =>
    sql`SELECT uid AS page_uid${rank}, ${total} AS total
        FROM (SELECT * FROM ${q.from} WHERE ${where} OFFSET 0) AS matches ${cut}`;
  // A walk of the sort index tests its rows: without `indexed`.
  const walked = sql`SELECT uid AS page_uid${rank}, NULL::bigint AS total FROM ${q.from} WHERE ${tested} ${cut}`;
  const walkRows = (offset + page.pageSize) * WALK_FACTOR;
  const firstRows = (scope: SQL) =>
    sql`SELECT uid AS page_uid${rank}, NULL::bigint AS total
        FROM (SELECT *, (${q.where}) AS hit FROM ${q.from} WHERE NOT deleted AND ${scope} ${q.order} LIMIT ${walkRows}) AS first_rows
        WHERE hit ${cut}`;
  const pageOf = (uids: SQL) =>
    rowsOf(
      db,
      sql`SELECT ${q.select}, p.total FROM (${uids}) AS p JOIN ${q.from} AS t ON t.uid = p.page_uid ${q.order}`,
    );
  const countMatches = () => countOf(db, sql`SELECT count(*) AS n FROM ${q.from} WHERE ${where}`);
  const paged = (rows: Record<string, unknown>[], totalCount: number) => ({
    items: rows.map(q.map),
    paging: { pageNumber: page.pageNumber, pageSize: page.pageSize, totalCount },
  });

  /** The matches first, counted in the same pass; only they are sorted. */
  const windowCounted = async () => {
    const rows = await pageOf(fenced(sql`count(*) OVER ()`));
    const counted = rows[0]?.total;
    if (counted !== undefined && counted !== null) return paged(rows, Number(counted));
    // Past the last page: no row carries the count.
    return paged(rows, offset === 0 ? 0 : await countMatches());
  };

  if (q.few) return windowCounted();
  if (q.filterFirst) {
    if (q.walkScope && walkRows <= WALK_MAX) {
      const rows = await pageOf(firstRows(q.walkScope));
      if (rows.length === page.pageSize) return paged(rows, await countMatches());
    }
    return windowCounted();
  }
  if (q.total) {
    const rows = await pageOf(walked);
    return paged(
      rows,
      offset === 0 && rows.length < page.pageSize ? rows.length : await countOf(db, q.total),
    );
  }
  // The planner's estimate only chooses between two plans that never bet on it (see above).
  if ((await estimatedRows(db, sql`SELECT uid FROM ${q.from} WHERE ${where}`)) <= FENCED_MAX) {
    return windowCounted();
  }
  const totalCount = await countMatches();
  if (totalCount <= offset) return paged([], totalCount);
  return paged(await pageOf(totalCount <= FENCED_MAX ? fenced(sql`NULL::bigint`) : walked), totalCount);
};

const countOf = async (db: SearchDb, statement: SQL): Promise<number> =>
  Number((await rowsOf<{ n: number | string }>(db, statement))[0]?.n ?? 0);

/** The planner's estimate of a statement's rows (EXPLAIN, not run: planning time only). */
const estimatedRows = async (db: SearchDb, statement: SQL): Promise<number> =>
  (await planOf(db, statement))['Plan Rows'];
