import { type SQL, sql } from 'drizzle-orm';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { metadataMatch } from '#shared/search/metadata.ts';
import { tenantView } from '#shared/search/migrations.ts';
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
import { readTenant } from '#shared/search/search-db.ts';
import { termsMatch } from '#shared/search/trigram-estimates.ts';
import { CUSTOMERS_TABLE } from './customer.projection.ts';
import type { CustomerRecord } from './customer.schema.ts';
import type { CustomerSearchInput } from './customer-input.schema.ts';

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

/** One page of the tenant's customers matching `search` (every criterion must hold). */
export const findCustomerPage = (
  tenantUid: string,
  search: Partial<CustomerSearchInput>,
  page: Page,
): Promise<PagedList<CustomerHit>> =>
  readTenant(tenantUid, async (db) => {
    const score = search.query ? relevance(sql.raw('search_text'), search.query) : sql`0`;
    const view = tenantView(CUSTOMERS_TABLE);
    const text = search.query
      ? await termsMatch(db, tenantUid, view, 'search_text', termsOf(search.query))
      : undefined;
    const filters = [
      search.email ? sql`email_key = ${search.email.toLowerCase()}` : undefined,
      search.mobile ? sql`mobile_key = ${search.mobile}` : undefined,
      search.customerType ? sql`customer_type = ${search.customerType}` : undefined,
      metadataMatch(tenantUid, search.metadata),
      text?.tested,
    ].filter((f) => f !== undefined);
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
