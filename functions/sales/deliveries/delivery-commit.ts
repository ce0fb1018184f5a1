import { withEvents } from '#events/outbox.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { commit, MAX_TRANSACTION_ITEMS, type TransactOp } from '#shared/db/transaction.ts';
import { UnprocessableError } from '#shared/errors.ts';
import { pendingMarkerOp } from '#shared/search/pending.ts';
import { replaceOrderOp } from '../orders/order.repository.ts';
import type { OrderRecord } from '../orders/order.types.ts';
import { receiptKey, receiptOf, replaceReceiptOp } from '../receipts/receipt.repository.ts';
import type { ReceiptRecord } from '../receipts/receipt.types.ts';
import { putProjectionOp } from '../receipts/receipt-search-item.repository.ts';
import { deliveryStateOf } from '../receipts/receipt-state.ts';
import { projectionOf } from '../receipts/receipt-sync.ts';
import type { DeliveryRecord } from './delivery.repository.ts';
import { createDeliveryOp, replaceDeliveryOp } from './delivery.repository.ts';
import { lineDelivered, orderDelivered } from './delivery-events.ts';
import { type DeliveryRef, deliverLines, fullyDelivered } from './delivery-rules.ts';
import { DELIVERIES_TABLE, deliveryRowUid } from './delivery-search.table.ts';

/**
 * The one transaction of a delivery write: the delivery, its order (summary, and for a delivery
 * that hands goods over the lines' delivered and reserved quantities), and when goods are handed
 * over, the receipts of the delivered lines (their copies of the lines and deliveryState) and the
 * events. Reads before it: the order (the caller's) and one BatchGet of the receipts, so a
 * delivery of 20 lines costs three round trips. Stock is not moved here: the inventory's
 * sale-movements worker takes reserved goods out of their warehouse when it reads the delivery
 * becoming DELIVERED on the stream, and the rest at the sale (docs/decisions/deliveries.md).
 */

const refOf = (d: DeliveryRecord): DeliveryRef => ({
  deliveryUid: d.deliveryUid,
  state: d.state,
  lines: d.lines.map((l) => ({ orderItemUid: l.orderItemUid, quantity: l.quantity })),
});

const marker = (d: DeliveryRecord) =>
  pendingMarkerOp(DELIVERIES_TABLE, d.tenantUid, deliveryRowUid(d.orderUid, d.deliveryUid), d.lastModifiedAt);

/** The receipt after the delivery, when it holds delivered lines: its copies of them and its state. */
const receiptAfter = (r: ReceiptRecord, order: OrderRecord, now: string): ReceiptRecord | undefined => {
  const lines = new Map(order.items.map((i) => [i.orderItemUid, i]));
  let changed = false;
  const items = r.items.map((item) => {
    const line = lines.get(item.orderItemUid);
    if (!line || line.quantityDelivered === item.quantityDelivered) return item;
    changed = true;
    const { quantityDelivered, quantityReserved, deliveryUid } = line;
    return { ...item, quantityDelivered, quantityReserved, deliveryUid, lastModifiedAt: now };
  });
  if (!changed) return undefined;
  return { ...r, items, deliveryState: deliveryStateOf(items), version: r.version + 1, lastModifiedAt: now };
};

/**
 * Writes `next` (created when `before` is undefined). When it becomes DELIVERED its lines count as
 * delivered, and the events of what it completed go out with it.
 */
export const commitDelivery = async (
  order: OrderRecord,
  before: DeliveryRecord | undefined,
  next: DeliveryRecord,
): Promise<void> => {
  const t = order.tenantUid;
  const now = next.lastModifiedAt;
  const refs = (order.deliveries ?? []).filter((d) => d.deliveryUid !== next.deliveryUid);
  const deliveryOp = before ? replaceDeliveryOp(next, before.version) : createDeliveryOp(next);
  const delivering = next.state === 'DELIVERED' && before?.state !== 'DELIVERED';
  let orderAfter: OrderRecord = {
    ...order,
    deliveries: [...refs, refOf(next)],
    version: order.version + 1,
    lastModifiedAt: now,
  };
  const ops: TransactOp[] = [deliveryOp, marker(next)];
  if (!delivering) {
    await commit([...ops, replaceOrderOp(orderAfter, order.version)]);
    return;
  }
  const { items, completed } = deliverLines(order.items, next.lines, next.deliveryUid, now);
  orderAfter = { ...orderAfter, items };
  const byUid = new Map(order.items.map((i) => [i.orderItemUid, i]));
  const receiptUids = [...new Set(next.lines.map((l) => byUid.get(l.orderItemUid)?.orderReceiptUid))];
  const receiptKeys = receiptUids.filter((u): u is string => Boolean(u)).map((u) => receiptKey(t, u));
  const read = receiptKeys.length > 0 ? await batchGetItems(receiptKeys, { consistent: true }) : [];
  for (const item of read) {
    const r = receiptOf(item);
    const after = receiptAfter(r, orderAfter, now);
    if (after)
      ops.push(
        replaceReceiptOp(after, r.version),
        putProjectionOp(t, projectionOf(after, orderAfter), after.version, now),
      );
  }
  const events = [
    ...completed.map((line) => lineDelivered(orderAfter, line, next.deliveryUid)),
    ...(fullyDelivered(items) && !fullyDelivered(order.items)
      ? [orderDelivered(orderAfter, next.deliveryUid)]
      : []),
  ];
  const all = withEvents([...ops, replaceOrderOp(orderAfter, order.version)], events);
  if (all.length > MAX_TRANSACTION_ITEMS) {
    const detail = `the delivery touches ${all.length} items (receipts, events); one transaction holds ${MAX_TRANSACTION_ITEMS}: deliver fewer lines at once`;
    throw new UnprocessableError(detail, { errors: [{ path: 'body.lines', message: detail }] });
  }
  await commit(all);
};
