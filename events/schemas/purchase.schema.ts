import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventProduct, EventSupplier, EventWarehouse } from '#events/schemas/members.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * PURCHASE_RECEIVED (spec 6.3: a purchase order is fully received). Spec 6.2 shows no members for
 * it; these follow STOCK_CHANGE's and ORDER_SETTLED's conventions (`{ id, uid }` pairs, the product
 * with its sku): the warehouse the goods arrived at, and the order with every item as received.
 */
export const PurchaseReceivedEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('PURCHASE_RECEIVED'),
    warehouse: EventWarehouse,
    purchaseOrder: z.object({
      id: z.int(),
      uid: z.string(),
      purchaseOrderNumber: z.string(),
      type: z.enum(['PURCHASE_ORDER', 'INTERNAL_PURCHASE_ORDER']),
      state: z.literal('RECEIVED'),
      supplier: z.nullable(EventSupplier),
      sourceWarehouse: z.nullable(EventWarehouse),
      externalId: z.string(),
      expectedDeliveryDate: z.nullable(z.iso.datetime({ offset: true })),
      receivedAt: z.iso.datetime({ offset: true }),
      items: z.array(
        z.object({
          purchaseOrderItemUid: z.string(),
          product: EventProduct,
          quantityOrdered: z.int(),
          quantityReceived: z.int(),
        }),
      ),
    }),
  }),
  { id: 'PurchaseReceivedEvent' },
);
