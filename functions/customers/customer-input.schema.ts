import * as z from 'zod';
import { emptyAsAbsent, OptionalUid, Uid } from '#shared/schema/common.ts';
import { MetadataFilter, MetadataInput, MetadataPatch } from '#shared/schema/metadata.ts';
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

const capped = (max: number) => z.string().trim().max(max);
const textFields = Object.fromEntries(
  Object.entries(CUSTOMER_TEXT_FIELDS).map(([name, max]) => [name, capped(max).optional()]),
) as { [K in keyof typeof CUSTOMER_TEXT_FIELDS]: z.ZodOptional<z.ZodString> };

/** ISO 3166-1 alpha-2, upper-cased; '' clears. */
const CountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(2)
  .regex(/^([A-Z]{2})?$/, 'must be an ISO 3166-1 alpha-2 country code');

export const CustomerAddressInput = z.object({
  customerAddressUid: emptyAsAbsent(Uid),
  type: CustomerAddressType.default('DELIVERY_ADDRESS'),
  address: capped(500).default(''),
  city: capped(100).default(''),
  companyName: capped(200).default(''),
  firstname: capped(100).default(''),
  lastname: capped(100).default(''),
  countryCode: CountryCode.default(''),
  email: Email.default(''),
  phone: Mobile.default(''),
  postalCode: capped(20).default(''),
});

export const CustomerConsentInput = z.object({
  consentUid: emptyAsAbsent(Uid),
  name: capped(200).min(1, 'must not be empty'),
  status: z.boolean(),
  source: capped(100).default(''),
  createdAt: z.iso.datetime({ offset: true }).optional(),
});

/** Writable fields; on PUT an omitted field keeps its value and '' clears a string. */
const customerFields = {
  ...textFields,
  countryCode: CountryCode.optional(),
  customerParentUid: OptionalUid.optional(),
  customerType: CustomerType.optional(),
  email: Email.optional(),
  mobile: Mobile.optional(),
  addresses: z.array(CustomerAddressInput).max(20).optional(),
  extensions: z.array(CustomerExtension).max(20).optional(),
  consents: z.array(CustomerConsentInput).max(50).optional(),
  credit: CustomerCredit.optional(),
  paymentTerms: z.int().min(0).max(365).optional(),
  accountManager: z
    .object({
      tenantUserUid: Uid,
      displayName: capped(200).default(''),
      userCode: capped(50).default(''),
    })
    .optional(),
  ehfEnabled: z.boolean().optional(),
  ehf: CustomerEhf.extend({ address: capped(200) }).optional(),
  customerGroupUids: z.array(Uid).max(50).optional(),
  defaultStore: z.object({ storeUid: Uid, name: capped(200).default('') }).optional(),
};

export const CreateCustomerBody = z
  .object({ customerUid: emptyAsAbsent(Uid), ...customerFields, metadata: MetadataInput.optional() })
  .meta({ id: 'CreateCustomer' });
export type CreateCustomerInput = z.output<typeof CreateCustomerBody>;

export const UpdateCustomerBody = z.object({ ...customerFields, metadata: MetadataPatch.optional() }).meta({
  id: 'UpdateCustomer',
  example: { email: 'ola@nordlys.example', metadata: { erpId: 'K-100234', legacyId: '' } },
});
export type UpdateCustomerInput = z.output<typeof UpdateCustomerBody>;

export const CustomerSearchBody = z
  .object({
    query: emptyAsAbsent(z.string().trim().max(200)),
    email: emptyAsAbsent(z.string().trim().max(254)),
    mobile: emptyAsAbsent(Mobile),
    customerType: emptyAsAbsent(CustomerType),
    metadata: MetadataFilter.optional(),
  })
  .meta({ id: 'CustomerSearch', example: { customerType: 'COMPANY', metadata: { erpId: 'K-100234' } } });
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
