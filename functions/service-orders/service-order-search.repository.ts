import { type SQL, sql } from 'drizzle-orm';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { pageQuery } from '#shared/search/page-query.ts';
import {
  allOf,
  containsAll,
  docColumn,
  oneOf,
  orderBy,
  overlaps,
  parseDoc,
  tenantTotal,
} from '#shared/search/query.ts';
import { readTenant } from '#shared/search/search-db.ts';
import { tenantView } from '#shared/search/tenant-view.ts';
import type { ServiceOrderRecord, ServiceOrderSearchInput } from './service-order.schema.ts';
import { SERVICE_ORDERS_TABLE } from './service-order-search.table.ts';

/** Service-order lists and searches, answered by the read model (service-order.projection.ts). */

const SORTS: Readonly<Record<string, SQL>> = {
  createdAt: sql.raw('created_at'),
  lastModifiedAt: sql.raw('modified_at'),
};

/** One page of the tenant's service orders matching `search` (every criterion must hold). */
export const findServiceOrderPage = (
  tenantUid: string,
  search: ServiceOrderSearchInput,
  page: Page,
): Promise<PagedList<ServiceOrderRecord>> =>
  readTenant(tenantUid, (db) => {
    const filters = [
      search.storeUids ? oneOf(sql.raw('store_uid'), search.storeUids) : undefined,
      search.customerUid ? sql`customer_uid = ${search.customerUid}` : undefined,
      search.states ? oneOf(sql.raw('state'), search.states) : undefined,
      search.serialNumber ? overlaps(sql.raw('serial_keys'), [search.serialNumber.toLowerCase()]) : undefined,
      search.query?.trim() ? containsAll(sql.raw('search_text'), search.query) : undefined,
    ].filter((f) => f !== undefined);
    return pageQuery(db, {
      from: sql.identifier(tenantView(SERVICE_ORDERS_TABLE)),
      select: sql`${docColumn}, uid`,
      where: allOf([sql`tenant_uid = ${tenantUid}`, ...filters]),
      ...(filters.length === 0 ? { total: tenantTotal(SERVICE_ORDERS_TABLE) } : {}),
      order: orderBy(page, SORTS, sql.raw('uid')),
      page,
      map: (row) => parseDoc<ServiceOrderRecord>(row),
    });
  });
