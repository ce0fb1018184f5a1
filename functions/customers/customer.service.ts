import { commitWithEvents } from '#events/outbox.ts';
import { nowIso } from '#shared/db/entity-config.ts';
import { NotFoundError } from '#shared/errors.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import { getCustomerWithLinks, renameLinkCustomerOp } from './contact.repository.ts';
import { cascadeCustomerDelete } from './contact-links.service.ts';
import { assertAllLinksSeen } from './contact-model.ts';
import {
  createCustomerOp,
  deleteCustomerOp,
  findCustomersByEmail,
  findCustomersByMobile,
  getCustomers,
  indexAttributes,
  listCustomers,
  replaceCustomerOp,
} from './customer.repository.ts';
import { type CustomerRecord, toCustomerResponse } from './customer.schema.ts';
import { customerCreated, customerDeleted, customerUpdated } from './customer-events.ts';
import type {
  CreateCustomerInput,
  CustomerSearchInput,
  UpdateCustomerInput,
} from './customer-input.schema.ts';
import { loadCustomer, sortedContacts } from './customer-read.ts';
import { mergeCustomer, newUid } from './customer-rules.ts';
import { matchScore } from './text-match.ts';

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

export const createCustomer = async (tenantUid: string, input: CreateCustomerInput) => {
  const customerUid = input.customerUid ?? newUid();
  const record = mergeCustomer(undefined, input, { tenantUid, customerUid, now: nowIso() });
  await assertParent(tenantUid, record, true);
  await commitWithEvents([createCustomerOp(record)], [customerCreated(record)]);
  return toCustomerResponse(record);
};

/**
 * Partial update. The customer's contact links are read once (only when it has contacts): they
 * take a new displayName in the same transaction and make up the response's contacts.
 */
export const updateCustomer = async (tenantUid: string, customerUid: string, input: UpdateCustomerInput) => {
  const current = await loadCustomer(tenantUid, customerUid);
  const next = mergeCustomer(current, input, { tenantUid, customerUid, now: nowIso() });
  await assertParent(tenantUid, next, next.customerParentUid !== current.customerParentUid);
  const links = current.contactCount ? (await getCustomerWithLinks(tenantUid, customerUid)).links : [];
  const renamed = next.displayName !== current.displayName;
  if (renamed) assertAllLinksSeen(current, links);
  await commitWithEvents(
    [
      replaceCustomerOp(next, current.version),
      ...(renamed ? links.map((l) => renameLinkCustomerOp(l, next.displayName)) : []),
    ],
    [customerUpdated(next)],
  );
  return toCustomerResponse(next, sortedContacts(links));
};

/** Deletes the customer, its contact links, and contacts that belong to no other customer. */
export const deleteCustomer = async (tenantUid: string, customerUid: string): Promise<void> => {
  const customer = await loadCustomer(tenantUid, customerUid);
  const cascade = (customer.contactCount ?? 0) > 0 ? await cascadeCustomerDelete(customer) : [];
  await commitWithEvents(
    [deleteCustomerOp(tenantUid, customerUid, customer.version), ...cascade],
    [customerDeleted(customer)],
  );
};

export const listCustomerPage = async (tenantUid: string, paging: PagingInput) => {
  const all = (await listCustomers(tenantUid)).map((c) => toCustomerResponse(c));
  return pageOf(all, resolvePage(paging, { sortBy: 'displayName' }), 'customerUid');
};

/**
 * Search: exact e-mail or mobile narrow through their index (one Query on a small partition);
 * otherwise the tenant's customer index is read once and the fuzzy query applied in memory.
 */
export const searchCustomers = async (
  tenantUid: string,
  search: CustomerSearchInput,
  paging: PagingInput,
) => {
  const candidates = search.email
    ? await findCustomersByEmail(tenantUid, search.email)
    : search.mobile
      ? await findCustomersByMobile(tenantUid, search.mobile)
      : await listCustomers(tenantUid);
  const hits = candidates.flatMap((c) => {
    const keys = indexAttributes(c);
    if (search.email && keys.emailKey !== search.email.toLowerCase()) return [];
    if (search.mobile && keys.mobileKey !== search.mobile) return [];
    if (search.customerType && c.customerType !== search.customerType) return [];
    const score = search.query ? matchScore(keys.searchText, search.query) : 0;
    if (search.query && score === 0) return [];
    return [toCustomerResponse(c, [], score)];
  });
  const defaults = search.query
    ? { sortBy: 'relevance', sortDirection: 'DESC' as const }
    : { sortBy: 'displayName' };
  return pageOf(hits, resolvePage(paging, defaults), 'customerUid');
};
