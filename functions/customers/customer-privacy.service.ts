import { withEvents } from '#events/outbox.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { pendingMarkerOp, pendingMarkersOp } from '#shared/search/pending.ts';
import { getContacts, getCustomerWithLinks, putLinkOp, replaceContactOp } from './contact.repository.ts';
import type { LinkRecord } from './contact.schema.ts';
import { assertAllLinksSeen } from './contact-model.ts';
import { CONTACTS_TABLE } from './contact-search.table.ts';
import { replaceCustomerOp } from './customer.repository.ts';
import { type CustomerRecord, toCustomerResponse } from './customer.schema.ts';
import { erasedContact, erasedCustomer, erasedLink } from './customer-erasure-rules.ts';
import { customerUpdated } from './customer-events.ts';
import { loadCustomer, sortedContacts } from './customer-read.ts';
import { CUSTOMERS_TABLE } from './customer-search.table.ts';

/**
 * The customer's own records for the GDPR export and erase (functions/privacy): the customer with
 * its addresses and consents, and its contacts with their links.
 */

/** The customer as GET shows it, its contact links as stored (role, extensions) and the record. */
export const customerForExport = async (tenantUid: string, customerUid: string) => {
  const customer = await loadCustomer(tenantUid, customerUid);
  const links = customer.contactCount ? (await getCustomerWithLinks(tenantUid, customerUid)).links : [];
  return {
    record: customer,
    customer: toCustomerResponse(customer, sortedContacts(links)),
    contactLinks: links.map(({ tenantUid: _t, ...link }) => link),
  };
};

/**
 * Erases the customer and its copies in the customers area in one transaction, with `extra` (the
 * caller's audit item, given the counts of contacts and links erased) and a CUSTOMER_UPDATE event of the erased record: the customer's personal
 * fields; its name on every contact link; each contact that belongs to it alone, on its item and
 * its link. A contact shared with other customers keeps its own fields (it is another customer's
 * contact too). Every item takes a new version, so the read model re-projects it. Returns the
 * erased record; a customer already erased is returned as it is, with nothing written.
 */
export const eraseCustomerRecord = async (
  current: CustomerRecord,
  now: string,
  extra: (changed: { contacts: number; contactLinks: number }) => readonly TransactOp[],
): Promise<CustomerRecord> => {
  if (current.erasedAt) return current;
  const { tenantUid, customerUid } = current;
  const links: LinkRecord[] = current.contactCount
    ? (await getCustomerWithLinks(tenantUid, customerUid)).links
    : [];
  assertAllLinksSeen(current, links);
  const contacts = await getContacts(
    tenantUid,
    links.map((l) => l.customerContactUid),
  );
  const own = new Map(
    contacts.filter((c) => c.customerCount <= 1).map((c) => [c.customerContactUid, erasedContact(c, now)]),
  );
  const next = erasedCustomer(current, now);
  const ops: TransactOp[] = [
    replaceCustomerOp(next, current.version),
    pendingMarkerOp(CUSTOMERS_TABLE, tenantUid, customerUid, now),
    ...links.map((l) => putLinkOp(erasedLink(l, now, own.get(l.customerContactUid)), l.version)),
    ...contacts
      .filter((c) => own.has(c.customerContactUid))
      .map((c) => replaceContactOp(own.get(c.customerContactUid)!, c.version)),
    ...(own.size > 0
      ? [
          pendingMarkersOp(
            CONTACTS_TABLE,
            tenantUid,
            [...own.values()].map((c) => ({
              uid: c.customerContactUid,
              lastModifiedAt: now,
              deleted: false,
            })),
          ),
        ]
      : []),
    ...extra({ contacts: own.size, contactLinks: links.length }),
  ];
  await commit(withEvents(ops, [customerUpdated(next)]));
  return next;
};
