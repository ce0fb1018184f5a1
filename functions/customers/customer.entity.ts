import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  optionalString,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { CUSTOMER_TYPES } from './customer.schema.ts';

/**
 * A customer. The main item's key is exactly REFERENCE_KEYS.customer (shared/db/references.ts):
 * other areas check that a customer exists with one BatchGet and no import of this file.
 *
 * Index: gsi1 `T#<t>#CUSTOMER#<c>` / `CUSTOMER`: the customer heads its own contact-link
 * partition, so one Query returns the customer and every contact linked to it (see
 * contact-link.entity.ts). Lists and searches read the PostgreSQL read model
 * (customer.projection.ts), so the table keeps no tenant-wide or search index of customers.
 */
export const CustomerEntity = new Entity(
  {
    model: { entity: 'customer', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      customerUid: readOnlyString,
      customerParentUid: optionalString,
      customerType: { type: CUSTOMER_TYPES, required: true },
      displayName: requiredString,
      firstname: optionalString,
      lastname: optionalString,
      companyName: optionalString,
      email: optionalString,
      mobile: optionalString,
      address: optionalString,
      postalCode: optionalString,
      city: optionalString,
      countryCode: optionalString,
      vatNumber: optionalString,
      externalId: optionalString,
      pricelistUid: optionalString,
      origin: optionalString,
      loyaltyId: optionalString,
      internalNote: optionalString,
      // Nested values are validated by the request schemas; stored as given.
      addresses: { type: 'any' },
      extensions: { type: 'any' },
      consents: { type: 'any' },
      credit: { type: 'any' },
      paymentTerms: { type: 'number' },
      accountManager: { type: 'any' },
      ehfEnabled: { type: 'boolean' },
      ehf: { type: 'any' },
      customerGroupUids: { type: 'list', items: { type: 'string' } },
      defaultStore: { type: 'any' },
      metadata: { type: 'any' },
      contactCount: { type: 'number' },
      /** When the customer was erased (GDPR, functions/privacy); its personal fields are gone. */
      erasedAt: optionalString,
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'customerUid'], 'T#${tenantUid}#CUSTOMER#${customerUid}'),
        sk: templateKey('sk', [], 'CUSTOMER'),
      },
      withContacts: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid', 'customerUid'], 'T#${tenantUid}#CUSTOMER#${customerUid}'),
        sk: templateKey('gsi1sk', [], 'CUSTOMER'),
      },
    },
  },
  entityConfig(),
);
