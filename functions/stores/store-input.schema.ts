import * as z from 'zod/mini';
import { OrderAddressInput } from '#shared/schema/address.ts';
import { emptyAsAbsent, OptionalUid, singleLine, Uid } from '#shared/schema/common.ts';
import { MetadataInput, MetadataPatch } from '#shared/schema/metadata.ts';
import { CurrencyCode } from '#shared/schema/retail.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

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

const TimeZone = withMeta(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(64),
      z.refine(isIanaTimeZone, 'must be an IANA time zone such as Europe/Oslo'),
    ),
  { description: 'IANA time zone', example: 'Europe/Oslo' },
);

const Name = singleLine(200).check(z.trim(), z.minLength(1, 'must not be empty'));
/** The store number: unique per tenant (a second store with it is a 409). */
const StoreNumber = singleLine(32).check(z.trim(), z.minLength(1, 'must not be empty'));

const storeFields = {
  address: z.optional(OrderAddressInput),
  /** '' clears a reference. */
  pricelistUid: z.optional(OptionalUid),
  purchasePricelistUid: z.optional(OptionalUid),
  defaultWarehouseUid: z.optional(OptionalUid),
};

export const CreateStoreBody = withMeta(
  z.object({
    storeUid: emptyAsAbsent(Uid),
    name: Name,
    number: StoreNumber,
    currency: CurrencyCode,
    timezone: TimeZone,
    ...storeFields,
    metadata: z.optional(MetadataInput),
  }),
  {
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
  },
);
export type CreateStoreInput = z.infer<typeof CreateStoreBody>;

export const UpdateStoreBody = withMeta(
  z.object({
    name: z.optional(Name),
    number: z.optional(StoreNumber),
    currency: z.optional(CurrencyCode),
    timezone: z.optional(TimeZone),
    ...storeFields,
    metadata: z.optional(MetadataPatch),
  }),
  {
    id: 'UpdateStore',
    example: { name: 'Oslo Sentrum (Byporten)', pricelistUid: 'city-nok', metadata: { erpId: 'S-101' } },
  },
);
export type UpdateStoreInput = z.infer<typeof UpdateStoreBody>;

export const STORE_SORT = ['name', 'number', 'storeUid', 'createdAt'] as const;
