import * as z from 'zod';
import { EnvelopeSchema } from '#events/envelope.ts';

/**
 * PURCHASE_RECEIVED (spec 6.3: a purchase order is fully received). Spec 6.2 shows no members for
 * it; these follow STOCK_CHANGE's and ORDER_SETTLED's conventions (`{ id, uid }` pairs, the product
 * with its sku): the warehouse the goods arrived at, and the order with every item as received.
 */
export const PurchaseReceivedEvent = EnvelopeSchema.extend({
  action: z.literal('PURCHASE_RECEIVED'),
  warehouse: z.object({ id: z.int(), uid: z.string() }),
  purchaseOrder: z.object({
    id: z.int(),
    uid: z.string(),
    purchaseOrderNumber: z.string(),
    type: z.enum(['PURCHASE_ORDER', 'INTERNAL_PURCHASE_ORDER']),
    state: z.literal('RECEIVED'),
    supplierUid: z.string().nullable(),
    sourceWarehouseUid: z.string().nullable(),
    externalId: z.string(),
    expectedDeliveryDate: z.iso.datetime({ offset: true }).nullable(),
    receivedAt: z.iso.datetime({ offset: true }),
    items: z.array(
      z.object({
        uid: z.string(),
        product: z.object({ id: z.int(), uid: z.string(), sku: z.string() }),
        quantityOrdered: z.int(),
        quantityReceived: z.int(),
      }),
    ),
  }),
}).meta({ id: 'PurchaseReceivedEvent' });
