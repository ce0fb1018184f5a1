import { type SQL, sql } from 'drizzle-orm';
import type { ChangesRequest } from '#shared/http/changes-paging.ts';
import type { CursorPagedList } from '#shared/http/key-paging.ts';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { changesPage } from '#shared/search/changes-page.ts';
import { metadataMatch } from '#shared/search/metadata.ts';
import { pageQuery } from '#shared/search/page-query.ts';
import {
  allOf,
  docColumn,
  orderBy,
  parseDoc,
  relevance,
  tenantTotal,
  termsOf,
} from '#shared/search/query.ts';
import { readTenant, type SearchDb } from '#shared/search/search-db.ts';
import { tenantView } from '#shared/search/tenant-view.ts';
import { termsMatch } from '#shared/search/trigram-estimates.ts';
import type { CustomerRecord } from './customer.schema.ts';
import type { CustomerSearchInput } from './customer-input.schema.ts';
import { CUSTOMERS_TABLE } from './customer-search.table.ts';

/** Customer lists and searches, answered by the read model (customer.projection.ts). */

const SORTS: Readonly<Record<string, SQL>> = {
  displayName: sql.raw('display_name'),
  customerUid: sql.raw('uid'),
  companyName: sql.raw('company_name'),
  firstname: sql.raw('firstname'),
  lastname: sql.raw('lastname'),
  createdAt: sql.raw('created_at'),
  lastModifiedAt: sql.raw('modified_at'),
  relevance: sql.raw('relevance'),
};

export type CustomerHit = { record: CustomerRecord; relevance: number };

type TextFilter = Awaited<ReturnType<typeof termsMatch>> | undefined;

/** The exact criteria and the free-text test of a search, each one narrowing. */
const filtersOf = (tenantUid: string, search: Partial<CustomerSearchInput>, text: TextFilter): SQL[] =>
  [
    search.email ? sql`email_key = ${search.email.toLowerCase()}` : undefined,
    search.mobile ? sql`mobile_key = ${search.mobile}` : undefined,
    search.customerType ? sql`customer_type = ${search.customerType}` : undefined,
    metadataMatch(tenantUid, search.metadata),
    text?.tested,
  ].filter((f) => f !== undefined);

const textOf = (db: SearchDb, tenantUid: string, query: string | undefined): Promise<TextFilter> =>
  query
    ? termsMatch(db, tenantUid, tenantView(CUSTOMERS_TABLE), 'search_text', termsOf(query))
    : Promise.resolve(undefined);

/** One page of the tenant's customers matching `search` (every criterion must hold). */
export const findCustomerPage = (
  tenantUid: string,
  search: Partial<CustomerSearchInput>,
  page: Page,
): Promise<PagedList<CustomerHit>> =>
  readTenant(tenantUid, async (db) => {
    const score = search.query ? relevance(sql.raw('search_text'), search.query) : sql`0`;
    const view = tenantView(CUSTOMERS_TABLE);
    const text = await textOf(db, tenantUid, search.query);
    const filters = filtersOf(tenantUid, search, text);
    return pageQuery(db, {
      from: sql.identifier(view),
      select: sql`${docColumn}, uid, ${score} AS relevance`,
      rank: sql`${score} AS relevance`,
      where: allOf([sql`tenant_uid = ${tenantUid}`, ...filters]),
      ...(text?.indexed ? { indexed: text.indexed } : {}),
      ...(filters.length === 0 ? { total: tenantTotal(CUSTOMERS_TABLE) } : {}),
      order: orderBy(page, SORTS, sql.raw('uid')),
      page,
      map: (row) => ({ record: parseDoc<CustomerRecord>(row), relevance: Number(row.relevance) }),
      filterFirst: Boolean(search.query),
    });
  });

/** The tenant's customers matching `search` changed since a time or a cursor (changes-page.ts). */
export const findCustomerChanges = (
  tenantUid: string,
  search: Partial<CustomerSearchInput>,
  request: ChangesRequest,
): Promise<CursorPagedList<CustomerHit>> =>
  readTenant(tenantUid, async (db) => {
    const score = search.query ? relevance(sql.raw('search_text'), search.query) : sql`0`;
    const filters = filtersOf(tenantUid, search, await textOf(db, tenantUid, search.query));
    return changesPage(db, {
      list: CUSTOMERS_TABLE,
      tenantUid,
      from: sql.identifier(tenantView(CUSTOMERS_TABLE)),
      where: allOf([sql`tenant_uid = ${tenantUid}`, ...filters]),
      ...(filters.length === 0 ? { hourCounted: true } : {}),
      select: sql`${docColumn}, ${score} AS relevance`,
      map: (row) => ({ record: parseDoc<CustomerRecord>(row), relevance: Number(row.relevance) }),
      request,
    });
  });
