import { withEvents } from '#events/outbox.ts';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import {
  type ChangesPagedList,
  type ChangesPagingInput,
  changesRequest,
} from '#shared/http/changes-paging.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { resolvePage } from '#shared/http/paging.ts';
import { pendingMarkerOp, readIndexed } from '#shared/search/pending.ts';
import { withAccountManager } from './account-manager.ts';
import { getCustomerWithLinks, renameLinkCustomerOp } from './contact.repository.ts';
import { cascadeCustomerDelete } from './contact-links.service.ts';
import { assertAllLinksSeen } from './contact-model.ts';
import {
  createCustomerOp,
  deleteCustomerOp,
  getCustomers,
  replaceCustomerOp,
} from './customer.repository.ts';
import { type CustomerRecord, type CustomerResponseValue, toCustomerResponse } from './customer.schema.ts';
import { customerCreated, customerDeleted, customerUpdated } from './customer-events.ts';
import type {
  CreateCustomerInput,
  CustomerSearchInput,
  UpdateCustomerInput,
} from './customer-input.schema.ts';
import { assertNotErased, loadCustomer, sortedContacts } from './customer-read.ts';
import { mergeCustomer, newUid } from './customer-rules.ts';
import { type CustomerHit, findCustomerChanges, findCustomerPage } from './customer-search.repository.ts';
import { CUSTOMERS_TABLE } from './customer-search.table.ts';

/**
 * Customer use cases (DESIGN section 8). Every write carries its CUSTOMER_* event in the same
 * transaction. Reading one customer lives in customer-read.ts.
 */

/** The parent must be another existing customer of the tenant (one BatchGet when given). */
const assertParent = async (tenantUid: string, record: CustomerRecord, changed: boolean) => {
  if (!changed || !record.customerParentUid) return;
  const found = await getCustomers(tenantUid, [record.customerParentUid]);
  if (!found.has(record.customerParentUid)) {
    throw NotFoundError.record('customer', record.customerParentUid, 'body.customerParentUid');
  }
};

/** The read-your-writes marker of a customer write (shared/search/pending.ts). */
const marker = (c: Pick<CustomerRecord, 'tenantUid' | 'customerUid' | 'lastModifiedAt'>, deleted = false) =>
  pendingMarkerOp(CUSTOMERS_TABLE, c.tenantUid, c.customerUid, c.lastModifiedAt, { deleted });

export const createCustomer = async (tenantUid: string, input: CreateCustomerInput) => {
  const customerUid = input.customerUid ?? newUid();
  const resolved = await withAccountManager(tenantUid, input);
  const record = mergeCustomer(undefined, resolved, { tenantUid, customerUid, now: nowIso() });
  await assertParent(tenantUid, record, true);
  await commit(withEvents([createCustomerOp(record), marker(record)], [customerCreated(record)]));
  return toCustomerResponse(record);
};

/**
 * Partial update. The customer's contact links are read once (only when it has contacts): they
 * take a new displayName in the same transaction and make up the response's contacts.
 * `expectedVersion` (If-Match) is a 412 when the customer moved on.
 */
export const updateCustomer = async (
  tenantUid: string,
  customerUid: string,
  input: UpdateCustomerInput,
  expectedVersion?: number,
): Promise<Versioned<CustomerResponseValue>> => {
  const current = await loadCustomer(tenantUid, customerUid);
  assertNotErased(current);
  assertVersion(expectedVersion, current, `customer '${customerUid}'`);
  const resolved = await withAccountManager(tenantUid, input);
  const next = mergeCustomer(current, resolved, { tenantUid, customerUid, now: nowIso() });
  await assertParent(tenantUid, next, next.customerParentUid !== current.customerParentUid);
  const links = current.contactCount ? (await getCustomerWithLinks(tenantUid, customerUid)).links : [];
  const renamed = next.displayName !== current.displayName;
  if (renamed) assertAllLinksSeen(current, links);
  await commit(
    withEvents(
      [
        replaceCustomerOp(next, current.version),
        marker(next),
        ...(renamed ? links.map((l) => renameLinkCustomerOp(l, next.displayName)) : []),
      ],
      [customerUpdated(next)],
    ),
  );
  return { body: toCustomerResponse(next, sortedContacts(links)), version: next.version };
};

/** Deletes the customer, its contact links, and contacts that belong to no other customer. */
export const deleteCustomer = async (tenantUid: string, customerUid: string): Promise<void> => {
  const customer = await loadCustomer(tenantUid, customerUid);
  const cascade = (customer.contactCount ?? 0) > 0 ? await cascadeCustomerDelete(customer) : [];
  await commit(
    withEvents(
      [deleteCustomerOp(tenantUid, customerUid, customer.version), marker(customer, true), ...cascade],
      [customerDeleted(customer)],
    ),
  );
};

const responsePage = (found: ChangesPagedList<CustomerHit>) => ({
  items: found.items.map((h) => toCustomerResponse(h.record, [], h.relevance)),
  paging: found.paging,
});

/**
 * A page of customers matching `search` from the read model, read-your-writes: the list first
 * waits (briefly, rarely) for the indexer to take in the session's latest customer writes. With
 * `updatedSince` or `cursor`, the changes since (shared/search/changes-page.ts).
 */
const customerPage = async (
  tenantUid: string,
  search: Partial<CustomerSearchInput>,
  paging: ChangesPagingInput,
  defaults: { sortBy: string; sortDirection?: 'ASC' | 'DESC' },
) => {
  const changes = changesRequest(paging);
  return responsePage(
    await readIndexed(tenantUid, [CUSTOMERS_TABLE], () =>
      changes
        ? findCustomerChanges(tenantUid, search, changes)
        : findCustomerPage(tenantUid, search, resolvePage(paging, defaults)),
    ),
  );
};

/** The tenant's customers, a page at a time. */
export const listCustomerPage = (tenantUid: string, paging: ChangesPagingInput) =>
  customerPage(tenantUid, {}, paging, { sortBy: 'displayName' });

/**
 * Search, read-your-writes like the list: `query` fuzzy over
 * names, company, e-mail and mobile (spec 4.1 rule, relevance first by default); `email`,
 * `mobile` and `customerType` exact, `metadata` pairs exact. Every given criterion must hold.
 */
export const searchCustomers = (tenantUid: string, search: CustomerSearchInput, paging: ChangesPagingInput) =>
  customerPage(
    tenantUid,
    search,
    paging,
    search.query ? { sortBy: 'relevance', sortDirection: 'DESC' } : { sortBy: 'displayName' },
  );
