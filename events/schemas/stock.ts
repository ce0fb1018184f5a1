import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventProduct, EventWarehouse } from '#events/schemas/members.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/** STOCK_CHANGE of spec 6.2: `warehouse`, `product`, signed `quantityChange` and `quantityAfter`. */
export const StockChangeEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('STOCK_CHANGE'),
    warehouse: EventWarehouse,
    product: EventProduct,
    quantityChange: z.int(),
    quantityAfter: z.int(),
  }),
  { id: 'StockChangeEvent' },
);
