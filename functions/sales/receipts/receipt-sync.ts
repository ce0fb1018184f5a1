import type { OrderRecord } from '../orders/order.types.ts';
import type { OrderState, OrderStatus } from '../orders/order-enums.ts';
import { wordsOf } from '../search-text.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import type { ReceiptProjection } from './receipt-search-item.repository.ts';
import { hasPaymentBalanceOutstanding } from './receipt-state.ts';

/**
 * Pure consequences of a receipt change for its order and for the search (spec 3 fact 3: an
 * order is settled once every line is on a complete receipt).
 */

/** The order state and status from its lines and the states of its receipts. */
export const orderStateOf = (
  order: Pick<OrderRecord, 'items' | 'receipts'>,
): { state: OrderState; status: OrderStatus } => {
  const stateOf = new Map(order.receipts.map((r) => [r.orderReceiptUid, r.settleState]));
  const settled = order.items.every(
    (i) => i.orderReceiptUid && stateOf.get(i.orderReceiptUid) === 'COMPLETE',
  );
  if (settled) return { state: 'COMPLETE', status: 'SETTLED' };
  const started = order.receipts.some((r) => r.settleState !== 'NOT_STARTED');
  return { state: started ? 'IN_PROGRESS' : 'NOT_STARTED', status: 'OPEN' };
};

/**
 * The order after `receipt` was created, changed or (when `after` is undefined) cancelled: line
 * allocation, receipt summary, state and status. Unchanged orders are returned as they were.
 */
export const syncOrder = (
  order: OrderRecord,
  receiptUid: string,
  after: ReceiptRecord | undefined,
  now: string,
): OrderRecord => {
  const onReceipt = new Set(after?.items.map((i) => i.orderItemUid) ?? []);
  const items = order.items.map((item) => {
    const target = onReceipt.has(item.orderItemUid)
      ? receiptUid
      : item.orderReceiptUid === receiptUid
        ? ''
        : item.orderReceiptUid;
    return target === item.orderReceiptUid ? item : { ...item, orderReceiptUid: target, lastModifiedAt: now };
  });
  const others = order.receipts.filter((r) => r.orderReceiptUid !== receiptUid);
  const receipts = after
    ? [
        ...others,
        { orderReceiptUid: receiptUid, voucherNumber: after.voucherNumber, settleState: after.settleState },
      ]
    : others;
  const next = {
    ...order,
    items,
    receipts: receipts.sort((a, b) =>
      a.voucherNumber.localeCompare(b.voucherNumber, 'en', { numeric: true }),
    ),
  };
  Object.assign(next, orderStateOf(next));
  const changed =
    JSON.stringify([next.items, next.receipts, next.state, next.status]) !==
    JSON.stringify([order.items, order.receipts, order.state, order.status]);
  return changed ? { ...next, version: order.version + 1, lastModifiedAt: now } : order;
};

const unique = (values: readonly string[]) => [...new Set(values.filter(Boolean))];

/** The search item of a receipt: its filter and sort fields, with the order's and customer's copied on. */
export const projectionOf = (r: ReceiptRecord, order: OrderRecord): ReceiptProjection => {
  const live = r.settlements.filter((s) => s.state !== 'TERMINATED');
  const unpaidInvoice = r.settlements.some(hasPaymentBalanceOutstanding);
  return {
    receiptUid: r.orderReceiptUid,
    storeUid: r.storeUid,
    organizationUid: order.organizationUid,
    orderUid: r.orderUid,
    orderNumber: order.orderNumber,
    orderSeq: order.orderSeq,
    voucherNumber: r.voucherNumber,
    voucherSeq: r.voucherSeq,
    customerUid: r.customerUid,
    customerWords: order.customerWords,
    // General fuzzy search: numbers, customer, address, notes, line names and SKUs (capped).
    words: wordsOf([
      r.voucherNumber,
      order.orderNumber,
      r.externalVoucherNumber,
      order.customerWords,
      r.address.displayName,
      r.address.companyName,
      r.address.city,
      r.note,
      r.sellerDisplayName,
      ...r.items.flatMap((i) => [i.name, i.sku]),
    ]).slice(0, 4000),
    userUids: unique([
      order.tenantUserUid,
      ...r.items.map((i) => i.tenantUserUid),
      ...r.settlements.map((s) => s.tenantUserUid),
    ]),
    productUids: unique(r.items.map((i) => i.productUid)),
    skus: unique(r.items.map((i) => i.sku)),
    paymentMethodUids: unique(live.flatMap((s) => [s.storePaymentMethodUid, s.tenantPaymentMethodUid])),
    extRefs: unique(r.settlements.map((s) => s.externalPaymentReference)),
    deliveryState: r.deliveryState,
    settleState: r.settleState,
    orderStatus: order.status,
    orderState: order.state,
    grandTotal: r.grandTotal,
    settledAt: r.settledAt,
    unpaid: r.settleState !== 'COMPLETE' || unpaidInvoice,
  };
};
