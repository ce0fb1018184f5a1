import { numericId } from '#events/ids.ts';
import type { EventDraft } from '#events/outbox.ts';
import type { OrderItem } from '../orders/order.schema.ts';
import type { OrderRecord } from '../orders/order.types.ts';

const store = (order: OrderRecord) => ({ id: numericId(order.storeUid), uid: order.storeUid });
const delivery = (deliveryUid: string) => ({ id: numericId(deliveryUid), uid: deliveryUid });

/** ORDER_LINE_DELIVERED for a line whose last quantity `deliveryUid` delivered. */
export const lineDelivered = (
  order: OrderRecord,
  line: OrderItem,
  deliveryUid: string,
): EventDraft<'ORDER_LINE_DELIVERED'> => ({
  action: 'ORDER_LINE_DELIVERED',
  tenantUid: order.tenantUid,
  data: {
    store: store(order),
    order: { id: numericId(order.orderUid), uid: order.orderUid, orderNumber: order.orderNumber },
    delivery: delivery(deliveryUid),
    orderLine: {
      id: numericId(line.orderItemUid),
      uid: line.orderItemUid,
      product: { id: numericId(line.productUid), uid: line.productUid, sku: line.sku },
      quantityOrdered: line.quantityOrdered,
      quantityDelivered: line.quantityDelivered,
    },
  },
});

/** ORDER_DELIVERED for an order `deliveryUid` completed. */
export const orderDelivered = (order: OrderRecord, deliveryUid: string): EventDraft<'ORDER_DELIVERED'> => ({
  action: 'ORDER_DELIVERED',
  tenantUid: order.tenantUid,
  data: {
    store: store(order),
    order: {
      id: numericId(order.orderUid),
      uid: order.orderUid,
      orderNumber: order.orderNumber,
      deliveryState: 'COMPLETE',
    },
    delivery: delivery(deliveryUid),
  },
});
