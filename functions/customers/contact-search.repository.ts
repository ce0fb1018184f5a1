import { type SQL, sql } from 'drizzle-orm';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { pageQuery } from '#shared/search/page-query.ts';
import { allOf, docColumn, oneOf, orderBy, parseDoc, tenantTotal, termsOf } from '#shared/search/query.ts';
import { readTenant, rowsOf, type SearchDb } from '#shared/search/search-db.ts';
import { tenantView } from '#shared/search/tenant-view.ts';
import { termsMatch } from '#shared/search/trigram-estimates.ts';
import type { ContactRecord, ListedLink } from './contact.schema.ts';
import { CONTACT_LINKS_TABLE, CONTACTS_TABLE } from './contact-search.table.ts';
import { CUSTOMERS_TABLE } from './customer-search.table.ts';

/** Tenant-level contact lists and searches, answered by the read model (contact.projection.ts). */

const SORTS: Readonly<Record<string, SQL>> = {
  displayName: sql.raw('display_name'),
  firstname: sql.raw('firstname'),
  lastname: sql.raw('lastname'),
  email: sql.raw('email'),
  mobile: sql.raw('mobile'),
  createdAt: sql.raw('created_at'),
  lastModifiedAt: sql.raw('modified_at'),
  customerContactUid: sql.raw('uid'),
};

export type ContactSearch = {
  query?: string | undefined;
  email?: string | undefined;
  mobile?: string | undefined;
};
export type ContactHit = { contact: ContactRecord; links: ListedLink[] };

const contacts = sql.identifier(tenantView(CONTACTS_TABLE));
const links = sql.identifier(tenantView(CONTACT_LINKS_TABLE));
const customers = sql.identifier(tenantView(CUSTOMERS_TABLE));

/**
 * A contact whose only customer has been deleted went with it (the customer delete removes it in
 * the same transaction). Until that contact's own stream record is indexed, the customer's
 * tombstone (read-your-writes through the customer's marker) already says so: the contact has a
 * live link to a deleted customer and none to a live one. Decided on the links, not on the
 * contact row's customer_count: the records of one transaction may be indexed in different
 * batches, and a contact of two customers whose row already counts one, while the link to the
 * deleted customer is not yet gone, vanished from the list for a moment. The contacts of the
 * tenant's tombstoned customers are few: PostgreSQL hashes them once per statement, so each listed
 * row costs one probe.
 */
const goneWithItsCustomer = sql`(uid IN (
  SELECT l.contact_uid FROM ${customers} c JOIN ${links} l ON l.customer_uid = c.uid
  WHERE c.deleted AND NOT l.deleted AND NOT EXISTS (
    SELECT 1 FROM ${links} live LEFT JOIN ${customers} lc ON lc.uid = live.customer_uid
    WHERE live.contact_uid = l.contact_uid AND NOT live.deleted AND lc.deleted IS NOT TRUE)))`;

/** The count of an unfiltered list: the tenant's contacts less those gone with their customer. */
const unfilteredTotal = sql`SELECT (${tenantTotal(CONTACTS_TABLE)}) - (
  SELECT count(*) FROM ${contacts} WHERE NOT deleted AND ${goneWithItsCustomer}) AS n`;

/**
 * The customers of some contacts: their links, with the customer's displayName as the customers
 * table has it (a rename is visible as soon as the customer row is), without links to deleted
 * customers. One statement for the whole page.
 */
const linksOf = async (
  db: SearchDb,
  tenantUid: string,
  uids: string[],
): Promise<Map<string, ListedLink[]>> => {
  const byContact = new Map<string, ListedLink[]>();
  if (uids.length === 0) return byContact;
  const rows = await rowsOf<{ contact_uid: string; doc: string; customer_name: string | null }>(
    db,
    sql`SELECT l.contact_uid, l.doc::text AS doc, c.display_name AS customer_name
      FROM ${links} l LEFT JOIN ${customers} c ON c.uid = l.customer_uid
      WHERE l.tenant_uid = ${tenantUid} AND NOT l.deleted AND c.deleted IS NOT TRUE
        AND ${oneOf(sql`l.contact_uid`, uids)}`,
  );
  for (const row of rows) {
    const link = parseDoc<ListedLink>(row);
    if (row.customer_name !== null) link.customerDisplayName = row.customer_name;
    byContact.set(row.contact_uid, [...(byContact.get(row.contact_uid) ?? []), link]);
  }
  return byContact;
};

/** One page of the tenant's contacts matching `search` (every criterion must hold), with their customers. */
export const findContactPage = (
  tenantUid: string,
  search: ContactSearch,
  page: Page,
): Promise<PagedList<ContactHit>> =>
  readTenant(tenantUid, async (db) => {
    const text = search.query
      ? await termsMatch(db, tenantUid, tenantView(CONTACTS_TABLE), 'search_text', termsOf(search.query))
      : undefined;
    const filters = [
      search.email ? sql`email_key = ${search.email.toLowerCase()}` : undefined,
      search.mobile ? sql`mobile = ${search.mobile}` : undefined,
      text?.tested,
    ].filter((f) => f !== undefined);
    const found = await pageQuery(db, {
      from: contacts,
      select: sql`${docColumn}, uid`,
      where: allOf([sql`tenant_uid = ${tenantUid}`, ...filters, sql`NOT ${goneWithItsCustomer}`]),
      ...(text?.indexed ? { indexed: text.indexed } : {}),
      ...(filters.length === 0 ? { total: unfilteredTotal } : {}),
      order: orderBy(page, SORTS, sql.raw('uid')),
      page,
      map: (row): ContactRecord => parseDoc<ContactRecord>(row),
      filterFirst: Boolean(search.query),
    });
    const byContact = await linksOf(
      db,
      tenantUid,
      found.items.map((c) => c.customerContactUid),
    );
    return {
      items: found.items.map((contact) => ({
        contact,
        links: byContact.get(contact.customerContactUid) ?? [],
      })),
      paging: found.paging,
    };
  });
