import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventOrder, EventStore } from '#events/schemas/members.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

const OrderStates = z.enum(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE']);

/**
 * ORDER_STATE_CHANGE (shape not given by spec 6.2; designed like ORDER_SETTLED): the store and
 * the order with its new status and state and the state it left.
 */
export const OrderStateChangeEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('ORDER_STATE_CHANGE'),
    store: EventStore,
    order: z.extend(EventOrder, {
      status: z.enum(['OPEN', 'SETTLED']),
      orderType: described(z.enum(['OFFER', 'ORDER']), 'Always ORDER: only orders take receipts'),
      orderDate: described(z.iso.datetime({ offset: true }), 'When it became an ORDER (spec 9.5)'),
      state: OrderStates,
      previousState: OrderStates,
    }),
  }),
  { id: 'OrderStateChangeEvent' },
);
