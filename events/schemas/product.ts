import * as z from 'zod';
import { EnvelopeSchema } from '#events/envelope.ts';

/** PRODUCT_CREATE of spec 6.2: `product { id, uid, sku, name, active }`. */
export const ProductCreateEvent = EnvelopeSchema.extend({
  action: z.literal('PRODUCT_CREATE'),
  product: z.object({
    id: z.int(),
    uid: z.string(),
    sku: z.string(),
    name: z.string(),
    active: z.boolean(),
  }),
}).meta({ id: 'ProductCreateEvent' });
