import { EVENT_KEY } from '#events/outbox.ts';
import { leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { PHONE_METADATA } from '#shared/phone-metadata.ts';
import { pendingKey } from '#shared/search/pending.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { ContactEntity } from './contact.entity.ts';
import { ContactLinkEntity } from './contact-link.entity.ts';
import { CustomerEntity } from './customer.entity.ts';
import { routes as customersRoutes } from './routes.ts';

/**
 * The customers area: its functions with their routes and grants, the keys it owns, the webhook actions it emits.
 */
const customersFunction = {
  kind: 'http',
  name: 'customers',
  entry: 'functions/customers/handler.ts',
  routes: customersRoutes,
  // Customers, contacts and their links (base and index keys), outbox events, idempotency records.
  grants: {
    table: 'readWrite',
    // The read-your-writes markers of customer and contact writes (T#t#PENDING#customers#s,
    // T#t#PENDING#customer_contacts#s, s the session): written with each change, queried before a list.
    tableLeadingKeys: leadingKeys(
      CustomerEntity,
      ContactEntity,
      ContactLinkEntity,
      EVENT_KEY,
      IDEMPOTENCY_KEY,
      pendingKey('customers'),
      pendingKey('customer_contacts'),
      // A tenant user's name and code, copied onto a customer's accountManager.
      referenceKeys('user'),
    ),
    search: 'reader',
  },
  // libphonenumber-js's metadata, read when a phone number is first checked.
  files: [PHONE_METADATA],
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'customers',
  functions: [customersFunction],
  keys: leadingKeys(
    CustomerEntity,
    ContactEntity,
    ContactLinkEntity,
    pendingKey('customers'),
    pendingKey('customer_contacts'),
  ),
  events: ['CUSTOMER_CREATE', 'CUSTOMER_UPDATE', 'CUSTOMER_DELETE'],
});
