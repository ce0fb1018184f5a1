import * as z from 'zod';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventOrder, EventStore } from '#events/schemas/members.ts';

const OrderStates = z.enum(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE']);

/**
 * ORDER_STATE_CHANGE (shape not given by spec 6.2; designed like ORDER_SETTLED): the store and
 * the order with its new status and state and the state it left.
 */
export const OrderStateChangeEvent = EnvelopeSchema.extend({
  action: z.literal('ORDER_STATE_CHANGE'),
  store: EventStore,
  order: EventOrder.extend({
    status: z.enum(['OPEN', 'SETTLED']),
    orderType: z.enum(['OFFER', 'ORDER']).describe('Always ORDER: only orders take receipts'),
    orderDate: z.iso.datetime({ offset: true }).describe('When it became an ORDER (spec 9.5)'),
    state: OrderStates,
    previousState: OrderStates,
  }),
}).meta({ id: 'OrderStateChangeEvent' });
