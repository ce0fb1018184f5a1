import * as z from 'zod/mini';
import { DateTime, emptyAsAbsent, Uid } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { PRICE_SOURCES } from './price-enums.ts';

/** `GET .../stores/{storeUid}/products/{productUid}/price`: query and answer. */

export const EffectivePriceQuery = z.object({
  customerUid: emptyAsAbsent(Uid),
  quantity: emptyAsAbsent(
    z.coerce
      .number({ error: 'must be an integer' })
      .check(z.int('must be an integer'), z.gte(1), z.lte(1_000_000)),
  ),
  at: emptyAsAbsent(DateTime),
});
export type EffectivePriceInput = z.infer<typeof EffectivePriceQuery>;

export const EffectivePriceResponse = withMeta(
  z.object({
    storeUid: z.string(),
    productUid: z.string(),
    customerUid: z.string(),
    quantity: z.int(),
    at: DateTime,
    unitPrice: withMeta(z.int(), { description: 'Integer minor units of `currency`' }),
    totalPrice: withMeta(z.int(), { description: 'unitPrice x quantity' }),
    currency: z.string(),
    source: z.enum(PRICE_SOURCES),
    pricelistUid: withMeta(z.string(), { description: "'' when the source is PRODUCT_DEFAULT" }),
    minQuantity: withMeta(z.int(), { description: 'The quantity break applied (1: the base price)' }),
    validFrom: z.nullable(DateTime),
    validTo: z.nullable(DateTime),
  }),
  {
    id: 'EffectivePrice',
    example: {
      storeUid: 'oslo-sentrum',
      productUid: 'prod-42',
      customerUid: 'cust-1001',
      quantity: 6,
      at: '2026-11-23T10:15:00.000Z',
      unitPrice: 4290,
      totalPrice: 25740,
      currency: 'NOK',
      source: 'CUSTOMER_PRICELIST',
      pricelistUid: 'b2b-nok',
      minQuantity: 6,
      validFrom: null,
      validTo: null,
    },
  },
);
export type EffectivePriceValue = z.infer<typeof EffectivePriceResponse>;
