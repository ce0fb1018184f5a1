import { withEvents } from '#events/outbox.ts';
import type { Spend } from '#functions/loyalty/loyalty-rules.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { assertRecordFits } from '../item-size.ts';
import { orderUnchangedOp, replaceOrderOp } from '../orders/order.repository.ts';
import type { OrderRecord } from '../orders/order.types.ts';
import { tillTallyOps } from '../settlements/till-tally.ts';
import { createReceiptOp, deleteReceiptOp, replaceReceiptOp } from './receipt.repository.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import { receiptEvents } from './receipt-events.ts';
import { loyaltyOpsOf } from './receipt-loyalty.ts';
import {
  deleteProjectionOp,
  putProjectionOp,
  updateProjectionOrderOp,
} from './receipt-search-item.repository.ts';
import { projectionOf, syncOrder } from './receipt-sync.ts';

export type ReceiptChange = {
  /** Undefined when the receipt is being created. */
  before: ReceiptRecord | undefined;
  /** Undefined when the receipt is being cancelled. */
  after: ReceiptRecord | undefined;
  order: OrderRecord;
  now: string;
  /** Further members of the same transaction (the voucher counter). */
  extraOps?: TransactOp[];
  /** A LOYALTY settlement being added: its points are spent in the same transaction. */
  loyaltySpend?: Spend | undefined;
};

/**
 * Writes a receipt change in ONE transaction: the receipt, its order (line allocation, state;
 * or a check that the order did not move), the search item, the copies of the order state on its
 * other receipts' search items, and the events of every transition. The search read model is fed
 * from these items by the table stream (eventually consistent, docs/decisions/receipts.md).
 * Returns the order after the change.
 */
export const commitReceiptChange = async (change: ReceiptChange): Promise<OrderRecord> => {
  const { before, after, order, now } = change;
  const t = order.tenantUid;
  const receiptUid = (after ?? before)!.orderReceiptUid;
  const orderAfter = syncOrder(order, receiptUid, after, now);
  if (after) assertRecordFits('receipt', after, 'body');
  if (orderAfter !== order) assertRecordFits('order', orderAfter, 'body');
  const ops: TransactOp[] = [...(change.extraOps ?? [])];

  if (!before) ops.push(createReceiptOp(after!));
  else if (after) ops.push(replaceReceiptOp(after, before.version));
  else ops.push(deleteReceiptOp(before));

  ops.push(
    orderAfter === order
      ? orderUnchangedOp(t, order.orderUid, order.version)
      : replaceOrderOp(orderAfter, order.version),
  );
  ops.push(
    after
      ? putProjectionOp(t, projectionOf(after, orderAfter), after.version, now)
      : deleteProjectionOp(t, receiptUid),
  );

  if (orderAfter.state !== order.state || orderAfter.status !== order.status) {
    for (const r of orderAfter.receipts) {
      if (r.orderReceiptUid !== receiptUid)
        ops.push(updateProjectionOrderOp(t, r.orderReceiptUid, orderAfter));
    }
  }
  // Settlements at a till add to its open session in this transaction (till-tally.ts).
  ops.push(...(await tillTallyOps(before, after, now)));
  // Points spent and, when this change settles the order, earned (once per order).
  ops.push(...(await loyaltyOpsOf(order, orderAfter, change.loyaltySpend, now)));
  await commit(withEvents(ops, receiptEvents(before, after, order, orderAfter)));
  return orderAfter;
};
