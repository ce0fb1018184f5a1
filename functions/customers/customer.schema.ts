import * as z from 'zod/mini';
import { DateTime } from '#shared/schema/common.ts';
import { Metadata, type MetadataValue, metadataOf } from '#shared/schema/metadata.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * The customer object of spec 2.8 ("Full customer with accounting" -> customer), its request
 * bodies and the pure mapper from the stored record. This module has no side effects (no config,
 * no SDK clients), so route tables of other groups can import it.
 */

/** Spec 2.8 names COMPANY; PERSON is ours (a private customer). */
export const CUSTOMER_TYPES = ['PERSON', 'COMPANY'] as const;
export const CustomerType = withMeta(z.enum(CUSTOMER_TYPES), { id: 'CustomerType' });

/** Spec 2.8 names DELIVERY_ADDRESS; INVOICE_ADDRESS is ours. */
export const ADDRESS_TYPES = ['DELIVERY_ADDRESS', 'INVOICE_ADDRESS'] as const;
export const CustomerAddressType = withMeta(z.enum(ADDRESS_TYPES), { id: 'CustomerAddressType' });

/** Extension codes of spec 2.7 (path enum `customerExtensionCode`). */
export const EXTENSION_CODES = ['EXT_INVOICE', 'EXT_PROFILE_ID'] as const;
export const CustomerExtensionCode = withMeta(z.enum(EXTENSION_CODES), { id: 'CustomerExtensionCode' });

/** Roles of a contact for a customer. Spec 2.7 names ADMIN; the others are ours. Default CONTACT. */
export const CONTACT_ROLES = ['ADMIN', 'CONTACT', 'INVOICE_RECIPIENT', 'ORDER_RECIPIENT'] as const;
export const ContactRole = withMeta(z.enum(CONTACT_ROLES), { id: 'CustomerContactRole' });
export type ContactRole = z.infer<typeof ContactRole>;

/** Spec 2.7 CustomerExtension entry; `organizationUid` is the store the extension was enabled for. */
export const CustomerExtension = withMeta(
  z.object({ extensionCode: CustomerExtensionCode, organizationUid: z.string() }),
  { id: 'CustomerExtension' },
);
export type CustomerExtensionValue = z.infer<typeof CustomerExtension>;

export const CustomerAddress = withMeta(
  z.object({
    customerAddressUid: z.string(),
    type: CustomerAddressType,
    address: z.string(),
    city: z.string(),
    companyName: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    countryCode: z.string(),
    email: z.string(),
    phone: z.string(),
    postalCode: z.string(),
    displayName: z.string(),
  }),
  { id: 'CustomerAddress' },
);

export const CustomerConsent = withMeta(
  z.object({
    consentUid: z.string(),
    name: z.string(),
    status: z.boolean(),
    source: z.string(),
    createdAt: DateTime,
  }),
  { id: 'CustomerConsent' },
);

export const CustomerCredit = withMeta(z.object({ limit: z.int(), balance: z.int() }), {
  id: 'CustomerCredit',
});
export const AccountManager = withMeta(
  z.object({ tenantUserUid: z.string(), displayName: z.string(), userCode: z.string() }),
  { id: 'AccountManager' },
);
export const CustomerEhf = withMeta(z.object({ enabled: z.boolean(), address: z.string() }), {
  id: 'CustomerEhf',
});
export const DefaultStore = withMeta(z.object({ name: z.string(), storeUid: z.string() }), {
  id: 'DefaultStore',
});

