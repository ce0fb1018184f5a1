import { numericId } from '#events/ids.ts';
import type { EventDraft } from '#events/outbox.ts';
import type { OrderRecord } from '../orders/order.types.ts';
import type { OrderHandlingRecord } from './order-handling.schema.ts';

/** ORDER_HANDLING_STATE_CHANGED: the store, the order and its `orderHandling` (spec 6.2 note). */
export const handlingStateChanged = (
  order: OrderRecord,
  handling: OrderHandlingRecord,
): EventDraft<'ORDER_HANDLING_STATE_CHANGED'> => ({
  action: 'ORDER_HANDLING_STATE_CHANGED',
  tenantUid: order.tenantUid,
  data: {
    store: { id: numericId(order.storeUid), uid: order.storeUid },
    order: { id: numericId(order.orderUid), uid: order.orderUid, orderNumber: order.orderNumber },
    orderHandling: {
      handlingUid: handling.handlingUid,
      handlingName: handling.handlingName,
      state: handling.state,
      previousState: handling.previousState as OrderHandlingRecord['state'],
      changedAt: handling.stateChangedAt,
      changedBy: handling.stateChangedBy,
      comment: handling.comment,
    },
  },
});
