import * as z from 'zod/mini';
import { emptyAsAbsent, Uid } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
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

export const CustomerLinkInput = z.object({ customerUid: Uid, role: z._default(ContactRole, DEFAULT_ROLE) });

const customerLinks = z.array(CustomerLinkInput).check(
  z.maxLength(MAX_CUSTOMERS_PER_CONTACT, `at most ${MAX_CUSTOMERS_PER_CONTACT} customers per contact`),
  z.superRefine((links, ctx) => {
    const seen = new Set<string>();
    links.forEach((link, i) => {
      if (seen.has(link.customerUid))
        ctx.addIssue({ code: 'custom', path: [i, 'customerUid'], message: 'customer listed twice' });
      seen.add(link.customerUid);
    });
  }),
);

const contactFields = {
  firstname: NamePart,
  lastname: NamePart,
  email: z.optional(Email),
  mobile: z.optional(Mobile),
  customerContactUid: emptyAsAbsent(Uid),
};

/** POST /customer-contacts (spec 4.2). */
export const CreateContactBody = withMeta(
  z.object({ ...contactFields, customers: z._default(customerLinks, []) }),
  { id: 'CreateCustomerContact' },
);

/** POST /customers/{customerUid}/contacts (spec 4.3). */
export const CreateScopedContactBody = withMeta(
  z.object({ ...contactFields, role: z._default(ContactRole, DEFAULT_ROLE) }),
  { id: 'CreateCustomerScopedContact' },
);

/** PUT of a contact: partial; an omitted field keeps its value, '' clears e-mail or mobile. */
export const UpdateContactBody = withMeta(
  z.object({
    firstname: z.optional(NamePart),
    lastname: z.optional(NamePart),
    email: z.optional(Email),
    mobile: z.optional(Mobile),
  }),
  { id: 'UpdateCustomerContact' },
);

export const AddCustomersBody = withMeta(
  z.object({
    customers: customerLinks.check(z.refine((l) => l.length > 0, 'must list at least one customer')),
  }),
  { id: 'AddContactCustomers' },
);

export const ExtensionBody = withMeta(z.object({ storeUid: Uid }), { id: 'CustomerExtensionRequest' });

export const ContactSearchBody = withMeta(
  z.object({
    query: emptyAsAbsent(z.string().check(z.trim(), z.maxLength(200))),
    email: emptyAsAbsent(z.string().check(z.trim(), z.maxLength(254))),
    mobile: emptyAsAbsent(Mobile),
  }),
  { id: 'CustomerContactSearch' },
);
