import * as z from 'zod/mini';
import { emptyAsAbsent, OptionalUid, Uid } from '#shared/schema/common.ts';
import { MetadataFilter, MetadataInput, MetadataPatch } from '#shared/schema/metadata.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import {
  CustomerAddressType,
  CustomerCredit,
  CustomerEhf,
  CustomerExtension,
  CustomerType,
} from './customer.schema.ts';
import { Email, Mobile } from './fields.ts';

/** Request bodies of the customer endpoints. Unknown fields are ignored; strings are trimmed. */

/** Writable string fields and their caps (the specification leaves lengths open). */
export const CUSTOMER_TEXT_FIELDS = {
  firstname: 100,
  lastname: 100,
  companyName: 200,
  address: 500,
  postalCode: 20,
  city: 100,
  countryCode: 2,
  vatNumber: 50,
  externalId: 200,
  pricelistUid: 128,
  origin: 50,
  loyaltyId: 100,
  internalNote: 4000,
} as const;

const capped = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const textFields = Object.fromEntries(
  Object.entries(CUSTOMER_TEXT_FIELDS).map(([name, max]) => [name, z.optional(capped(max))]),
) as { [K in keyof typeof CUSTOMER_TEXT_FIELDS]: z.ZodMiniOptional<z.ZodMiniString> };

/** ISO 3166-1 alpha-2, upper-cased; '' clears. */
const CountryCode = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.maxLength(2),
    z.regex(/^([A-Z]{2})?$/, 'must be an ISO 3166-1 alpha-2 country code'),
  );

export const CustomerAddressInput = z.object({
  customerAddressUid: emptyAsAbsent(Uid),
  type: z._default(CustomerAddressType, 'DELIVERY_ADDRESS'),
  address: z._default(capped(500), ''),
  city: z._default(capped(100), ''),
  companyName: z._default(capped(200), ''),
  firstname: z._default(capped(100), ''),
  lastname: z._default(capped(100), ''),
  countryCode: z._default(CountryCode, ''),
  email: z._default(Email, ''),
  phone: z._default(Mobile, ''),
  postalCode: z._default(capped(20), ''),
});

export const CustomerConsentInput = z.object({
  consentUid: emptyAsAbsent(Uid),
  name: capped(200).check(z.minLength(1, 'must not be empty')),
  status: z.boolean(),
  source: z._default(capped(100), ''),
  createdAt: z.optional(z.iso.datetime({ offset: true })),
});

/** Writable fields; on PUT an omitted field keeps its value and '' clears a string. */
const customerFields = {
  ...textFields,
  countryCode: z.optional(CountryCode),
  customerParentUid: z.optional(OptionalUid),
  customerType: z.optional(CustomerType),
  email: z.optional(Email),
  mobile: z.optional(Mobile),
  addresses: z.optional(z.array(CustomerAddressInput).check(z.maxLength(20))),
  extensions: z.optional(z.array(CustomerExtension).check(z.maxLength(20))),
  consents: z.optional(z.array(CustomerConsentInput).check(z.maxLength(50))),
  credit: z.optional(CustomerCredit),
  paymentTerms: z.optional(z.int().check(z.gte(0), z.lte(365))),
  accountManager: z.optional(
    z.object({
      tenantUserUid: Uid,
      displayName: z._default(capped(200), ''),
      userCode: z._default(capped(50), ''),
    }),
  ),
  ehfEnabled: z.optional(z.boolean()),
  ehf: z.optional(z.extend(CustomerEhf, { address: capped(200) })),
  customerGroupUids: z.optional(z.array(Uid).check(z.maxLength(50))),
  defaultStore: z.optional(z.object({ storeUid: Uid, name: z._default(capped(200), '') })),
};

export const CreateCustomerBody = withMeta(
  z.object({ customerUid: emptyAsAbsent(Uid), ...customerFields, metadata: z.optional(MetadataInput) }),
  { id: 'CreateCustomer' },
);
export type CreateCustomerInput = z.output<typeof CreateCustomerBody>;

export const UpdateCustomerBody = withMeta(
  z.object({ ...customerFields, metadata: z.optional(MetadataPatch) }),
  {
    id: 'UpdateCustomer',
    example: { email: 'ola@nordlys.example', metadata: { erpId: 'K-100234', legacyId: '' } },
  },
);
export type UpdateCustomerInput = z.output<typeof UpdateCustomerBody>;

export const CustomerSearchBody = withMeta(
  z.object({
    query: emptyAsAbsent(z.string().check(z.trim(), z.maxLength(200))),
    email: emptyAsAbsent(z.string().check(z.trim(), z.maxLength(254))),
    mobile: emptyAsAbsent(Mobile),
    customerType: emptyAsAbsent(CustomerType),
    metadata: z.optional(MetadataFilter),
  }),
  { id: 'CustomerSearch', example: { customerType: 'COMPANY', metadata: { erpId: 'K-100234' } } },
);
export type CustomerSearchInput = z.output<typeof CustomerSearchBody>;

/** Sortable fields of customer lists; search adds `relevance`. */
export const CUSTOMER_SORT = [
  'displayName',
  'customerUid',
  'companyName',
  'firstname',
  'lastname',
  'createdAt',
  'lastModifiedAt',
] as const;
export const CUSTOMER_SEARCH_SORT = [...CUSTOMER_SORT, 'relevance'] as const;
