import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventOrder, EventStore } from '#events/schemas/members.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

/** ORDER_SETTLED of spec 6.2: `store { id, uid }` and `order { id, uid, orderNumber, status, totals }`. */
export const OrderSettledEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('ORDER_SETTLED'),
    store: EventStore,
    order: z.extend(EventOrder, {
      status: z.string(),
      orderType: described(z.enum(['OFFER', 'ORDER']), 'Always ORDER: an offer is never settled'),
      orderDate: described(z.iso.datetime({ offset: true }), 'When it became an ORDER (spec 9.5)'),
      totals: z.object({ gross: z.int(), net: z.int(), vat: z.int(), currency: z.string() }),
    }),
  }),
  { id: 'OrderSettledEvent' },
);
