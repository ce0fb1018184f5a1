import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventOrder, EventProduct, EventStore, EventWarehouse } from '#events/schemas/members.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

const ReservationTypes = z.enum([
  'NONE',
  'WAREHOUSE',
  'PURCHASEORDER',
  'REQUEST_PURCHASEORDER',
  'PURCHASEORDER_CONFIRMED',
]);

/** reservationDetails exactly as spec 2.4 shapes it on an order line (nullable members). */
const ReservationDetails = z.object({
  warehouse: z.optional(z.nullable(z.object({ warehouseName: z.string() }))),
  purchaseOrder: z.optional(
    z.nullable(
      z.object({
        purchaseOrderUid: z.string(),
        purchaseOrderItemUid: z.string(),
        purchaseOrderNumber: z.string(),
        quantityOrdered: z.int(),
        expectedDeliveryDate: z.optional(z.string()),
        externalId: z.optional(z.string()),
      }),
    ),
  ),
  receivement: z.optional(
    z.nullable(
      z.object({
        receivementUid: z.string(),
        receivementItemUid: z.string(),
        expectedArrival: z.string(),
        quantity: z.int(),
        supplierOrderReference: z.string(),
        receivedAt: z.nullable(z.string()),
        expectedDispatch: z.optional(z.string()),
      }),
    ),
  ),
});

/**
 * ORDER_LINE_RESERVATION_CHANGE (shape not given by spec 6.2; designed like ORDER_STATE_CHANGE):
 * the store, the order, and the line with its reservation as spec 2.4 shapes it and the type it
 * left. One per line whose reservation changed, in the transaction that changed it.
 */
export const OrderLineReservationChangeEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('ORDER_LINE_RESERVATION_CHANGE'),
    store: EventStore,
    order: EventOrder,
    orderLine: z.object({
      id: z.int(),
      uid: z.string(),
      product: EventProduct,
      quantityOrdered: z.int(),
      quantityReserved: z.int(),
      warehouse: EventWarehouse,
      reservationType: ReservationTypes,
      previousReservationType: ReservationTypes,
      reservationDetails: ReservationDetails,
    }),
  }),
  { id: 'OrderLineReservationChangeEvent' },
);
