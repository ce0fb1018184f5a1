import * as z from 'zod/mini';
import { cursorPagedList, DateTime } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/** Prices of a pricelist: stored record, response and request bodies. */

/** A unit price in minor units of the pricelist's currency (øre, cents); never negative. */
export const UnitAmount = withMeta(
  z.int('must be an integer amount in minor units').check(z.gte(0), z.lte(1_000_000_000)),
  { description: 'Unit price, integer minor units of the pricelist currency' },
);

export const QuantityBreak = z.object({
  minQuantity: z.int().check(z.gte(2), z.lte(1_000_000)),
  amount: UnitAmount,
});
export type QuantityBreakValue = z.infer<typeof QuantityBreak>;

/** The price as stored (`T#<t>#PRICELIST#<p>` / `PRICE#<productUid>`). */
export type PriceRecord = {
  tenantUid: string;
  pricelistUid: string;
  productUid: string;
  amount: number;
  validFrom?: string | undefined;
  validTo?: string | undefined;
  /** Ascending by minQuantity, each above 1 (the base amount is the price for 1). */
  quantityBreaks: QuantityBreakValue[];
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

export const PriceResponse = withMeta(
  z.object({
    pricelistUid: z.string(),
    productUid: z.string(),
    currency: z.string(),
    amount: UnitAmount,
    validFrom: z.nullable(DateTime),
    validTo: z.nullable(DateTime),
    quantityBreaks: z.array(QuantityBreak),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'Price',
    example: {
      pricelistUid: 'retail-nok',
      productUid: 'prod-42',
      currency: 'NOK',
      amount: 4990,
      validFrom: null,
      validTo: null,
      quantityBreaks: [
        { minQuantity: 6, amount: 4490 },
        { minQuantity: 24, amount: 3990 },
      ],
      createdAt: '2026-11-23T10:15:00.000Z',
      lastModifiedAt: '2026-11-23T10:15:00.000Z',
    },
  },
);
export type PriceResponseValue = z.infer<typeof PriceResponse>;

export const toPriceResponse = (r: PriceRecord, currency: string): PriceResponseValue => ({
  pricelistUid: r.pricelistUid,
  productUid: r.productUid,
  currency,
  amount: r.amount,
  validFrom: r.validFrom ?? null,
  validTo: r.validTo ?? null,
  quantityBreaks: r.quantityBreaks,
  createdAt: r.createdAt,
  lastModifiedAt: r.lastModifiedAt,
});

export const PutPriceBody = withMeta(
  z.object({
    amount: UnitAmount,
    validFrom: z.optional(z.nullable(DateTime)),
    validTo: z.optional(z.nullable(DateTime)),
    quantityBreaks: z._default(z.array(QuantityBreak).check(z.maxLength(50)), []),
  }),
  {
    id: 'PutPrice',
    example: {
      amount: 4990,
      validFrom: '2026-12-01T00:00:00.000Z',
      validTo: '2027-01-01T00:00:00.000Z',
      quantityBreaks: [{ minQuantity: 6, amount: 4490 }],
    },
  },
);
export type PutPriceInput = z.infer<typeof PutPriceBody>;

/** A page of a pricelist's prices in productUid order (spec 2.1's envelope with a cursor). */
export const PricePage = cursorPagedList(PriceResponse, 'PricePage');
