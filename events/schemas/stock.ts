import * as z from 'zod';
import { EnvelopeSchema } from '#events/envelope.ts';

/** STOCK_CHANGE of spec 6.2: `warehouse`, `product`, signed `quantityChange` and `quantityAfter`. */
export const StockChangeEvent = EnvelopeSchema.extend({
  action: z.literal('STOCK_CHANGE'),
  warehouse: z.object({ id: z.int(), uid: z.string() }),
  product: z.object({ id: z.int(), uid: z.string(), sku: z.string() }),
  quantityChange: z.int(),
  quantityAfter: z.int(),
}).meta({ id: 'StockChangeEvent' });