/** Customer-scoped contact (spec 2.7): the contact plus its role and extensions for this customer. */
export const CustomerScopedContact = withMeta(
  z.object({
    customerContactUid: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    mobile: z.string(),
    displayName: z.string(),
    role: ContactRole,
    extensions: z.array(CustomerExtension),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'CustomerScopedContact' },
);
export type CustomerScopedContactValue = z.infer<typeof CustomerScopedContact>;

/**
 * The full customer object of spec 2.8. Strings, arrays, paymentTerms, relevance and ehfEnabled
 * are always present (empty when unset); credit, accountManager, ehf and defaultStore only when set.
 */
export const CustomerResponse = withMeta(
  z.object({
    customerUid: z.string(),
    customerParentUid: z.string(),
    customerType: CustomerType,
    displayName: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    companyName: z.string(),
    email: z.string(),
    mobile: z.string(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    countryCode: z.string(),
    vatNumber: z.string(),
    externalId: z.string(),
    pricelistUid: z.string(),
    origin: z.string(),
    loyaltyId: z.string(),
    internalNote: z.string(),
    addresses: z.array(CustomerAddress),
    contacts: z.array(CustomerScopedContact),
    extensions: z.array(CustomerExtension),
    consents: z.array(CustomerConsent),
    credit: z.optional(CustomerCredit),
    paymentTerms: z.int(),
    accountManager: z.optional(AccountManager),
    ehfEnabled: z.boolean(),
    ehf: z.optional(CustomerEhf),
    customerGroupUids: z.array(z.string()),
    defaultStore: z.optional(DefaultStore),
    metadata: Metadata,
    relevance: z.int(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'Customer' },
);
export type CustomerResponseValue = z.infer<typeof CustomerResponse>;

/** The customer as stored (main item `T#<tenant>#CUSTOMER#<uid>` / `CUSTOMER`). */
export type CustomerRecord = {
  tenantUid: string;
  customerUid: string;
  customerParentUid?: string | undefined;
  customerType: (typeof CUSTOMER_TYPES)[number];
  displayName: string;
  firstname?: string | undefined;
  lastname?: string | undefined;
  companyName?: string | undefined;
  email?: string | undefined;
  mobile?: string | undefined;
  address?: string | undefined;
  postalCode?: string | undefined;
  city?: string | undefined;
  countryCode?: string | undefined;
  vatNumber?: string | undefined;
  externalId?: string | undefined;
  pricelistUid?: string | undefined;
  origin?: string | undefined;
  loyaltyId?: string | undefined;
  internalNote?: string | undefined;
  addresses?: z.infer<typeof CustomerAddress>[] | undefined;
  extensions?: CustomerExtensionValue[] | undefined;
  consents?: z.infer<typeof CustomerConsent>[] | undefined;
  credit?: z.infer<typeof CustomerCredit> | undefined;
  paymentTerms?: number | undefined;
  accountManager?: z.infer<typeof AccountManager> | undefined;
  ehfEnabled?: boolean | undefined;
  ehf?: z.infer<typeof CustomerEhf> | undefined;
  customerGroupUids?: string[] | undefined;
  defaultStore?: z.infer<typeof DefaultStore> | undefined;
  metadata?: MetadataValue | undefined;
  /** Number of contacts linked to the customer (kept by the contact operations). */
  contactCount?: number | undefined;
  /** Set once the customer was erased (GDPR): its personal fields are gone, writes are refused. */
  erasedAt?: string | undefined;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

/**
 * Maps a stored customer to the spec 2.8 customer object. `contacts` are the customer-scoped
 * contacts when the caller loaded them; `relevance` is the search score (0 outside a search).
 */
export const toCustomerResponse = (
  record: CustomerRecord,
  contacts: CustomerScopedContactValue[] = [],
  relevance = 0,
): CustomerResponseValue => ({
  customerUid: record.customerUid,
  customerParentUid: record.customerParentUid ?? '',
  customerType: record.customerType,
  displayName: record.displayName,
  firstname: record.firstname ?? '',
  lastname: record.lastname ?? '',
  companyName: record.companyName ?? '',
  email: record.email ?? '',
  mobile: record.mobile ?? '',
  address: record.address ?? '',
  postalCode: record.postalCode ?? '',
  city: record.city ?? '',
  countryCode: record.countryCode ?? '',
  vatNumber: record.vatNumber ?? '',
  externalId: record.externalId ?? '',
  pricelistUid: record.pricelistUid ?? '',
  origin: record.origin ?? '',
  loyaltyId: record.loyaltyId ?? '',
  internalNote: record.internalNote ?? '',
  addresses: record.addresses ?? [],
  contacts,
  extensions: record.extensions ?? [],
  consents: record.consents ?? [],
  ...(record.credit ? { credit: record.credit } : {}),
  paymentTerms: record.paymentTerms ?? 0,
  ...(record.accountManager ? { accountManager: record.accountManager } : {}),
  ehfEnabled: record.ehfEnabled ?? false,
  ...(record.ehf ? { ehf: record.ehf } : {}),
  customerGroupUids: record.customerGroupUids ?? [],
  ...(record.defaultStore ? { defaultStore: record.defaultStore } : {}),
  metadata: metadataOf(record.metadata),
  relevance,
  createdAt: record.createdAt,
  lastModifiedAt: record.lastModifiedAt,
});
