import { type SQL, sql } from 'drizzle-orm';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { pageQuery } from '#shared/search/page-query.ts';
import { allOf, oneOf, orderBy, tenantTotal } from '#shared/search/query.ts';
import { readTenant } from '#shared/search/search-db.ts';
import { tenantView } from '#shared/search/tenant-view.ts';
import type { SettlementSearchInput } from './settlement-search.schema.ts';
import { SETTLEMENTS_TABLE } from './settlement-search.table.ts';

/**
 * The settlement search over the read model's `settlements` rows (settlement.projection.ts):
 * every filter as one WHERE clause, the page's settlements in the requested order, the exact count.
 */

const column = (name: string) => sql.raw(name);
const instant = (value: string) => new Date(value).toISOString();

/** The condition of each filter given. */
export const settlementFilters = (f: SettlementSearchInput): SQL[] => {
  const outstanding = f.hasPaymentBalanceOutstanding ?? f.HasPaymentBalanceOutstanding;
  const filters = [
    f.storeUids && oneOf(column('store_uid'), f.storeUids),
    f.storePaymentMethodUids && oneOf(column('store_payment_method_uid'), f.storePaymentMethodUids),
    f.tenantPaymentMethodUids && oneOf(column('tenant_payment_method_uid'), f.tenantPaymentMethodUids),
    f.statuses && oneOf(column('status'), f.statuses),
    f.states && oneOf(column('state'), f.states),
    f.createdAtFrom ? sql`created_at >= ${instant(f.createdAtFrom)}::timestamptz` : undefined,
    f.createdAtTo ? sql`created_at <= ${instant(f.createdAtTo)}::timestamptz` : undefined,
    f.settledAtFrom ? sql`settled_at >= ${instant(f.settledAtFrom)}::timestamptz` : undefined,
    f.settledAtTo ? sql`settled_at <= ${instant(f.settledAtTo)}::timestamptz` : undefined,
    f.amountRange &&
      sql`amount BETWEEN ${String(f.amountRange.from)}::bigint AND ${String(f.amountRange.to)}::bigint`,
    outstanding === undefined ? undefined : outstanding ? sql`outstanding` : sql`NOT outstanding`,
  ];
  return filters.filter((c): c is SQL => Boolean(c));
};

/** Sort columns of SETTLEMENT_SEARCH_SORT, each with its index (settlements_by_*). */
const SORTS: Readonly<Record<string, SQL>> = {
  createdAt: column('created_at'),
  settledAt: column('settled_at'),
  amount: column('amount'),
};

/** A settlement of the page: the receipt it is on and its uid there. */
export type SettlementRef = { receiptUid: string; settlementUid: string };

/** One page of the tenant's settlements matching `f`, with the exact total. */
export const findSettlementRefPage = (
  tenantUid: string,
  f: SettlementSearchInput,
  page: Page,
): Promise<PagedList<SettlementRef>> =>
  readTenant(tenantUid, (db) => {
    const filters = settlementFilters(f);
    return pageQuery(db, {
      from: sql.identifier(tenantView(SETTLEMENTS_TABLE)),
      select: sql`receipt_uid, settlement_uid`,
      where: allOf([sql`tenant_uid = ${tenantUid}`, ...filters]),
      ...(filters.length === 0 ? { total: tenantTotal(SETTLEMENTS_TABLE) } : {}),
      order: orderBy(page, SORTS, column('uid')),
      page,
      map: (row) => ({ receiptUid: String(row.receipt_uid), settlementUid: String(row.settlement_uid) }),
    });
  });
