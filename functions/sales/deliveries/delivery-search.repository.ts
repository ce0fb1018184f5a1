import { type SQL, sql } from 'drizzle-orm';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { pageQuery } from '#shared/search/page-query.ts';
import { allOf, docColumn, oneOf, orderBy, parseDoc, tenantTotal } from '#shared/search/query.ts';
import { readTenant } from '#shared/search/search-db.ts';
import { tenantView } from '#shared/search/tenant-view.ts';
import type { DeliveryRecord } from './delivery.repository.ts';
import type { DeliverySearchInput } from './delivery.schema.ts';
import { DELIVERIES_TABLE } from './delivery-search.table.ts';

/** Delivery searches, answered by the read model (delivery.projection.ts). */

const SORTS: Readonly<Record<string, SQL>> = {
  createdAt: sql.raw('created_at'),
  deliveredAt: sql.raw('delivered_at'),
};

const instant = (value: string) => new Date(value).toISOString();

/** One page of the tenant's deliveries matching `search` (every criterion must hold). */
export const findDeliveryPage = (
  tenantUid: string,
  search: DeliverySearchInput,
  page: Page,
): Promise<PagedList<DeliveryRecord>> =>
  readTenant(tenantUid, (db) => {
    const filters = [
      search.storeUids ? oneOf(sql.raw('store_uid'), search.storeUids) : undefined,
      search.orderUids ? oneOf(sql.raw('order_uid'), search.orderUids) : undefined,
      search.states ? oneOf(sql.raw('state'), search.states) : undefined,
      // Delivery times are ISO text in UTC (the item's own), so text order is time order.
      search.deliveredFrom ? sql`delivered_at >= ${instant(search.deliveredFrom)}` : undefined,
      search.deliveredTo
        ? sql`delivered_at <> '' AND delivered_at <= ${instant(search.deliveredTo)}`
        : undefined,
    ].filter((f) => f !== undefined);
    const tenant = sql`tenant_uid = ${tenantUid}`;
    return pageQuery(db, {
      from: sql.identifier(tenantView(DELIVERIES_TABLE)),
      select: sql`${docColumn}, uid`,
      where: allOf([tenant, ...filters]),
      ...(filters.length === 0 ? { total: tenantTotal(DELIVERIES_TABLE) } : {}),
      order: orderBy(page, SORTS, sql.raw('uid')),
      page,
      map: (row) => parseDoc<DeliveryRecord>(row),
    });
  });
