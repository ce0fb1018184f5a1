import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * CUSTOMER_CREATE / CUSTOMER_UPDATE / CUSTOMER_DELETE (spec 6.3; shapes ours). `customer.id` is the
 * integer id of spec 6.2 derived from the uid (events/ids.ts). The snapshot fields are present
 * when the customer record itself was written; a CUSTOMER_UPDATE caused by a contact change
 * carries `customer { id, uid, displayName }` and a `contact` member naming the change.
 */
export const CustomerEventCustomer = z.object({
  id: z.int(),
  uid: z.string(),
  displayName: z.string(),
  customerType: z.optional(z.string()),
  firstname: z.optional(z.string()),
  lastname: z.optional(z.string()),
  companyName: z.optional(z.string()),
  email: z.optional(z.string()),
  mobile: z.optional(z.string()),
  externalId: z.optional(z.string()),
  /** The customer's metadata (`{}` when none); with the other snapshot fields (docs/decisions/metadata.md). */
  metadata: z.optional(z.record(z.string(), z.string())),
});

/** What happened to a contact of the customer. */
export const CONTACT_CHANGES = [
  'LINKED',
  'UPDATED',
  'ROLE_CHANGED',
  'EXTENSION_ADDED',
  'EXTENSION_REMOVED',
  'UNLINKED',
  'DELETED',
] as const;

export const CustomerEventContact = z.object({
  id: z.int(),
  uid: z.string(),
  displayName: z.string(),
  change: z.enum(CONTACT_CHANGES),
});

export const CustomerCreateEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('CUSTOMER_CREATE'),
    customer: CustomerEventCustomer,
  }),
  { id: 'CustomerCreateEvent' },
);

export const CustomerUpdateEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('CUSTOMER_UPDATE'),
    customer: CustomerEventCustomer,
    contact: z.optional(CustomerEventContact),
  }),
  { id: 'CustomerUpdateEvent' },
);

export const CustomerDeleteEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('CUSTOMER_DELETE'),
    customer: CustomerEventCustomer,
  }),
  { id: 'CustomerDeleteEvent' },
);
