import * as z from 'zod';
import { OrderAddressInput } from '#shared/schema/address.ts';
import { emptyAsAbsent, OptionalUid, singleLine, Uid } from '#shared/schema/common.ts';
import { MetadataInput, MetadataPatch } from '#shared/schema/metadata.ts';
import { CurrencyCode } from '#shared/schema/retail.ts';

/** Request bodies of the store endpoints. Unknown fields are ignored; strings are trimmed. */

/** True when the runtime knows `name` as an IANA time zone (Europe/Oslo, UTC). */
export const isIanaTimeZone = (name: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

const TimeZone = z
  .string()
  .trim()
  .max(64)
  .refine(isIanaTimeZone, 'must be an IANA time zone such as Europe/Oslo')
  .meta({ description: 'IANA time zone', example: 'Europe/Oslo' });

const Name = singleLine(200).trim().min(1, 'must not be empty');
/** The store number: unique per tenant (a second store with it is a 409). */
const StoreNumber = singleLine(32).trim().min(1, 'must not be empty');

const storeFields = {
  address: OrderAddressInput.optional(),
  /** '' clears a reference. */
  pricelistUid: OptionalUid.optional(),
  purchasePricelistUid: OptionalUid.optional(),
  defaultWarehouseUid: OptionalUid.optional(),
};

export const CreateStoreBody = z
  .object({
    storeUid: emptyAsAbsent(Uid),
    name: Name,
    number: StoreNumber,
    currency: CurrencyCode,
    timezone: TimeZone,
    ...storeFields,
    metadata: MetadataInput.optional(),
  })
  .meta({
    id: 'CreateStore',
    example: {
      storeUid: 'oslo-sentrum',
      name: 'Oslo Sentrum',
      number: '101',
      address: { address: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0154', countryCode: 'NO' },
      currency: 'NOK',
      timezone: 'Europe/Oslo',
      pricelistUid: 'retail-nok',
    },
  });
export type CreateStoreInput = z.infer<typeof CreateStoreBody>;

export const UpdateStoreBody = z
  .object({
    name: Name.optional(),
    number: StoreNumber.optional(),
    currency: CurrencyCode.optional(),
    timezone: TimeZone.optional(),
    ...storeFields,
    metadata: MetadataPatch.optional(),
  })
  .meta({
    id: 'UpdateStore',
    example: { name: 'Oslo Sentrum (Byporten)', pricelistUid: 'city-nok', metadata: { erpId: 'S-101' } },
  });
export type UpdateStoreInput = z.infer<typeof UpdateStoreBody>;

export const STORE_SORT = ['name', 'number', 'storeUid', 'createdAt'] as const;
