import * as z from 'zod';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventOrder, EventStore } from '#events/schemas/members.ts';

/** ORDER_SETTLED of spec 6.2: `store { id, uid }` and `order { id, uid, orderNumber, status, totals }`. */
export const OrderSettledEvent = EnvelopeSchema.extend({
  action: z.literal('ORDER_SETTLED'),
  store: EventStore,
  order: EventOrder.extend({
    status: z.string(),
    orderType: z.enum(['OFFER', 'ORDER']).describe('Always ORDER: an offer is never settled'),
    orderDate: z.iso.datetime({ offset: true }).describe('When it became an ORDER (spec 9.5)'),
    totals: z.object({ gross: z.int(), net: z.int(), vat: z.int(), currency: z.string() }),
  }),
}).meta({ id: 'OrderSettledEvent' });
