import * as z from 'zod';
import { EnvelopeSchema } from '#events/envelope.ts';

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
  customerType: z.string().optional(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  companyName: z.string().optional(),
  email: z.string().optional(),
  mobile: z.string().optional(),
  externalId: z.string().optional(),
  /** The customer's metadata (`{}` when none); with the other snapshot fields (docs/decisions/metadata.md). */
  metadata: z.record(z.string(), z.string()).optional(),
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

export const CustomerCreateEvent = EnvelopeSchema.extend({
  action: z.literal('CUSTOMER_CREATE'),
  customer: CustomerEventCustomer,
}).meta({ id: 'CustomerCreateEvent' });

export const CustomerUpdateEvent = EnvelopeSchema.extend({
  action: z.literal('CUSTOMER_UPDATE'),
  customer: CustomerEventCustomer,
  contact: CustomerEventContact.optional(),
}).meta({ id: 'CustomerUpdateEvent' });

export const CustomerDeleteEvent = EnvelopeSchema.extend({
  action: z.literal('CUSTOMER_DELETE'),
  customer: CustomerEventCustomer,
}).meta({ id: 'CustomerDeleteEvent' });
