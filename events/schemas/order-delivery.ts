import * as z from 'zod';
import { EnvelopeSchema } from '#events/envelope.ts';

const Store = z.object({ id: z.int(), uid: z.string() });
const Delivery = z.object({ id: z.int(), uid: z.string() });

/**
 * ORDER_LINE_DELIVERED (shape not given by spec 6.2; designed like ORDER_SETTLED): the store, the
 * order, the delivery that completed the line, and the line with what was ordered and delivered.
 * Sent once per line, when its last quantity is delivered.
 */
export const OrderLineDeliveredEvent = EnvelopeSchema.extend({
  action: z.literal('ORDER_LINE_DELIVERED'),
  store: Store,
  order: z.object({ id: z.int(), uid: z.string(), orderNumber: z.string() }),
  delivery: Delivery,
  orderLine: z.object({
    uid: z.string(),
    productUid: z.string(),
    sku: z.string(),
    quantityOrdered: z.int(),
    quantityDelivered: z.int(),
  }),
}).meta({ id: 'OrderLineDeliveredEvent' });

/**
 * ORDER_DELIVERED: the order, now delivered in full (its deliveryState COMPLETE), and the delivery
 * that completed it. Sent once per order.
 */
export const OrderDeliveredEvent = EnvelopeSchema.extend({
  action: z.literal('ORDER_DELIVERED'),
  store: Store,
  order: z.object({
    id: z.int(),
    uid: z.string(),
    orderNumber: z.string(),
    deliveryState: z.literal('COMPLETE'),
  }),
  delivery: Delivery,
}).meta({ id: 'OrderDeliveredEvent' });
