import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { CUSTOMER_TYPES } from './customer.schema.ts';

const str = { type: 'string' } as const;
const CUSTOMER_ROW = 'CUSTOMER#${customerUid}';

/**
 * A customer. The main item's key is exactly REFERENCE_KEYS.customer (shared/db/references.ts):
 * other areas check that a customer exists with one BatchGet and no import of this file.
 *
 * Indexes:
 * - gsi1 `T#<t>#CUSTOMER#<c>` / `CUSTOMER`: the customer heads its own contact-link partition, so
 *   one Query returns the customer and every contact linked to it (see contact-link.entity.ts).
 * - gsi2 `T#<t>#CUSTOMERS` / `CUSTOMER#<c>`: every customer of a tenant (list and fuzzy search).
 * - gsi3 `T#<t>#CUSTOMER_EMAIL#<lower-case e-mail>`, gsi4 `T#<t>#CUSTOMER_MOBILE#<E.164>`: exact
 *   look-ups; sparse (written only when the customer has an e-mail / a mobile).
 */
export const CustomerEntity = new Entity(
  {
    model: { entity: 'customer', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      customerUid: readOnlyString,
      customerParentUid: str,
      customerType: { type: CUSTOMER_TYPES, required: true },
      displayName: { type: 'string', required: true },
      firstname: str,
      lastname: str,
      companyName: str,
      email: str,
      mobile: str,
      address: str,
      postalCode: str,
      city: str,
      countryCode: str,
      vatNumber: str,
      externalId: str,
      pricelistUid: str,
      origin: str,
      loyaltyId: str,
      internalNote: str,
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
      contactCount: { type: 'number' },
      /** Lower-case e-mail ('' when none): the exact-match index key. */
      emailKey: { type: 'string', required: true },
      /** E.164 mobile ('' when none): the exact-match index key. */
      mobileKey: { type: 'string', required: true },
      /** Lower-case words of names, company, e-mail and mobile, for the fuzzy search. */
      searchText: { type: 'string', required: true },
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
      byTenant: {
        index: 'gsi2',
        pk: templateKey('gsi2pk', ['tenantUid'], 'T#${tenantUid}#CUSTOMERS'),
        sk: templateKey('gsi2sk', ['customerUid'], CUSTOMER_ROW),
      },
      byEmail: {
        index: 'gsi3',
        condition: (attr) => attr.emailKey !== '',
        pk: templateKey('gsi3pk', ['tenantUid', 'emailKey'], 'T#${tenantUid}#CUSTOMER_EMAIL#${emailKey}'),
        sk: templateKey('gsi3sk', ['customerUid'], CUSTOMER_ROW),
      },
      byMobile: {
        index: 'gsi4',
        condition: (attr) => attr.mobileKey !== '',
        pk: templateKey('gsi4pk', ['tenantUid', 'mobileKey'], 'T#${tenantUid}#CUSTOMER_MOBILE#${mobileKey}'),
        sk: templateKey('gsi4sk', ['customerUid'], CUSTOMER_ROW),
      },
    },
  },
  entityConfig(),
);
