import type * as z from 'zod/mini';
import { withEvents } from '#events/outbox.ts';
import { nowIso } from '#shared/clock.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import { type MarkedWrite, pendingMarkersOp } from '#shared/search/pending.ts';
import {
  createContactOp,
  deleteContactOp,
  deleteLinkOp,
  getContacts,
  getCustomerWithLinks,
  getLink,
  putLinkOp,
  touchContactOp,
} from './contact.repository.ts';
import {
  type LinkRecord,
  MAX_CONTACTS_PER_CUSTOMER,
  MAX_CUSTOMERS_PER_CONTACT,
  toCustomerLinks,
  toScopedContact,
} from './contact.schema.ts';
import { contactMarker, contactNotFound, loadContact, newContact } from './contact.service.ts';
import type { AddCustomersBody, CreateScopedContactBody } from './contact-input.schema.ts';
import { assertAllLinksSeen, bodyCustomerPath, loadLinkTargets, newLink, nextLink } from './contact-model.ts';
import { CONTACTS_TABLE } from './contact-search.table.ts';
import { touchCustomerContactsOp } from './customer.repository.ts';
import type { CustomerRecord } from './customer.schema.ts';
import { linkChanged } from './customer-events.ts';

/** Use cases on the links between contacts and customers (spec 4.2 customers, spec 4.3). */

const touchCustomer = (tenantUid: string, customerUid: string, delta: number, now: string) =>
  touchCustomerContactsOp(tenantUid, customerUid, delta, now, MAX_CONTACTS_PER_CUSTOMER);

/** Links customers to a contact; an existing link takes the new role. Returns all its customers. */
export const addCustomers = async (
  tenantUid: string,
  uid: string,
  input: z.output<typeof AddCustomersBody>,
) => {
  const [{ contact, links }, customers] = await Promise.all([
    loadContact(tenantUid, uid),
    loadLinkTargets(tenantUid, input.customers, bodyCustomerPath),
  ]);
  const now = nowIso();
  const byCustomer = new Map(links.map((l) => [l.customerUid, l]));
  const added = input.customers.filter((r) => !byCustomer.has(r.customerUid));
  if (links.length + added.length > MAX_CUSTOMERS_PER_CONTACT) {
    throw new ConflictError(`a contact belongs to at most ${MAX_CUSTOMERS_PER_CONTACT} customers`);
  }
  const ops: TransactOp[] = [];
  const events = [];
  for (const request of input.customers) {
    const existing = byCustomer.get(request.customerUid);
    if (existing && existing.role === request.role) continue;
    if (existing) {
      const link = nextLink(existing, { role: request.role }, now);
      ops.push(putLinkOp(link, existing.version));
      events.push(linkChanged(link, 'ROLE_CHANGED'));
      byCustomer.set(link.customerUid, link);
    } else {
      const link = newLink(contact, customers.get(request.customerUid)!, request.role, now);
      ops.push(putLinkOp(link), touchCustomer(tenantUid, link.customerUid, 1, now));
      events.push(linkChanged(link, 'LINKED'));
      byCustomer.set(link.customerUid, link);
    }
  }
  // Role changes alone touch the contact too: its list entry shows the roles.
  if (ops.length > 0) {
    ops.push(touchContactOp(contact, added.length, now), contactMarker(contact, now));
    await commit(withEvents(ops, events));
  }
  return { items: toCustomerLinks([...byCustomer.values()]) };
};

/** Removes one customer from a contact. The contact stays, even without customers. */
export const removeCustomer = async (tenantUid: string, uid: string, customerUid: string) => {
  const { contact, links } = await loadContact(tenantUid, uid);
  const link = links.find((l) => l.customerUid === customerUid);
  if (!link) throw NotFoundError.record('customer link', customerUid, 'params.customerUid');
  const now = nowIso();
  await commit(
    withEvents(
      [
        deleteLinkOp(link),
        touchContactOp(contact, -1, now),
        contactMarker(contact, now),
        touchCustomer(tenantUid, customerUid, -1, now),
      ],
      [linkChanged(link, 'UNLINKED')],
    ),
  );
};

/**
 * Contacts of one customer: one Query (the customer heads its link partition on gsi1), sorted and
 * paged in memory. It stays on the table: the partition holds at most MAX_CONTACTS_PER_CUSTOMER
 * links, so it does not grow with the tenant, and the Query also says whether the customer exists.
 */
