import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventOrder, EventStore } from '#events/schemas/members.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * ORDER_RECEIPT_SETTLED (shape not given by spec 6.2): a receipt became COMPLETE. Carries the
 * store, the order reference and the receipt's voucher number, total and settlement time.
 */
export const OrderReceiptSettledEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('ORDER_RECEIPT_SETTLED'),
    store: EventStore,
    order: EventOrder,
    receipt: z.object({
      id: z.int(),
      uid: z.string(),
      voucherNumber: z.string(),
      settleState: z.literal('COMPLETE'),
      settledAt: z.iso.datetime({ offset: true }),
      grandTotal: z.int(),
      currency: z.string(),
    }),
  }),
  { id: 'OrderReceiptSettledEvent' },
);
