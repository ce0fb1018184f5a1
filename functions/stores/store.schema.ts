import * as z from 'zod/mini';
import { type OrderAddressInput, OrderAddressResponse } from '#shared/schema/address.ts';
import { DateTime } from '#shared/schema/common.ts';
import { Metadata, type MetadataValue, metadataOf } from '#shared/schema/metadata.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/** The store as the API shows it and as it is stored. */

/** A spec 2.5 address with every member present ('' when absent). */
export type StoreAddress = z.infer<typeof OrderAddressResponse>;
export type StoreAddressInput = z.infer<typeof OrderAddressInput>;

/** The store as stored (main item `T#<tenant>#STORE#<uid>` / `STORE`). */
export type StoreRecord = {
  tenantUid: string;
  storeUid: string;
  name: string;
  number: string;
  address: StoreAddress;
  currency: string;
  timezone: string;
  pricelistUid?: string | undefined;
  purchasePricelistUid?: string | undefined;
  defaultWarehouseUid?: string | undefined;
  metadata?: MetadataValue | undefined;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

export const StoreResponse = withMeta(
  z.object({
    storeUid: z.string(),
    name: z.string(),
    number: z.string(),
    address: OrderAddressResponse,
    currency: z.string(),
    timezone: z.string(),
    pricelistUid: z.string(),
    purchasePricelistUid: z.string(),
    defaultWarehouseUid: z.string(),
    metadata: Metadata,
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'Store',
    example: {
      storeUid: 'oslo-sentrum',
      name: 'Oslo Sentrum',
      number: '101',
      address: {
        address: 'Karl Johans gate 1',
        city: 'Oslo',
        companyName: 'Nordlys Kaffe AS',
        countryCode: 'NO',
        email: 'sentrum@nordlys.example',
        firstname: '',
        lastname: '',
        mobile: '+4791234567',
        postalCode: '0154',
        displayName: 'Nordlys Kaffe Sentrum',
      },
      currency: 'NOK',
      timezone: 'Europe/Oslo',
      pricelistUid: 'retail-nok',
      purchasePricelistUid: 'purchase-nok',
      defaultWarehouseUid: '',
      metadata: { erpId: 'S-101' },
      createdAt: '2026-11-23T10:15:00.000Z',
      lastModifiedAt: '2026-11-23T10:15:00.000Z',
    },
  },
);
export type StoreResponseValue = z.infer<typeof StoreResponse>;

export const toStoreResponse = (r: StoreRecord): StoreResponseValue => ({
  storeUid: r.storeUid,
  name: r.name,
  number: r.number,
  address: r.address,
  currency: r.currency,
  timezone: r.timezone,
  pricelistUid: r.pricelistUid ?? '',
  purchasePricelistUid: r.purchasePricelistUid ?? '',
  defaultWarehouseUid: r.defaultWarehouseUid ?? '',
  metadata: metadataOf(r.metadata),
  createdAt: r.createdAt,
  lastModifiedAt: r.lastModifiedAt,
});