export const listScopedContacts = async (tenantUid: string, customerUid: string, paging: PagingInput) => {
  const { customer, links } = await getCustomerWithLinks(tenantUid, customerUid);
  if (!customer) throw NotFoundError.record('customer', customerUid, 'params.customerUid');
  return pageOf(
    links.map(toScopedContact),
    resolvePage(paging, { sortBy: 'displayName' }),
    'customerContactUid',
  );
};

/** The link of a customer-scoped contact; 404 naming the contact when absent. */
export const loadLink = async (tenantUid: string, customerUid: string, uid: string): Promise<LinkRecord> => {
  const link = await getLink(tenantUid, uid, customerUid);
  if (!link) throw contactNotFound(uid);
  return link;
};

export const readScopedContact = async (tenantUid: string, customerUid: string, uid: string) => {
  const link = await loadLink(tenantUid, customerUid, uid);
  // The link is the scoped resource: its version moves with the contact's fields, role and extensions.
  return { body: toScopedContact(link), version: link.version };
};

/** Creates a contact directly on a customer (spec 4.3): the contact, its link and the event in one transaction. */
export const createScopedContact = async (
  tenantUid: string,
  customerUid: string,
  input: z.output<typeof CreateScopedContactBody>,
) => {
  const customers = await loadLinkTargets(tenantUid, [{ customerUid }], () => 'params.customerUid');
  const customer = customers.get(customerUid)!;
  const now = nowIso();
  const contact = newContact(tenantUid, input, 1, now);
  const link = newLink(contact, customer, input.role, now);
  await commit(
    withEvents(
      [
        createContactOp(contact),
        contactMarker(contact, now),
        putLinkOp(link),
        touchCustomer(tenantUid, customerUid, 1, now),
      ],
      [linkChanged(link, 'LINKED')],
    ),
  );
  return toScopedContact(link);
};

/**
 * Removes a contact from a customer (customer-scoped DELETE). A contact left without customers is
 * deleted with it; one that still belongs to other customers stays.
 */
export const deleteScopedContact = async (tenantUid: string, customerUid: string, uid: string) => {
  const { contact, links } = await loadContact(tenantUid, uid);
  const link = links.find((l) => l.customerUid === customerUid);
  if (!link) throw contactNotFound(uid);
  const now = nowIso();
  const last = links.length === 1;
  await commit(
    withEvents(
      [
        deleteLinkOp(link),
        last ? deleteContactOp(contact) : touchContactOp(contact, -1, now),
        contactMarker(contact, last ? contact.lastModifiedAt : now, last),
        touchCustomer(tenantUid, customerUid, -1, now),
      ],
      [linkChanged(link, last ? 'DELETED' : 'UNLINKED')],
    ),
  );
};

/**
 * The writes that go with deleting a customer: its links, for each linked contact either a
 * delete (no other customer) or one customer fewer, and the contacts' read-your-writes marker. At
 * most 45 links and 45 contacts: with the customer, its marker and its event, 94 items of the
 * transaction's 100. One Query and one BatchGet.
 */
export const cascadeCustomerDelete = async (customer: CustomerRecord): Promise<TransactOp[]> => {
  const { links } = await getCustomerWithLinks(customer.tenantUid, customer.customerUid);
  assertAllLinksSeen(customer, links);
  const contacts = await getContacts(
    customer.tenantUid,
    links.map((l) => l.customerContactUid),
  );
  const now = nowIso();
  const ops: TransactOp[] = links.map(deleteLinkOp);
  const writes: MarkedWrite[] = [];
  for (const contact of contacts) {
    const gone = contact.customerCount <= 1;
    ops.push(gone ? deleteContactOp(contact) : touchContactOp(contact, -1, now));
    const at = gone ? contact.lastModifiedAt : now;
    writes.push({ uid: contact.customerContactUid, lastModifiedAt: at, deleted: gone });
  }
  // One marker for them all: the contact list waits for these contacts' own rows, not only for
  // the customer's tombstone (their link rows may be indexed in a batch before theirs).
  if (writes.length > 0) ops.push(pendingMarkersOp(CONTACTS_TABLE, customer.tenantUid, writes));
  return ops;
};
