import * as z from 'zod';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventProduct, EventWarehouse } from '#events/schemas/members.ts';

/** STOCK_CHANGE of spec 6.2: `warehouse`, `product`, signed `quantityChange` and `quantityAfter`. */
export const StockChangeEvent = EnvelopeSchema.extend({
  action: z.literal('STOCK_CHANGE'),
  warehouse: EventWarehouse,
  product: EventProduct,
  quantityChange: z.int(),
  quantityAfter: z.int(),
}).meta({ id: 'StockChangeEvent' });
