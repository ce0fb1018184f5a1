import { sql } from 'drizzle-orm';
import { tenantView } from '#shared/search/migrations.ts';
import { readTenant, rowsOf } from '#shared/search/search-db.ts';
import { RECEIPTS_TABLE } from './receipt.projection.ts';

/**
 * A store's completed receipts of a period in the read model (receipt.projection.ts), in the
 * order they were settled: keyset pages on (settled_at, uid) over the receipts_store index, so
 * a year of receipts is walked page by page without an offset.
 */

/** A position in the walk: the last row of the page before. */
export type PeriodCursor = { settledAt: string; uid: string };

const view = sql.identifier(tenantView(RECEIPTS_TABLE));

const periodOf = (tenantUid: string, storeUid: string, fromIso: string, toIso: string) =>
  sql`tenant_uid = ${tenantUid} AND store_uid = ${storeUid} AND NOT deleted AND settle_state = 'COMPLETE'
    AND settled_at >= ${fromIso}::timestamptz AND settled_at < ${toIso}::timestamptz`;

const isoOf = (v: unknown): string => new Date(v as string | Date).toISOString();

/** One page of uids of the store's receipts settled in [fromIso, toIso), after `cursor`. */
export const receiptUidPage = (
  tenantUid: string,
  storeUid: string,
  fromIso: string,
  toIso: string,
  limit: number,
  cursor?: PeriodCursor,
): Promise<PeriodCursor[]> =>
  readTenant(tenantUid, async (db) => {
    const after = cursor
      ? sql` AND (settled_at, uid) > (${cursor.settledAt}::timestamptz, ${cursor.uid})`
      : sql``;
    const rows = await rowsOf(
      db,
      sql`SELECT uid, settled_at FROM ${view} WHERE ${periodOf(tenantUid, storeUid, fromIso, toIso)}${after}
        ORDER BY settled_at, uid LIMIT ${limit}`,
    );
    return rows.map((r) => ({ uid: String(r.uid), settledAt: isoOf(r.settled_at) }));
  });

/** The uids of the products on the store's receipts settled in [fromIso, toIso), sorted. */
export const periodProductUids = (
  tenantUid: string,
  storeUid: string,
  fromIso: string,
  toIso: string,
): Promise<string[]> =>
  readTenant(tenantUid, async (db) => {
    const rows = await rowsOf(
      db,
      sql`SELECT DISTINCT p FROM ${view}, unnest(product_uids) AS p
        WHERE ${periodOf(tenantUid, storeUid, fromIso, toIso)} ORDER BY p`,
    );
    return rows.map((r) => String(r.p));
  });
