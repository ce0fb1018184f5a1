import type * as z from 'zod/mini';
import { withEvents } from '#events/outbox.ts';
import { nowIso } from '#shared/clock.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { assertVersion } from '#shared/http/conditional.ts';
import { type PagingInput, resolvePage } from '#shared/http/paging.ts';
import { pendingMarkerOp, readIndexed } from '#shared/search/pending.ts';
import {
  type ContactWithLinks,
  createContactOp,
  deleteContactOp,
  deleteLinkOp,
  getContactWithLinks,
  putLinkOp,
  replaceContactOp,
} from './contact.repository.ts';
import {
  type ContactRecord,
  type LinkRecord,
  MAX_CONTACTS_PER_CUSTOMER,
  toContactResponse,
  toCustomerLinks,
  toScopedContact,
} from './contact.schema.ts';
import type { CreateContactBody, UpdateContactBody } from './contact-input.schema.ts';
import { bodyCustomerPath, contactCopy, loadLinkTargets, newLink } from './contact-model.ts';
import { type ContactSearch, findContactPage } from './contact-search.repository.ts';
import { CONTACTS_TABLE } from './contact-search.table.ts';
import { touchCustomerContactsOp } from './customer.repository.ts';
import { linkChanged } from './customer-events.ts';
import { newUid } from './customer-rules.ts';
import { CUSTOMERS_TABLE } from './customer-search.table.ts';
import { personName } from './text-match.ts';

/** Tenant-level contact use cases (spec 4.2). Contact changes emit CUSTOMER_UPDATE per linked customer. */

type CreateInput = z.output<typeof CreateContactBody>;
type UpdateInput = z.output<typeof UpdateContactBody>;

/**
 * The read-your-writes marker of a contact write (shared/search/pending.ts), `at` being the
 * contact's lastModifiedAt after the write (for a delete: the deleted record's own). Every write
 * that changes a contact's entry in the tenant's list writes the contact item, so this one marker
 * covers the contact and its links (they share its partition and transaction).
 */
export const contactMarker = (
  c: Pick<ContactRecord, 'tenantUid' | 'customerContactUid'>,
  at: string,
  deleted = false,
) => pendingMarkerOp(CONTACTS_TABLE, c.tenantUid, c.customerContactUid, at, { deleted });

export const contactNotFound = (uid: string) =>
  NotFoundError.record('customer contact', uid, 'params.customerContactUid');

export const loadContact = async (tenantUid: string, uid: string): Promise<ContactWithLinks> => {
  const found = await getContactWithLinks(tenantUid, uid);
  if (!found) throw contactNotFound(uid);
  return found;
};

/** A new contact record from the create body. */
export const newContact = (
  tenantUid: string,
  input: Pick<CreateInput, 'firstname' | 'lastname' | 'email' | 'mobile' | 'customerContactUid'>,
  customerCount: number,
  now: string,
): ContactRecord => ({
  tenantUid,
  customerContactUid: input.customerContactUid ?? newUid(),
  firstname: input.firstname,
  lastname: input.lastname,
  email: input.email || undefined,
  mobile: input.mobile || undefined,
  displayName: personName(input.firstname, input.lastname),
  customerCount,
  createdAt: now,
  lastModifiedAt: now,
  version: 1,
});

/** Creates the contact and its links in one transaction (one BatchGet of the customers first). */
export const createContact = async (tenantUid: string, input: CreateInput) => {
  const now = nowIso();
  const customers = await loadLinkTargets(tenantUid, input.customers, bodyCustomerPath);
  const contact = newContact(tenantUid, input, input.customers.length, now);
  const links = input.customers.map((l) => newLink(contact, customers.get(l.customerUid)!, l.role, now));
  const ops: TransactOp[] = [createContactOp(contact), contactMarker(contact, now)];
  for (const link of links) {
    ops.push(putLinkOp(link));
    ops.push(touchCustomerContactsOp(tenantUid, link.customerUid, 1, now, MAX_CONTACTS_PER_CUSTOMER));
  }
  await commit(
    withEvents(
      ops,
      links.map((l) => linkChanged(l, 'LINKED')),
    ),
  );
  return toContactResponse(contact, links);
};

export const readContact = async (tenantUid: string, uid: string) => {
  const { contact, links } = await loadContact(tenantUid, uid);
  return { body: toContactResponse(contact, links), version: contact.version };
};

export const readContactCustomers = async (tenantUid: string, uid: string) => {
  const { links } = await loadContact(tenantUid, uid);
  return { items: toCustomerLinks(links) };
};

/**
 * Partial update of the contact's own fields. The copies on its links are rewritten in the same
 * transaction, with one CUSTOMER_UPDATE per linked customer. With `scope` (customer-scoped PUT)
 * the contact must belong to that customer, and `expectedVersion` (If-Match) is the version of
 * that customer's link (the scoped resource); else of the contact. A request that changes
 * nothing writes nothing.
 */
