import { type SQL, sql } from 'drizzle-orm';
import { textArray } from './query.ts';

/**
 * The free-text index of the large tables (customers, contacts, receipts): each row's trigrams,
 * every one prefixed with the row's tenant, in a GIN index over `tenant_trigrams(tenant_uid,
 * column)`. A query asks for a few of its terms' trigrams there, the rarest, and tests the whole
 * terms on the rows found.
 *
 * Why not pg_trgm's `(tenant_uid, column gin_trgm_ops)`: its scan intersects the posting list of
 * every trigram of the query and of the tenant itself, and in a large tenant those lists are
 * long: the tenant's holds every row, and a trigram such as "sen" is in half the names. 'oscar
 * hansen' in a million contacts spent 13.7 ms in that index; with tenant-scoped keys and the
 * rarest trigram of each term ("osc", "han") 1.7 ms, for the same rows.
 *
 * A trigram here is three consecutive characters (code points) of a word, a word being what a
 * single space separates in the stored text (the text is stored as words.ts words, lower case and
 * single-spaced; tenant_trigrams in migrations.ts). A term never holds white space, so a text that contains the term has every
 * trigram of the term: the index never misses a match. Terms under three characters have none
 * and are tested on the tenant's rows.
 */

/** The indexed expression over `column`: an index is built on it, and a query repeats it verbatim. */
export const tenantTrigrams = (column: string): string => `tenant_trigrams(tenant_uid, ${column})`;

/**
 * A GIN index over the tenant's trigrams of `column`. Not partial: PostgreSQL's planner reads the
 * statistics ANALYZE keeps for an index expression (how many rows hold each key) only from an
 * index without a predicate, and without them it takes every trigram condition for a 0.5% match
 * and reads a broad term's rows to find the few another filter's index would have given (a
 * customer's receipts with 'kaffe': 102 ms instead of a few). Tombstones stay in it until purged.
 */
export const trigramIndex = (name: string, table: string, column: string): string =>
  `CREATE INDEX ${name} ON ${table} USING gin (${tenantTrigrams(column)})`;

/** The distinct trigrams of a term, in order: its three-character substrings; none under three. */
export const trigramsOf = (term: string): string[] => {
  const chars = Array.from(term);
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) found.add(chars.slice(i, i + 3).join(''));
  return [...found];
};

/** The index key of a tenant's trigram (what tenant_trigrams makes of it). */
const keyOf = (tenantUid: string, trigram: string) => `${tenantUid} ${trigram}`;

/**
 * A free-text condition in two parts. `tested` is the match itself, tested on each row: every
 * term is a substring of the column (terms are words.ts words, so "contained in the text" is
 * "contained in one of its words"). `indexed` only finds rows: they hold the given trigrams (by
 * default every trigram of every term) in the tenant's trigram index; every row that passes
 * `tested` holds them. It must never be tested row by row (tenant_trigrams takes about 20
 * microseconds a row), so a page query gets it apart from its WHERE (page-query.ts `indexed`).
 */
export type TextMatch = { tested: SQL; indexed?: SQL };

/** The TextMatch of `terms` in `column` of the tenant's rows; for no terms every row passes. */
export const textMatch = (
  tenantUid: string,
  column: string,
  terms: readonly string[],
  trigrams: readonly string[] = terms.flatMap(trigramsOf),
): TextMatch => {
  const col = sql.raw(column);
  const tested =
    terms.length === 0
      ? sql`true`
      : sql.join(
          terms.map((t) => sql`strpos(${col}, ${t}) > 0`),
          sql` AND `,
        );
  const keys = [...new Set(trigrams)].map((t) => keyOf(tenantUid, t));
  if (keys.length === 0) return { tested };
  return { tested, indexed: sql`${sql.raw(tenantTrigrams(column))} @> ${textArray(keys)}` };
};

/**
 * The trigrams a search asks the index for: the rarest of each term (the two rarest when there is
 * one term). Terms rarely share their rows, so their rarest trigrams together narrow the rows
 * about as much as all of them; a term's other trigrams mostly come from the same words and add
 * list to read, not precision. Without an estimate for each trigram, all of them.
 */
export const pickTrigrams = (terms: readonly string[], rows: ReadonlyMap<string, number>): string[] => {
  const perTerm = terms.map(trigramsOf);
  const all = perTerm.flat();
  if (all.some((t) => !rows.has(t))) return [...new Set(all)];
  const rarestFirst = (tris: string[]) => [...tris].sort((a, b) => rows.get(a)! - rows.get(b)!);
  return [...new Set(perTerm.flatMap((tris) => rarestFirst(tris).slice(0, perTerm.length === 1 ? 2 : 1)))];
};
