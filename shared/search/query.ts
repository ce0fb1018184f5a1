import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { tenantView } from './migrations.ts';
import { withoutNul } from './projection.ts';
import { rowsOf, type SearchDb } from './rows.ts';
import { wordsIn } from './words.ts';

/**
 * Building blocks of read-model queries: the fuzzy word match of spec 4.1 (every term contained,
 * case-insensitively, in the search text; a pg_trgm GIN index serves it), its relevance score,
 * and one paged statement pair (the page, then the exact count).
 */

/** The terms of a free-text query: its words (words.ts), NUL characters dropped as the indexer drops them. */
export const termsOf = (query: string): string[] => wordsIn(withoutNul(query));

/** `text` with LIKE's wildcards and escape character taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that matches `term` literally anywhere. */
export const containsPattern = (term: string): string => `%${escapeLike(term)}%`;

/**
 * Every one of `terms` is contained in `column` (lower-case words separated by white space); true
 * for no terms. A term never holds white space, so "contained in the text" is "contained in one
 * of its words". LIKE's wildcards in a term match literally.
 */
export const containsEvery = (column: SQL, terms: readonly string[]): SQL =>
  terms.length === 0
    ? sql`true`
    : sql.join(
        terms.map((t) => sql`${column} LIKE ${containsPattern(t)}`),
        sql` AND `,
      );

/** Every term of the free-text `query` (termsOf) is contained in `column`: the match of spec 4.1. */
export const containsAll = (column: SQL, query: string): SQL => containsEvery(column, termsOf(query));

/**
 * The relevance of a match: per term 3 for a whole word, 2 for a word prefix, 1 inside a word
 * (the same score the table-side search gave, so the default sort is unchanged).
 */
export const relevance = (column: SQL, query: string): SQL => {
  const terms = termsOf(query);
  if (terms.length === 0) return sql`1`;
  const padded = sql`(' ' || ${column} || ' ')`;
  return sql.join(
    terms.map((t) => {
      const escaped = escapeLike(t);
      return sql`(CASE WHEN ${padded} LIKE ${`% ${escaped} %`} THEN 3 WHEN ${padded} LIKE ${`% ${escaped}%`} THEN 2 ELSE 1 END)`;
    }),
    sql` + `,
  );
};

/**
 * The distinct values, one parameter each (never one JSON array): the planner then sees each
 * value, can estimate it, pick an index and prove the predicates of partial indexes. NUL
 * characters are dropped, as the indexer drops them from stored text.
 */
const valueList = (values: readonly string[]): SQL =>
  sql.join(
    [...new Set(values.map(withoutNul))].map((v) => sql`${v}`),
    sql`, `,
  );

/** A text[] of the values (the Data API takes no array parameters, so they are listed). */
export const textArray = (values: readonly string[]): SQL => sql`ARRAY[${valueList(values)}]::text[]`;

/** `column IN (values)`; false for no values. */
export const oneOf = (column: SQL, values: readonly string[]): SQL =>
  values.length === 0 ? sql`false` : sql`${column} IN (${valueList(values)})`;

/** The array `column` shares at least one of `values` (a GIN index on the array serves it). */
export const overlaps = (column: SQL, values: readonly string[]): SQL =>
  values.length === 0 ? sql`false` : sql`${column} && ${textArray(values)}`;

/** AND of the given conditions (none: true). */
export const allOf = (conditions: readonly (SQL | undefined | false)[]): SQL => {
  const present = conditions.filter((c): c is SQL => Boolean(c));
  return present.length === 0 ? sql`true` : sql.join(present, sql` AND `);
};

/**
 * ORDER BY for a page: the sort column, then the tie-break, both in the page's direction. Nulls
 * sort first ascending and last descending, as the table-side lists did.
 */
export const orderBy = (page: Page, sorts: Readonly<Record<string, SQL>>, tieBreak: SQL): SQL => {
  const column = sorts[page.sortBy];
  if (!column) throw new Error(`sortBy ${page.sortBy} has no column`);
  const dir = page.sortDirection === 'DESC' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
  return sql`ORDER BY ${column} ${dir}, ${tieBreak} ${dir}`;
};

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
  order: SQL;
  page: Page;
  map: (row: Record<string, unknown>) => T;
  /** The WHERE holds a free-text (trigram) condition: see pageQuery. */
  filterFirst?: boolean;
  /** A statement whose `n` is the exact count when `where` is the tenant alone (tenantTotal). */
  total?: SQL;
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
 * keeps it from being merged) so that only they are sorted. `filterFirst` (free text) takes the
 * matches first and counts them in the same pass (a window count): a trigram match has to read
 * each row anyway.
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
  const where = sql`NOT deleted AND ${q.where}`;
  const offset = (page.pageNumber - 1) * page.pageSize;
  const cut = sql`${q.order} LIMIT ${page.pageSize} OFFSET ${offset}`;
  const rank = q.rank ? sql`, ${q.rank}` : sql``;
  const fenced = (total: SQL) =>
    sql`SELECT uid AS page_uid${rank}, ${total} AS total
        FROM (SELECT * FROM ${q.from} WHERE ${where} OFFSET 0) AS matches ${cut}`;
  const walked = sql`SELECT uid AS page_uid${rank}, NULL::bigint AS total FROM ${q.from} WHERE ${where} ${cut}`;
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

  if (q.filterFirst) {
    if (q.walkScope && walkRows <= WALK_MAX) {
      const rows = await pageOf(firstRows(q.walkScope));
      if (rows.length === page.pageSize) return paged(rows, await countMatches());
    }
    const rows = await pageOf(fenced(sql`count(*) OVER ()`));
    const counted = rows[0]?.total;
    if (counted !== undefined && counted !== null) return paged(rows, Number(counted));
    // Past the last page: no row carries the count.
    return paged(rows, offset === 0 ? 0 : await countMatches());
  }
  if (q.total) {
    const rows = await pageOf(walked);
    return paged(
      rows,
      offset === 0 && rows.length < page.pageSize ? rows.length : await countOf(db, q.total),
    );
  }
  const totalCount = await countMatches();
  if (totalCount <= offset) return paged([], totalCount);
  return paged(await pageOf(totalCount <= FENCED_MAX ? fenced(sql`NULL::bigint`) : walked), totalCount);
};

const countOf = async (db: SearchDb, statement: SQL): Promise<number> =>
  Number((await rowsOf<{ n: number | string }>(db, statement))[0]?.n ?? 0);

/**
 * The exact count of the tenant's rows in `table` (tombstones excluded), kept by the table's
 * count triggers (tenantCounted): the total of a list with no filter.
 */
export const tenantTotal = (table: string): SQL =>
  sql`SELECT coalesce(sum(n), 0) AS n FROM ${sql.identifier(tenantView('search_counts'))} WHERE table_name = ${table}`;

/** A `doc` column selected as JSON text (both drivers then return a string to parse). */
export const docColumn = sql`doc::text AS doc`;
export const parseDoc = <T>(row: Record<string, unknown>): T => JSON.parse(String(row.doc)) as T;
