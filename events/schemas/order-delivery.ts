import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventDelivery, EventOrder, EventProduct, EventStore } from '#events/schemas/members.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * ORDER_LINE_DELIVERED (shape not given by spec 6.2; designed like ORDER_SETTLED): the store, the
 * order, the delivery that completed the line, and the line with what was ordered and delivered.
 * Sent once per line, when its last quantity is delivered.
 */
export const OrderLineDeliveredEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('ORDER_LINE_DELIVERED'),
    store: EventStore,
    order: EventOrder,
    delivery: EventDelivery,
    orderLine: z.object({
      id: z.int(),
      uid: z.string(),
      product: EventProduct,
      quantityOrdered: z.int(),
      quantityDelivered: z.int(),
    }),
  }),
  { id: 'OrderLineDeliveredEvent' },
);

/**
 * ORDER_DELIVERED: the order, now delivered in full (its deliveryState COMPLETE), and the delivery
 * that completed it. Sent once per order.
 */
export const OrderDeliveredEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('ORDER_DELIVERED'),
    store: EventStore,
    order: z.extend(EventOrder, {
      deliveryState: z.literal('COMPLETE'),
    }),
    delivery: EventDelivery,
  }),
  { id: 'OrderDeliveredEvent' },
);
