import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from '#shared/db/entity-config.ts';
import { CUSTOMER_TYPES } from './customer.schema.ts';

const str = { type: 'string' } as const;

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
      tenantUid: { type: 'string', required: true, readOnly: true },
      customerUid: { type: 'string', required: true, readOnly: true },
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
      createdAt: { type: 'string', required: true, readOnly: true },
      lastModifiedAt: { type: 'string', required: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      primary: {
        pk: {
          field: 'pk',
          composite: ['tenantUid', 'customerUid'],
          template: 'T#${tenantUid}#CUSTOMER#${customerUid}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: [], template: 'CUSTOMER', casing: 'none' },
      },
      withContacts: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['tenantUid', 'customerUid'],
          template: 'T#${tenantUid}#CUSTOMER#${customerUid}',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: [], template: 'CUSTOMER', casing: 'none' },
      },
      byTenant: {
        index: 'gsi2',
        pk: {
          field: 'gsi2pk',
          composite: ['tenantUid'],
          template: 'T#${tenantUid}#CUSTOMERS',
          casing: 'none',
        },
        sk: {
          field: 'gsi2sk',
          composite: ['customerUid'],
          template: 'CUSTOMER#${customerUid}',
          casing: 'none',
        },
      },
      byEmail: {
        index: 'gsi3',
        condition: (attr) => attr.emailKey !== '',
        pk: {
          field: 'gsi3pk',
          composite: ['tenantUid', 'emailKey'],
          template: 'T#${tenantUid}#CUSTOMER_EMAIL#${emailKey}',
          casing: 'none',
        },
        sk: {
          field: 'gsi3sk',
          composite: ['customerUid'],
          template: 'CUSTOMER#${customerUid}',
          casing: 'none',
        },
      },
      byMobile: {
        index: 'gsi4',
        condition: (attr) => attr.mobileKey !== '',
        pk: {
          field: 'gsi4pk',
          composite: ['tenantUid', 'mobileKey'],
          template: 'T#${tenantUid}#CUSTOMER_MOBILE#${mobileKey}',
          casing: 'none',
        },
        sk: {
          field: 'gsi4sk',
          composite: ['customerUid'],
          template: 'CUSTOMER#${customerUid}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig(),
);
