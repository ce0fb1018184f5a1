import * as z from 'zod';
import { emptyAsAbsent, Uid } from '#shared/schema/common.ts';
import { DEFAULT_ROLE, MAX_CUSTOMERS_PER_CONTACT } from './contact.schema.ts';
import { ContactRole } from './customer.schema.ts';
import { Email, Mobile, NamePart } from './fields.ts';

/** Request bodies of the contact endpoints (spec 4.2, 4.3). Unknown fields are ignored; strings are trimmed. */

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
