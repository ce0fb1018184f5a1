import { type SQL, sql } from 'drizzle-orm';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { withoutNul } from './projection.ts';
import { rowsOf, type SearchDb } from './rows.ts';

/**
 * Building blocks of read-model queries: the fuzzy word match of spec 4.1 (every term contained,
 * case-insensitively, in the search text; a pg_trgm GIN index serves it), its relevance score,
 * and one paged statement pair (the page, then the exact count).
 */

/** Lower-case, whitespace-separated terms of a free-text query. */
export const termsOf = (query: string): string[] =>
  query.replaceAll(String.fromCharCode(0), '').toLowerCase().split(/\s+/).filter(Boolean);

/** `text` with LIKE's wildcards and escape character taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that matches `term` literally anywhere. */
export const containsPattern = (term: string): string => `%${escapeLike(term)}%`;

/**
 * Every term is contained in `column` (lower-case words separated by single spaces). A term
 * never holds a space, so "contained in the text" is "contained in one of its words".
 */
export const containsAll = (column: SQL, query: string): SQL => {
  const terms = termsOf(query);
  if (terms.length === 0) return sql`true`;
  return sql.join(
    terms.map((t) => sql`${column} LIKE ${containsPattern(t)}`),
    sql` AND `,
  );
};

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

/**
 * One page of a table: `select` the row values (`doc` is parsed from JSON text), WHERE `where`
 * (deleted rows never match), the page's order, and the exact number of matching rows.
 *
 * `filterFirst`: the WHERE holds a free-text (trigram) condition. PostgreSQL would otherwise walk
 * the sort index and test every row of the tenant until the page is full (seconds at a million
 * rows when few match); fenced in a subquery (OFFSET 0 keeps it from being merged), the matches
 * come from the trigram index and only they are sorted.
 */
export const pageQuery = async <T>(
  db: SearchDb,
  q: {
    from: SQL;
    select: SQL;
    where: SQL;
    order: SQL;
    page: Page;
    map: (row: Record<string, unknown>) => T;
    filterFirst?: boolean;
  },
): Promise<PagedList<T>> => {
  const { page } = q;
  const where = sql`NOT deleted AND ${q.where}`;
  const source = q.filterFirst
    ? sql`(SELECT * FROM ${q.from} WHERE ${where} OFFSET 0) AS matches`
    : sql`${q.from} WHERE ${where}`;
  const rows = await rowsOf(
    db,
    sql`SELECT ${q.select} FROM ${source} ${q.order} LIMIT ${page.pageSize} OFFSET ${(page.pageNumber - 1) * page.pageSize}`,
  );
  // A short first page is its own count; otherwise count exactly.
  const totalCount =
    page.pageNumber === 1 && rows.length < page.pageSize
      ? rows.length
      : Number(
          (
            await rowsOf<{ n: number }>(db, sql`SELECT count(*)::integer AS n FROM ${q.from} WHERE ${where}`)
          )[0]?.n ?? 0,
        );
  return {
    items: rows.map(q.map),
    paging: { pageNumber: page.pageNumber, pageSize: page.pageSize, totalCount },
  };
};

/** A `doc` column selected as JSON text (both drivers then return a string to parse). */
export const docColumn = sql`doc::text AS doc`;
export const parseDoc = <T>(row: Record<string, unknown>): T => JSON.parse(String(row.doc)) as T;
