import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventProduct } from '#events/schemas/members.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * PRICE_CREATE / PRICE_UPDATE / PRICE_DELETE (spec 6.3; shapes ours, docs/decisions/prices.md).
 * A price is the price of one product in one pricelist. `pricelist.id` and `product.id` are the
 * integer ids of spec 6.2 derived from the uids (events/ids.ts). Amounts are integer minor units
 * of `pricelist.currency`. PRICE_UPDATE carries the price before the change as `previous`;
 * PRICE_DELETE the price that was deleted.
 */
export const PriceEventPricelist = z.object({
  id: z.int(),
  uid: z.string(),
  currency: z.string(),
  type: z.enum(['SALE', 'PURCHASE']),
});

export const PriceEventPrice = z.object({
  amount: z.int(),
  validFrom: z.nullable(z.string()),
  validTo: z.nullable(z.string()),
  quantityBreaks: z.array(z.object({ minQuantity: z.int(), amount: z.int() })),
});

const members = {
  pricelist: PriceEventPricelist,
  product: EventProduct,
  price: PriceEventPrice,
};

export const PriceCreateEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('PRICE_CREATE'),
    ...members,
  }),
  { id: 'PriceCreateEvent' },
);

export const PriceUpdateEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('PRICE_UPDATE'),
    ...members,
    previous: PriceEventPrice,
  }),
  { id: 'PriceUpdateEvent' },
);

export const PriceDeleteEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('PRICE_DELETE'),
    ...members,
  }),
  { id: 'PriceDeleteEvent' },
);
