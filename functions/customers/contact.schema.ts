import * as z from 'zod/mini';
import { DateTime } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import {
  ContactRole,
  CustomerExtension,
  type CustomerExtensionValue,
  type CustomerScopedContactValue,
} from './customer.schema.ts';

/**
 * Customer contacts (spec 2.7): response schemas, the stored records and the pure mappers between
 * them, plus the limits of the model. No request parsing here (contact-input.schema.ts), so read
 * paths do not bundle the phone-number library.
 */

export const DEFAULT_ROLE: ContactRole = 'CONTACT';

/** A contact belongs to at most this many customers: every link change fits one transaction. */
export const MAX_CUSTOMERS_PER_CONTACT = 30;
/** A customer has at most this many contacts: deleting the customer fits one transaction. */
export const MAX_CONTACTS_PER_CUSTOMER = 45;

/** A customer in the customer list of a contact (spec 2.7). */
export const CustomerLink = withMeta(
  z.object({
    customerUid: z.string(),
    displayName: z.string(),
    role: ContactRole,
    extensions: z.array(CustomerExtension),
  }),
  { id: 'CustomerContactCustomer' },
);

/** Tenant-level contact response (spec 2.7). */
export const ContactResponse = withMeta(
  z.object({
    customerContactUid: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    mobile: z.string(),
    displayName: z.string(),
    customers: z.array(CustomerLink),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'CustomerContact' },
);

export const CustomerLinkList = withMeta(z.object({ items: z.array(CustomerLink) }), {
  id: 'CustomerContactCustomers',
});

export { ContactRole };

/** Stored contact (head item of its partition). */
export type ContactRecord = {
  tenantUid: string;
  customerContactUid: string;
  firstname: string;
  lastname: string;
  email?: string | undefined;
  mobile?: string | undefined;
  displayName: string;
  customerCount: number;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

/** Stored link of a contact to a customer, carrying a copy of the contact's fields. */
export type LinkRecord = {
  tenantUid: string;
  customerContactUid: string;
  customerUid: string;
  role: ContactRole;
  extensions: CustomerExtensionValue[];
  customerDisplayName: string;
  firstname: string;
  lastname: string;
  email?: string | undefined;
  mobile?: string | undefined;
  displayName: string;
  contactCreatedAt: string;
  contactLastModifiedAt: string;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

/** What the tenant-level contact response shows of a link (the read model keeps just this). */
export type ListedLink = Pick<
  LinkRecord,
  'customerUid' | 'customerDisplayName' | 'role' | 'extensions' | 'lastModifiedAt'
>;

export const toCustomerLink = (link: ListedLink): z.infer<typeof CustomerLink> => ({
  customerUid: link.customerUid,
  displayName: link.customerDisplayName,
  role: link.role,
  extensions: link.extensions,
});

/** The person fields both contact responses share; a contact and each of its links carry them. */
const personOf = (c: ContactRecord | LinkRecord) => ({
  customerContactUid: c.customerContactUid,
  firstname: c.firstname,
  lastname: c.lastname,
  email: c.email ?? '',
  mobile: c.mobile ?? '',
  displayName: c.displayName,
});

/** The customers of a contact (spec 2.7 customer links), ordered by customer uid. */
export const toCustomerLinks = (links: readonly ListedLink[]) =>
  [...links].sort((a, b) => a.customerUid.localeCompare(b.customerUid)).map(toCustomerLink);

/**
 * Tenant-level contact: the contact and its customers, ordered by customer uid. lastModifiedAt
 * also covers role and extension changes of its links.
 */
export const toContactResponse = (contact: ContactRecord, links: readonly ListedLink[]) => ({
  ...personOf(contact),
  customers: toCustomerLinks(links),
  createdAt: contact.createdAt,
  lastModifiedAt: links.reduce(
    (at, l) => (l.lastModifiedAt > at ? l.lastModifiedAt : at),
    contact.lastModifiedAt,
  ),
});

/** Customer-scoped contact, built from the link alone; lastModifiedAt covers role and extension changes. */
export const toScopedContact = (link: LinkRecord): CustomerScopedContactValue => ({
  ...personOf(link),
  role: link.role,
  extensions: link.extensions,
  createdAt: link.contactCreatedAt,
  lastModifiedAt:
    link.lastModifiedAt > link.contactLastModifiedAt ? link.lastModifiedAt : link.contactLastModifiedAt,
});
