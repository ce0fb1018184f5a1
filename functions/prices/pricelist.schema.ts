import * as z from 'zod/mini';
import { DateTime, emptyAsAbsent, singleLine, Uid } from '#shared/schema/common.ts';
import { CurrencyCode } from '#shared/schema/retail.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { PRICELIST_TYPES } from './price-enums.ts';

/** Pricelists: stored record, response and request bodies. */

export const PricelistType = withMeta(z.enum(PRICELIST_TYPES), { id: 'PricelistType' });

/** The pricelist as stored (main item `T#<tenant>#PRICELIST#<uid>` / `PRICELIST`). */
export type PricelistRecord = {
  tenantUid: string;
  pricelistUid: string;
  name: string;
  currency: string;
  type: (typeof PRICELIST_TYPES)[number];
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

export const PricelistResponse = withMeta(
  z.object({
    pricelistUid: z.string(),
    name: z.string(),
    currency: z.string(),
    type: PricelistType,
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'Pricelist',
    example: {
      pricelistUid: 'retail-nok',
      name: 'Retail NOK',
      currency: 'NOK',
      type: 'SALE',
      createdAt: '2026-11-23T10:15:00.000Z',
      lastModifiedAt: '2026-11-23T10:15:00.000Z',
    },
  },
);
export type PricelistResponseValue = z.infer<typeof PricelistResponse>;

export const toPricelistResponse = (r: PricelistRecord): PricelistResponseValue => ({
  pricelistUid: r.pricelistUid,
  name: r.name,
  currency: r.currency,
  type: r.type,
  createdAt: r.createdAt,
  lastModifiedAt: r.lastModifiedAt,
});

const Name = singleLine(200).check(z.trim(), z.minLength(1, 'must not be empty'));

export const CreatePricelistBody = withMeta(
  z.object({
    pricelistUid: emptyAsAbsent(Uid),
    name: Name,
    currency: CurrencyCode,
    type: z._default(PricelistType, 'SALE'),
  }),
  {
    id: 'CreatePricelist',
    example: { pricelistUid: 'retail-nok', name: 'Retail NOK', currency: 'NOK', type: 'SALE' },
  },
);
export type CreatePricelistInput = z.infer<typeof CreatePricelistBody>;

/** Only the name changes; currency and type are fixed at creation (sending another is a 422). */
export const UpdatePricelistBody = withMeta(
  z.object({ name: z.optional(Name), currency: z.optional(CurrencyCode), type: z.optional(PricelistType) }),
  { id: 'UpdatePricelist', example: { name: 'Retail NOK 2027' } },
);
export type UpdatePricelistInput = z.infer<typeof UpdatePricelistBody>;

export const PRICELIST_SORT = ['name', 'pricelistUid', 'createdAt'] as const;
