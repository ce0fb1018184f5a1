import { numericId } from '#events/ids.ts';
import type { EventDraft } from '#events/outbox.ts';
import type { OrderItem } from '../orders/order.schema.ts';
import type { OrderRecord } from '../orders/order.types.ts';

/** ORDER_LINE_RESERVATION_CHANGE of one line whose reservation changed (events/schemas). */
export const lineReservationChanged = (
  order: OrderRecord,
  before: OrderItem,
  after: OrderItem,
): EventDraft<'ORDER_LINE_RESERVATION_CHANGE'> => ({
  action: 'ORDER_LINE_RESERVATION_CHANGE',
  tenantUid: order.tenantUid,
  data: {
    store: { id: numericId(order.storeUid), uid: order.storeUid },
    order: { id: numericId(order.orderUid), uid: order.orderUid, orderNumber: order.orderNumber },
    orderLine: {
      id: numericId(after.orderItemUid),
      uid: after.orderItemUid,
      product: { id: numericId(after.productUid), uid: after.productUid, sku: after.sku },
      quantityOrdered: after.quantityOrdered,
      quantityReserved: after.quantityReserved,
      warehouse: { id: numericId(after.warehouseUid), uid: after.warehouseUid },
      reservationType: after.reservationType,
      previousReservationType: before.reservationType,
      reservationDetails: after.reservationDetails,
    },
  },
});
