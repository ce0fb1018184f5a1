import { type SQL, sql } from 'drizzle-orm';
import type { ChangesRequest } from '#shared/http/changes-paging.ts';
import type { CursorPagedList } from '#shared/http/key-paging.ts';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { changesPage } from '#shared/search/changes-page.ts';
import { metadataMatch } from '#shared/search/metadata.ts';
import { pageQuery } from '#shared/search/page-query.ts';
import { allOf, oneOf, orderBy } from '#shared/search/query.ts';
import { readTenant } from '#shared/search/search-db.ts';
import { tenantView } from '#shared/search/tenant-view.ts';
import type { OrderSearchInput } from './order-search.schema.ts';
import { ORDERS_TABLE } from './order-search.table.ts';

/** The order search over the read model's `orders` rows (order.projection.ts, migration orders-004). */

const column = (name: string) => sql.raw(name);
/** created_at is the item's ISO text (nowIso: UTC, milliseconds), so instants compare as text. */
const instant = (value: string) => new Date(value).toISOString();

const orderFilters = (tenantUid: string, f: OrderSearchInput): SQL[] =>
  [
    f.orderTypes && oneOf(column('order_type'), f.orderTypes),
    f.storeUids && oneOf(column('store_uid'), f.storeUids),
    f.customerUids && oneOf(column('customer_uid'), f.customerUids),
    f.createdAtFrom ? sql`created_at >= ${instant(f.createdAtFrom)}` : undefined,
    f.createdAtTo ? sql`created_at <= ${instant(f.createdAtTo)}` : undefined,
    f.orderDateFrom ? sql`order_date >= ${instant(f.orderDateFrom)}::timestamptz` : undefined,
    f.orderDateTo ? sql`order_date <= ${instant(f.orderDateTo)}::timestamptz` : undefined,
    metadataMatch(tenantUid, f.metadata),
  ].filter((c): c is SQL => Boolean(c));

const SORTS: Readonly<Record<string, SQL>> = {
  createdAt: column('created_at'),
  orderNumber: column('order_seq'),
};

/** One page of the uids of the tenant's orders matching `f`, with the exact total. */
export const findOrderUidPage = (
  tenantUid: string,
  f: OrderSearchInput,
  page: Page,
): Promise<PagedList<string>> =>
  readTenant(tenantUid, (db) =>
    pageQuery(db, {
      from: sql.identifier(tenantView(ORDERS_TABLE)),
      select: sql`uid`,
      where: allOf([sql`tenant_uid = ${tenantUid}`, ...orderFilters(tenantUid, f)]),
      order: orderBy(page, SORTS, column('uid')),
      page,
      map: (row) => String(row.uid),
    }),
  );

/** The uids of the tenant's orders matching `f` changed since a time or a cursor (changes-page.ts). */
export const findOrderUidChanges = (
  tenantUid: string,
  f: OrderSearchInput,
  request: ChangesRequest,
): Promise<CursorPagedList<string>> =>
  readTenant(tenantUid, (db) =>
    changesPage(db, {
      list: ORDERS_TABLE,
      tenantUid,
      from: sql.identifier(tenantView(ORDERS_TABLE)),
      where: allOf([sql`tenant_uid = ${tenantUid}`, ...orderFilters(tenantUid, f)]),
      select: sql`uid`,
      map: (row) => String(row.uid),
      request,
    }),
  );
