import { numericId } from '#events/ids.ts';
import type { EventDraft } from '#events/outbox.ts';
import type { OrderRecord } from '../orders/order.types.ts';
import { orderTypeOf } from '../orders/order-type-rules.ts';
import type { ReceiptRecord } from './receipt.types.ts';

/**
 * Events of a receipt change (DESIGN 8): a receipt reaching COMPLETE -> ORDER_RECEIPT_SETTLED;
 * an order changing state -> ORDER_STATE_CHANGE; an order becoming SETTLED -> ORDER_SETTLED with
 * the payload of spec 6.2. Derived from before/after of one versioned transaction, so each
 * transition yields its events exactly once.
 */
export const receiptEvents = (
  before: ReceiptRecord | undefined,
  after: ReceiptRecord | undefined,
  orderBefore: OrderRecord,
  orderAfter: OrderRecord,
): EventDraft[] => {
  const tenantUid = orderAfter.tenantUid;
  const store = { id: numericId(orderAfter.storeUid), uid: orderAfter.storeUid };
  const orderRef = {
    id: numericId(orderAfter.orderUid),
    uid: orderAfter.orderUid,
    orderNumber: orderAfter.orderNumber,
  };
  // Receipts are taken on ORDERs only, so the order has its orderDate (order-type-rules.ts).
  const typed = {
    orderType: 'ORDER' as const,
    orderDate: orderTypeOf(orderAfter).orderDate ?? orderAfter.createdAt,
  };
  const events: EventDraft[] = [];
  if (after?.settleState === 'COMPLETE' && before?.settleState !== 'COMPLETE') {
    events.push({
      action: 'ORDER_RECEIPT_SETTLED',
      tenantUid,
      data: {
        store: { id: numericId(after.storeUid), uid: after.storeUid },
        order: orderRef,
        receipt: {
          id: numericId(after.orderReceiptUid),
          uid: after.orderReceiptUid,
          voucherNumber: after.voucherNumber,
          settleState: after.settleState,
          settledAt: after.settledAt,
          grandTotal: after.grandTotal,
          currency: after.currency,
        },
      },
    });
  }
  if (orderAfter.state !== orderBefore.state) {
    events.push({
      action: 'ORDER_STATE_CHANGE',
      tenantUid,
      data: {
        store,
        order: {
          ...orderRef,
          ...typed,
          status: orderAfter.status,
          state: orderAfter.state,
          previousState: orderBefore.state,
        },
      },
    });
  }
  if (orderAfter.status === 'SETTLED' && orderBefore.status !== 'SETTLED') {
    events.push({
      action: 'ORDER_SETTLED',
      tenantUid,
      data: {
        store,
        order: {
          ...orderRef,
          ...typed,
          status: 'SETTLED',
          totals: {
            gross: orderAfter.totals.gross,
            net: orderAfter.totals.net,
            vat: orderAfter.totals.vat,
            currency: orderAfter.currency,
          },
        },
      },
    });
  }
  return events;
};
