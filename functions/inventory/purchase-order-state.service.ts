import { type EventDraft, withEvents } from '#events/outbox.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { isRace } from '#shared/db/race.ts';
import { oneAtATime, type RetryPolicy, retryWhile } from '#shared/db/retry.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { Versioned } from '#shared/http/conditional.ts';
import { planMovements } from './purchase-movement.service.ts';
import { replacePurchaseOrderOp } from './purchase-order.repository.ts';
import {
  type PurchaseOrderRecord,
  type PurchaseOrderValue,
  toPurchaseOrderResponse,
} from './purchase-order.schema.ts';
import { assertAllows, assertMayWrite, loadPurchaseOrder } from './purchase-order.service.ts';
import { incomingOnCancel, incomingOnSend, openQuantity } from './purchase-order-rules.ts';
import { addIncomingOp } from './stock-incoming.repository.ts';
import { loadWarehouse } from './warehouse.service.ts';

/**
 * The transitions of an order that move stock: send and cancel here, receivements in
 * receivement.service.ts. Each reads the order, decides, and writes the order at its next version
 * with its stock changes in one transaction; a lost race is decided again from fresh reads.
 * Changes of one order take turns in this process first (oneAtATime).
 */

/** Many receivements may contend for one order: up to 60 attempts within 12 s, like movements. */
export const PURCHASE_RACE_POLICY: RetryPolicy = { attempts: 60, baseMs: 5, capMs: 200, budgetMs: 12_000 };

/** Runs a change of one order: in turn in this process, again from fresh reads after a lost race. */
export const changeOrder = <T>(tenantUid: string, purchaseOrderUid: string, fn: () => Promise<T>) =>
  oneAtATime(`purchase-order#${tenantUid}#${purchaseOrderUid}`, () =>
    retryWhile(fn, isRace, PURCHASE_RACE_POLICY),
  );

/**
 * A transfer's stock movements in its source warehouse: out when sent (refused below zero in a
 * strict warehouse, 409 naming the item), back in for what was never received when cancelled.
 */
const sourceMoves = async (
  po: PurchaseOrderRecord,
  direction: 'out' | 'back',
  userUid: string,
): Promise<{ ops: TransactOp[]; events: EventDraft[] }> => {
  if (po.type !== 'INTERNAL_PURCHASE_ORDER' || !po.sourceWarehouseUid) return { ops: [], events: [] };
  const source = await loadWarehouse(po.tenantUid, po.sourceWarehouseUid, 'sourceWarehouseUid');
  const moves = po.items
    .map((item, i) => ({
      product: { productUid: item.productUid, sku: item.sku },
      reason: direction === 'out' ? ('TRANSFER_OUT' as const) : ('TRANSFER_IN' as const),
      quantity: direction === 'out' ? -item.quantityOrdered : openQuantity(item),
      path: `items.${i}.quantityOrdered`,
    }))
    .filter((m) => m.quantity !== 0);
  const note = `${direction === 'out' ? 'Sent on' : 'Returned from cancelled'} purchase order ${po.purchaseOrderNumber}`;
  return planMovements(source, moves, userUid, note);
};

const incomingOps = (po: PurchaseOrderRecord, changes: readonly { productUid: string; change: number }[]) =>
  changes.map((c) => addIncomingOp(po.tenantUid, po.warehouseUid, c.productUid, c.change));

/** DRAFT -> SENT: its items become `incoming` at the destination; a transfer leaves its source. */
export const sendPurchaseOrder = (auth: AuthContext, purchaseOrderUid: string) =>
  changeOrder(auth.tenantUid, purchaseOrderUid, async (): Promise<Versioned<PurchaseOrderValue>> => {
    const po = await loadPurchaseOrder(auth.tenantUid, purchaseOrderUid);
    assertMayWrite(auth, po);
    assertAllows(po, 'SEND', 'sent');
    if (po.items.length === 0)
      throw new ConflictError(`purchase order '${purchaseOrderUid}' has no items to send`);
    const at = nowIso();
    const next: PurchaseOrderRecord = {
      ...po,
      state: 'SENT',
      sentAt: at,
      lastModifiedAt: at,
      version: po.version + 1,
    };
    const source = await sourceMoves(po, 'out', userUidOf(auth));
    const ops = [
      replacePurchaseOrderOp(next, po.version),
      ...incomingOps(po, incomingOnSend(po.items)),
      ...source.ops,
    ];
    await commit(withEvents(ops, source.events));
    return { body: toPurchaseOrderResponse(next), version: next.version };
  });

/**
 * DRAFT, SENT or PARTLY_RECEIVED -> CANCELLED. What was still open leaves `incoming`; what was
 * received stays received. A transfer's unreceived quantities return to its source warehouse.
 */
export const cancelPurchaseOrder = (auth: AuthContext, purchaseOrderUid: string) =>
  changeOrder(auth.tenantUid, purchaseOrderUid, async (): Promise<Versioned<PurchaseOrderValue>> => {
    const po = await loadPurchaseOrder(auth.tenantUid, purchaseOrderUid);
    assertMayWrite(auth, po);
    assertAllows(po, 'CANCEL', 'cancelled');
    const at = nowIso();
    const next: PurchaseOrderRecord = {
      ...po,
      state: 'CANCELLED',
      cancelledAt: at,
      lastModifiedAt: at,
      version: po.version + 1,
    };
    const wasSent = po.state !== 'DRAFT';
    const source = wasSent ? await sourceMoves(po, 'back', userUidOf(auth)) : { ops: [], events: [] };
    const ops = [
      replacePurchaseOrderOp(next, po.version),
      ...(wasSent ? incomingOps(po, incomingOnCancel(po.items)) : []),
      ...source.ops,
    ];
    await commit(withEvents(ops, source.events));
    return { body: toPurchaseOrderResponse(next), version: next.version };
  });
