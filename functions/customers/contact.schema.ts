import * as z from 'zod';
import { DateTime, emptyAsAbsent, Uid } from '#shared/schema/common.ts';
import {
  CONTACT_ROLES,
  ContactRole,
  CustomerExtension,
  type CustomerExtensionValue,
  CustomerScopedContact,
  type CustomerScopedContactValue,
} from './customer.schema.ts';
import { Email, Mobile, NamePart } from './fields.ts';

export const DEFAULT_ROLE: ContactRole = 'CONTACT';

/** A contact belongs to at most this many customers: every link change fits one transaction. */
export const MAX_CUSTOMERS_PER_CONTACT = 30;
/** A customer has at most this many contacts: deleting the customer fits one transaction. */
export const MAX_CONTACTS_PER_CUSTOMER = 45;

/** Sortable fields of contact lists. */
export const CONTACT_SORT = [
  'displayName',
  'firstname',
  'lastname',
  'email',
  'mobile',
  'createdAt',
  'lastModifiedAt',
  'customerContactUid',
] as const;
export const SCOPED_CONTACT_SORT = [...CONTACT_SORT, 'role'] as const;

export const CustomerLinkInput = z.object({ customerUid: Uid, role: ContactRole.default(DEFAULT_ROLE) });

const customerLinks = z
  .array(CustomerLinkInput)
  .max(MAX_CUSTOMERS_PER_CONTACT, `at most ${MAX_CUSTOMERS_PER_CONTACT} customers per contact`)
  .superRefine((links, ctx) => {
    const seen = new Set<string>();
    links.forEach((link, i) => {
      if (seen.has(link.customerUid))
        ctx.addIssue({ code: 'custom', path: [i, 'customerUid'], message: 'customer listed twice' });
      seen.add(link.customerUid);
    });
  });

const contactFields = {
  firstname: NamePart,
  lastname: NamePart,
  email: Email.optional(),
  mobile: Mobile.optional(),
  customerContactUid: emptyAsAbsent(Uid),
};

/** POST /customer-contacts (spec 4.2). */
export const CreateContactBody = z
  .object({ ...contactFields, customers: customerLinks.default([]) })
  .meta({ id: 'CreateCustomerContact' });

/** POST /customers/{customerUid}/contacts (spec 4.3). */
export const CreateScopedContactBody = z
  .object({ ...contactFields, role: ContactRole.default(DEFAULT_ROLE) })
  .meta({ id: 'CreateCustomerScopedContact' });

/** PUT of a contact: partial; an omitted field keeps its value, '' clears e-mail or mobile. */
export const UpdateContactBody = z
  .object({
    firstname: NamePart.optional(),
    lastname: NamePart.optional(),
    email: Email.optional(),
    mobile: Mobile.optional(),
  })
  .meta({ id: 'UpdateCustomerContact' });

export const AddCustomersBody = z
  .object({ customers: customerLinks.refine((l) => l.length > 0, 'must list at least one customer') })
  .meta({ id: 'AddContactCustomers' });

export const ExtensionBody = z.object({ storeUid: Uid }).meta({ id: 'CustomerExtensionRequest' });

export const ContactSearchBody = z
  .object({
    query: emptyAsAbsent(z.string().trim().max(200)),
    email: emptyAsAbsent(z.string().trim().max(254)),
    mobile: emptyAsAbsent(Mobile),
  })
  .meta({ id: 'CustomerContactSearch' });

/** A customer in the customer list of a contact (spec 2.7). */
export const CustomerLink = z
  .object({
    customerUid: z.string(),
    displayName: z.string(),
    role: ContactRole,
    extensions: z.array(CustomerExtension),
  })
  .meta({ id: 'CustomerContactCustomer' });

/** Tenant-level contact response (spec 2.7). */
export const ContactResponse = z
  .object({
    customerContactUid: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    mobile: z.string(),
    displayName: z.string(),
    customers: z.array(CustomerLink),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'CustomerContact' });

export const CustomerLinkList = z
  .object({ items: z.array(CustomerLink) })
  .meta({ id: 'CustomerContactCustomers' });

export { CONTACT_ROLES, ContactRole, CustomerScopedContact };

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

export const toCustomerLink = (link: LinkRecord): z.infer<typeof CustomerLink> => ({
  customerUid: link.customerUid,
  displayName: link.customerDisplayName,
  role: link.role,
  extensions: link.extensions,
});

/**
 * Tenant-level contact: the contact and its customers, ordered by customer uid. lastModifiedAt
 * also covers role and extension changes of its links.
 */
export const toContactResponse = (contact: ContactRecord, links: readonly LinkRecord[]) => ({
  customerContactUid: contact.customerContactUid,
  firstname: contact.firstname,
  lastname: contact.lastname,
  email: contact.email ?? '',
  mobile: contact.mobile ?? '',
  displayName: contact.displayName,
  customers: [...links].sort((a, b) => a.customerUid.localeCompare(b.customerUid)).map(toCustomerLink),
  createdAt: contact.createdAt,
  lastModifiedAt: links.reduce(
    (at, l) => (l.lastModifiedAt > at ? l.lastModifiedAt : at),
    contact.lastModifiedAt,
  ),
});

/** Customer-scoped contact, built from the link alone; lastModifiedAt covers role and extension changes. */
export const toScopedContact = (link: LinkRecord): CustomerScopedContactValue => ({
  customerContactUid: link.customerContactUid,
  firstname: link.firstname,
  lastname: link.lastname,
  email: link.email ?? '',
  mobile: link.mobile ?? '',
  displayName: link.displayName,
  role: link.role,
  extensions: link.extensions,
  createdAt: link.contactCreatedAt,
  lastModifiedAt:
    link.lastModifiedAt > link.contactLastModifiedAt ? link.lastModifiedAt : link.contactLastModifiedAt,
});
