import { sql } from 'drizzle-orm';
import { containsPattern } from './query.ts';
import { planOf, type SearchDb } from './rows.ts';
import { pickTrigrams, type TextMatch, textMatch, trigramsOf } from './trigrams.ts';

/**
 * How many rows hold each trigram, as PostgreSQL's planner estimates it from the column's
 * statistics (`col LIKE '%abc%'` over the table's sampled values): enough to tell a trigram in
 * half the rows from one in a hundredth, which is all pickTrigrams needs. The estimates are of
 * the whole table, not of one tenant, and are kept per container for ten minutes, so a search
 * whose trigrams were seen pays no round trip; one that brings new ones pays one EXPLAIN (about
 * a millisecond locally) for all of them.
 */

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 20_000;
const cache = new Map<string, { rows: number; until: number }>();

/**
 * The planner's row estimate of `view.column LIKE '%t%'` for each trigram, one statement for all
 * (a UNION ALL whose members come back in order); none when the plan has another shape.
 */
const estimate = async (
  db: SearchDb,
  view: string,
  column: string,
  trigrams: readonly string[],
): Promise<number[] | undefined> => {
  const members = trigrams.map(
    (t) => sql`SELECT 1 FROM ${sql.identifier(view)} WHERE ${sql.raw(column)} LIKE ${containsPattern(t)}`,
  );
  const plan = await planOf(db, sql.join(members, sql` UNION ALL `));
  const nodes = trigrams.length === 1 ? [plan] : plan['Node Type'] === 'Append' ? plan.Plans : undefined;
  return nodes?.length === trigrams.length ? nodes.map((n) => n['Plan Rows']) : undefined;
};

/** The estimated rows of each trigram that has one (cached ones first, the rest in one EXPLAIN). */
export const trigramRows = async (
  db: SearchDb,
  view: string,
  column: string,
  trigrams: readonly string[],
  now = Date.now(),
): Promise<Map<string, number>> => {
  const rows = new Map<string, number>();
  const missing: string[] = [];
  for (const t of new Set(trigrams)) {
    const cached = cache.get(`${view}.${column} ${t}`);
    if (cached && cached.until > now) rows.set(t, cached.rows);
    else missing.push(t);
  }
  if (missing.length === 0) return rows;
  const estimates = await estimate(db, view, column, missing);
  if (!estimates) return rows;
  if (cache.size + missing.length > MAX_ENTRIES) cache.clear();
  missing.forEach((t, i) => {
    rows.set(t, estimates[i]!);
    cache.set(`${view}.${column} ${t}`, { rows: estimates[i]!, until: now + TTL_MS });
  });
  return rows;
};

/**
 * The TextMatch of `terms` in `view.column` of the tenant's rows, asking the index for the
 * trigrams pickTrigrams chooses (with two or fewer there is nothing to choose and no estimate).
 */
export const termsMatch = async (
  db: SearchDb,
  tenantUid: string,
  view: string,
  column: string,
  terms: readonly string[],
): Promise<TextMatch> => {
  const all = [...new Set(terms.flatMap(trigramsOf))];
  const trigrams = all.length <= 2 ? all : pickTrigrams(terms, await trigramRows(db, view, column, all));
  return textMatch(tenantUid, column, terms, trigrams);
};
