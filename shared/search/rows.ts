import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';

/**
 * The database type the read-model code is written against, and reading rows from it. Kept free
 * of configuration so that tools can use it before the environment is in place.
 */

/** A drizzle database or transaction, whichever driver is behind it. */
// biome-ignore lint/suspicious/noExplicitAny: the two drivers' query-result types differ; rows are read through `rowsOf`.
export type SearchDb = PgDatabase<any>;

/** Runs a statement and returns its rows (both drivers put them in `rows`). */
export const rowsOf = async <R extends Record<string, unknown>>(db: SearchDb, query: SQL): Promise<R[]> =>
  ((await db.execute(query)) as unknown as { rows: R[] }).rows;

/** One node of an EXPLAIN (FORMAT JSON) plan. */
export type PlanNode = { 'Node Type': string; 'Plan Rows': number; Plans?: PlanNode[] };

/** The plan of a statement (EXPLAIN, not run: planning time only). */
export const planOf = async (db: SearchDb, statement: SQL): Promise<PlanNode> => {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${statement}`);
  const plan = row?.['QUERY PLAN'];
  // node-postgres parses the json column; the RDS Data API hands it over as text.
  return ((typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }])[0].Plan;
};