export const updateContact = async (
  tenantUid: string,
  uid: string,
  input: UpdateInput,
  scope?: string,
  expectedVersion?: number,
): Promise<{ contact: ContactRecord; links: LinkRecord[] }> => {
  const { contact, links } = await loadContact(tenantUid, uid);
  const scoped = scope === undefined ? undefined : links.find((l) => l.customerUid === scope);
  if (scope !== undefined && !scoped) throw contactNotFound(uid);
  assertVersion(expectedVersion, scoped ?? contact, `customer contact '${uid}'`);
  const merged = {
    firstname: input.firstname ?? contact.firstname,
    lastname: input.lastname ?? contact.lastname,
    email: input.email === undefined ? contact.email : input.email || undefined,
    mobile: input.mobile === undefined ? contact.mobile : input.mobile || undefined,
  };
  const unchanged = (Object.keys(merged) as Array<keyof typeof merged>).every(
    (k) => merged[k] === contact[k],
  );
  if (unchanged) return { contact, links };
  const now = nowIso();
  const next: ContactRecord = {
    ...contact,
    ...merged,
    displayName: personName(merged.firstname, merged.lastname),
    lastModifiedAt: now,
    version: contact.version + 1,
  };
  const nextLinks = links.map((l) => ({ ...l, ...contactCopy(next), version: l.version + 1 }));
  await commit(
    withEvents(
      [
        replaceContactOp(next, contact.version),
        contactMarker(next, now),
        ...nextLinks.map((l, i) => putLinkOp(l, links[i]!.version)),
      ],
      nextLinks.map((l) => linkChanged(l, 'UPDATED')),
    ),
  );
  return { contact: next, links: nextLinks };
};

/** PUT of the tenant-level contact: the updated contact with its customers; If-Match as `expectedVersion`. */
export const updateContactView = async (
  tenantUid: string,
  uid: string,
  input: UpdateInput,
  expectedVersion?: number,
) => {
  const { contact, links } = await updateContact(tenantUid, uid, input, undefined, expectedVersion);
  return { body: toContactResponse(contact, links), version: contact.version };
};

/** PUT of the customer-scoped contact: the contact as that customer sees it, versioned by its link. */
export const updateScopedContact = async (
  tenantUid: string,
  customerUid: string,
  uid: string,
  input: UpdateInput,
  expectedVersion?: number,
) => {
  const { links } = await updateContact(tenantUid, uid, input, customerUid, expectedVersion);
  const link = links.find((l) => l.customerUid === customerUid)!;
  return { body: toScopedContact(link), version: link.version };
};

/** Deletes the contact and all its links; each linked customer gets a CUSTOMER_UPDATE. */
export const deleteContact = async (tenantUid: string, uid: string): Promise<void> => {
  const { contact, links } = await loadContact(tenantUid, uid);
  const now = nowIso();
  const ops: TransactOp[] = [deleteContactOp(contact), contactMarker(contact, contact.lastModifiedAt, true)];
  for (const link of links) {
    ops.push(deleteLinkOp(link));
    ops.push(touchCustomerContactsOp(tenantUid, link.customerUid, -1, now, MAX_CONTACTS_PER_CUSTOMER));
  }
  await commit(
    withEvents(
      ops,
      links.map((l) => linkChanged(l, 'DELETED')),
    ),
  );
};

/**
 * Waits (briefly, rarely) until the tenant's earlier contact writes are in the read model, and its
 * customer writes too: a customer rename or delete changes the contacts' customers without a
 * contact marker (the list reads the customer's displayName and tombstone from its own row).
 */
const CONTACT_WRITES = [CONTACTS_TABLE, CUSTOMERS_TABLE];

const contactPage = async (tenantUid: string, search: ContactSearch, paging: PagingInput) => {
  const page = resolvePage(paging, { sortBy: 'displayName' });
  const found = await readIndexed(tenantUid, CONTACT_WRITES, () => findContactPage(tenantUid, search, page));
  return {
    items: found.items.map((h) => toContactResponse(h.contact, h.links)),
    paging: found.paging,
  };
};

/** The tenant's contacts with their customers, a page at a time, from the read model; read-your-writes. */
export const listContactPage = (tenantUid: string, paging: PagingInput) => contactPage(tenantUid, {}, paging);

/**
 * Search (spec 4.2), read-your-writes like the list: `query` fuzzy over names, e-mail and mobile
 * (spec 4.1 rule), `email` (case-insensitive) and `mobile` exact. All given criteria must hold.
 */
export const searchContacts = (tenantUid: string, search: ContactSearch, paging: PagingInput) =>
  contactPage(tenantUid, search, paging);
