import { type SQL, sql } from 'drizzle-orm';
import type { Page } from '#shared/http/paging.ts';
import { withoutNul } from './projection.ts';
import { tenantView } from './tenant-view.ts';
import { wordsIn } from './words.ts';

/**
 * Building blocks of read-model queries: the fuzzy word match of spec 4.1 (every term contained,
 * case-insensitively, in the search text; a pg_trgm GIN index serves it), its relevance score,
 * value lists, the order of a page and the tenant's total. Pages are cut in page-query.ts.
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

/**
 * The exact count of the tenant's rows in `table` (tombstones excluded), kept by the table's
 * count triggers (tenantCounted): the total of a list with no filter.
 */
export const tenantTotal = (table: string): SQL =>
  sql`SELECT coalesce(sum(n), 0) AS n FROM ${sql.identifier(tenantView('search_counts'))} WHERE table_name = ${table}`;

/** A `doc` column selected as JSON text (both drivers then return a string to parse). */
export const docColumn = sql`doc::text AS doc`;
export const parseDoc = <T>(row: Record<string, unknown>): T => JSON.parse(String(row.doc)) as T;
