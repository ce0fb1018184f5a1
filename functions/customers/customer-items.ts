import type { PlainEntity } from '#shared/db/plain-entity.ts';
import type { ContactRecord, LinkRecord } from './contact.schema.ts';
import type { CustomerRecord } from './customer.schema.ts';

/**
 * The customers area's items as the plain calls of shared/db/plain-entity.ts read and write them,
 * so that the customers function (and the accounting and privacy functions, which read customers)
 * bundle no ElectroDB (docs/decisions/bundles.md). Each is written from its entity
 * (customer.entity.ts, contact.entity.ts, contact-link.entity.ts), which stays the definition:
 * test/unit/customers/*-repository.test.ts build every item, key and request through the entity
 * too and compare. Attributes are listed in the model's order (a put writes them in it).
 */

type CustomerKey = 'tenantUid' | 'customerUid';
type ContactKey = 'tenantUid' | 'customerContactUid';
type LinkKey = ContactKey | 'customerUid';

/** ElectroDB's audit attributes (shared/db/entity-config.ts auditAttributes), last in every model. */
const AUDIT = { createdAt: 'required', lastModifiedAt: 'required', version: 'required' } as const;

/** CustomerEntity's item: gsi1 `T#<t>#CUSTOMER#<c>` / `CUSTOMER` heads the customer's links. */
export const CUSTOMER_ITEM: PlainEntity<CustomerRecord, CustomerKey, CustomerKey> & {
  keyAttributes: readonly CustomerKey[];
} = {
  identifiers: { __edb_e__: 'customer', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    customerUid: 'required',
    customerParentUid: 'optional',
    customerType: 'required',
    displayName: 'required',
    firstname: 'optional',
    lastname: 'optional',
    companyName: 'optional',
    email: 'optional',
    mobile: 'optional',
    address: 'optional',
    postalCode: 'optional',
    city: 'optional',
    countryCode: 'optional',
    vatNumber: 'optional',
    externalId: 'optional',
    pricelistUid: 'optional',
    origin: 'optional',
    loyaltyId: 'optional',
    internalNote: 'optional',
    addresses: 'optional',
    extensions: 'optional',
    consents: 'optional',
    credit: 'optional',
    paymentTerms: 'optional',
    accountManager: 'optional',
    ehfEnabled: 'optional',
    ehf: 'optional',
    customerGroupUids: 'optional',
    defaultStore: 'optional',
    metadata: 'optional',
    contactCount: 'optional',
    erasedAt: 'optional',
    ...AUDIT,
  },
  key: ({ tenantUid, customerUid }) => ({ pk: `T#${tenantUid}#CUSTOMER#${customerUid}`, sk: 'CUSTOMER' }),
  keyAttributes: ['tenantUid', 'customerUid'],
  // A sort key without attributes: the literal alone.
  gsi1: {
    pk: ({ tenantUid, customerUid }) => `T#${tenantUid}#CUSTOMER#${customerUid}`,
    skPrefix: 'CUSTOMER',
    skAttribute: [],
  },
};

/** The contact partition `T#<t>#CONTACT#<cc>`: the contact's and its links' partition key. */
const contactPk = (tenantUid: string, customerContactUid: string) =>
  `T#${tenantUid}#CONTACT#${customerContactUid}`;

/** ContactEntity's item, the head of its partition; no gsi1. */
export const CONTACT_ITEM: PlainEntity<ContactRecord, ContactKey> & { keyAttributes: readonly ContactKey[] } =
  {
    identifiers: { __edb_e__: 'customerContact', __edb_v__: '1' },
    attributes: {
      tenantUid: 'required',
      customerContactUid: 'required',
      firstname: 'required',
      lastname: 'required',
      email: 'optional',
      mobile: 'optional',
      displayName: 'required',
      customerCount: 'required',
      ...AUDIT,
    },
    key: ({ tenantUid, customerContactUid }) => ({
      pk: contactPk(tenantUid, customerContactUid),
      sk: 'CONTACT',
    }),
    keyAttributes: ['tenantUid', 'customerContactUid'],
  };

/** ContactLinkEntity's item: in the contact's partition, indexed under the customer (gsi1). */
export const LINK_ITEM: PlainEntity<LinkRecord, LinkKey, 'tenantUid' | 'customerUid'> & {
  keyAttributes: readonly LinkKey[];
} = {
  identifiers: { __edb_e__: 'customerContactLink', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    customerContactUid: 'required',
    customerUid: 'required',
    role: 'required',
    extensions: 'required',
    customerDisplayName: 'required',
    firstname: 'required',
    lastname: 'required',
    email: 'optional',
    mobile: 'optional',
    displayName: 'required',
    contactCreatedAt: 'required',
    contactLastModifiedAt: 'required',
    ...AUDIT,
  },
  key: ({ tenantUid, customerContactUid, customerUid }) => ({
    pk: contactPk(tenantUid, customerContactUid),
    sk: `LINK#${customerUid}`,
  }),
  keyAttributes: ['tenantUid', 'customerContactUid', 'customerUid'],
  gsi1: {
    pk: ({ tenantUid, customerUid }) => `T#${tenantUid}#CUSTOMER#${customerUid}`,
    skPrefix: 'CONTACT#',
    skAttribute: 'customerContactUid',
  },
};
