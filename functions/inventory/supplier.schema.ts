import type { EntityItem } from 'electrodb';
import * as z from 'zod/mini';
import { pagingQuery } from '#shared/http/paging.ts';
import { type Address, OrderAddressInput, OrderAddressResponse } from '#shared/schema/address.ts';
import { DateTime, emptyAsAbsent, singleLine, Uid } from '#shared/schema/common.ts';
import { CountryCode } from '#shared/schema/country.ts';
import {
  Metadata,
  MetadataInput,
  MetadataPatch,
  type MetadataValue,
  metadataOf,
} from '#shared/schema/metadata.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import type { SupplierEntity } from './supplier.entity.ts';

/** Suppliers (spec 7.4 and 8): request and response schemas and the record type. */

export type SupplierRecord = Omit<EntityItem<typeof SupplierEntity>, 'address' | 'metadata'> & {
  address: Address;
  metadata?: MetadataValue | undefined;
};

const Name = singleLine(200).check(z.trim(), z.minLength(1, 'must not be empty'));

/**
 * Spec 2.5 address whose `countryCode` is required and an assigned ISO 3166-1 alpha-2 code; the
 * other members are optional ('' when absent). An absent address is checked as an empty one, so
 * that the answer names `address.countryCode` rather than the whole address.
 */
const SupplierAddress = withMeta(z.extend(OrderAddressInput, { countryCode: CountryCode }), {
  id: 'SupplierAddressInput',
  description: 'Spec 2.5 address; countryCode is required',
});

const fields = {
  name: Name,
  supplierCode: described(
    singleLine(50).check(z.trim()),
    "The tenant's own number or code for the supplier (not checked for uniqueness)",
  ),
  organizationNumber: described(
    singleLine(50).check(z.trim()),
    'Organisation or company registration number',
  ),
  contactName: described(singleLine(200).check(z.trim()), 'The person to contact at the supplier'),
  email: z.string().check(
    z.trim(),
    z.maxLength(254),
    z.refine((v) => v === '' || z.email().safeParse(v).success, 'must be a valid e-mail address'),
  ),
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(32),
      z.regex(/^(\+?[0-9 ]{4,31})?$/, 'must be a phone number: digits, spaces, an optional leading +'),
    ),
};

const EXAMPLE_ADDRESS = {
  address: 'Tollbugata 10',
  city: 'Oslo',
  postalCode: '0152',
  countryCode: 'NO',
};

export const CreateSupplierBody = withMeta(
  z.object({
    supplierUid: described(emptyAsAbsent(Uid), 'Chosen by the caller, or generated'),
    name: fields.name,
    supplierCode: z._default(fields.supplierCode, ''),
    organizationNumber: z._default(fields.organizationNumber, ''),
    contactName: z._default(fields.contactName, ''),
    email: z._default(fields.email, ''),
    phone: z._default(fields.phone, ''),
    // Absent, it is parsed as an empty address: the refusal then names address.countryCode.
    address: z.prefault(SupplierAddress, {} as z.input<typeof SupplierAddress>),
    metadata: z.optional(MetadataInput),
  }),
  {
    id: 'CreateSupplier',
    // The document shows the address required, which it is in effect (its countryCode is).
    override: { required: ['name', 'address'] },
    example: {
      supplierUid: 'sup-teaco',
      name: 'Tea & Co AS',
      supplierCode: 'L-1001',
      organizationNumber: '912345678',
      contactName: 'Ola Hansen',
      email: 'orders@teaco.example',
      phone: '+4722334455',
      address: EXAMPLE_ADDRESS,
    },
  },
);
export type CreateSupplierInput = z.output<typeof CreateSupplierBody>;

export const UpdateSupplierBody = withMeta(
  z.partial(
    z.object({
      ...fields,
      address: described(SupplierAddress, 'Replaces the address'),
      metadata: MetadataPatch,
    }),
  ),
  {
    id: 'UpdateSupplier',
    example: { contactName: 'Kari Berg', phone: '+4722334466', metadata: { erpId: 'V-2001' } },
  },
);
export type UpdateSupplierInput = z.output<typeof UpdateSupplierBody>;

export const SUPPLIER_SORT = ['name', 'supplierCode', 'supplierUid', 'createdAt'] as const;

/** GET /suppliers: paged (spec 2.1), with a free-text filter. */
export const SupplierListQuery = z.extend(pagingQuery(SUPPLIER_SORT), {
  query: described(
    emptyAsAbsent(singleLine(200).check(z.trim())),
    'Words that must each occur (case- and accent-insensitive) in the name, supplier code or organisation number',
  ),
});
export type SupplierListInput = z.output<typeof SupplierListQuery>;

export const SupplierResponse = withMeta(
  z.object({
    supplierUid: z.string(),
    name: z.string(),
    supplierCode: z.string(),
    organizationNumber: z.string(),
    contactName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: OrderAddressResponse,
    metadata: Metadata,
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'Supplier',
    example: {
      supplierUid: 'sup-teaco',
      name: 'Tea & Co AS',
      supplierCode: 'L-1001',
      organizationNumber: '912345678',
      contactName: 'Ola Hansen',
      email: 'orders@teaco.example',
      phone: '+4722334455',
      address: {
        ...EXAMPLE_ADDRESS,
        companyName: '',
        email: '',
        firstname: '',
        lastname: '',
        mobile: '',
        displayName: '',
      },
      metadata: { erpId: 'V-2001' },
      createdAt: '2026-11-27T09:00:00.000Z',
      lastModifiedAt: '2026-11-27T09:00:00.000Z',
    },
  },
);
export type SupplierResponseValue = z.infer<typeof SupplierResponse>;

export const toSupplierResponse = (s: SupplierRecord): SupplierResponseValue => ({
  supplierUid: s.supplierUid,
  name: s.name,
  supplierCode: s.supplierCode,
  organizationNumber: s.organizationNumber,
  contactName: s.contactName,
  email: s.email,
  phone: s.phone,
  address: s.address,
  metadata: metadataOf(s.metadata),
  createdAt: s.createdAt,
  lastModifiedAt: s.lastModifiedAt,
});
