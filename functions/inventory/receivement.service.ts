import { randomUUID } from 'node:crypto';
import { withEvents } from '#events/outbox.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { purchaseReceived } from './purchase-events.ts';
import { planMovements } from './purchase-movement.service.ts';
import { replacePurchaseOrderOp } from './purchase-order.repository.ts';
import { type PurchaseOrderRecord, toPurchaseOrderResponse } from './purchase-order.schema.ts';
import { assertAllows, loadPurchaseOrder } from './purchase-order.service.ts';
import { planReceipt } from './purchase-order-rules.ts';
import { changeOrder } from './purchase-order-state.service.ts';
import { createReceivementOp, receivementsOf } from './receivement.repository.ts';
import {
  type CreateReceivementInput,
  type ReceivementRecord,
  toReceivementResponse,
} from './receivement.schema.ts';
import { addIncomingOp } from './stock-incoming.repository.ts';
import { loadWarehouse } from './warehouse.service.ts';

/**
 * Receivements (docs/decisions/purchasing.md). One receivement is one transaction: the order at
 * its next version (lines received, state), the receivement, per line the destination level
 * with its movement (RECEIVEMENT, or TRANSFER_IN for a transfer) and STOCK_CHANGE and its
 * `incoming`, and PURCHASE_RECEIVED when it completes the order. The order's version condition
 * makes concurrent receivements of one line take turns: each is decided on the lines as the one
 * before it left them, so none is lost and none takes a line past what was ordered.
 */

export const receive = (auth: AuthContext, purchaseOrderUid: string, input: CreateReceivementInput) => {
  const tenantUid = auth.tenantUid;
  const receivementUid = input.receivementUid ?? randomUUID();
  return changeOrder(tenantUid, purchaseOrderUid, async () => {
    const po = await loadPurchaseOrder(tenantUid, purchaseOrderUid);
    assertAllows(po, 'RECEIVE', 'received against');
    const decided = planReceipt(po.items, input.items, po.allowOverReceipt);
    if ('refused' in decided) {
      const issue = [{ path: decided.path, message: decided.refused }];
      throw decided.kind === 'over'
        ? new ConflictError(decided.refused, { errors: issue })
        : new NotFoundError(decided.refused, { errors: issue });
    }
    const at = nowIso();
    const userUid = userUidOf(auth);
    const next: PurchaseOrderRecord = {
      ...po,
      items: decided.lines,
      state: decided.state,
      ...(decided.state === 'RECEIVED' ? { receivedAt: at } : {}),
      lastModifiedAt: at,
      version: po.version + 1,
    };
    const receivement: ReceivementRecord = {
      tenantUid,
      purchaseOrderUid,
      receivementUid,
      warehouseUid: po.warehouseUid,
      supplierOrderReference: input.supplierOrderReference,
      note: input.note,
      items: decided.received.map((r) => ({
        receivementItemUid: randomUUID(),
        purchaseOrderItemUid: r.line.purchaseOrderItemUid,
        productUid: r.line.productUid,
        quantity: r.quantity,
      })),
      receivedAt: at,
      userUid,
      createdAt: at,
      lastModifiedAt: at,
      version: 1,
    };
    const warehouse = await loadWarehouse(tenantUid, po.warehouseUid, 'warehouseUid');
    const reason =
      po.type === 'INTERNAL_PURCHASE_ORDER' ? ('TRANSFER_IN' as const) : ('RECEIVEMENT' as const);
    const stock = await planMovements(
      warehouse,
      decided.received.map((r) => ({
        product: { productUid: r.line.productUid, sku: r.line.sku },
        reason,
        quantity: r.quantity,
        path: `body.items.${r.request}.quantity`,
      })),
      userUid,
      `Receivement ${receivementUid} of purchase order ${po.purchaseOrderNumber}`,
    );
    const incoming = decided.received
      .filter((r) => r.incomingChange !== 0)
      .map((r) => addIncomingOp(tenantUid, po.warehouseUid, r.line.productUid, r.incomingChange));
    const events = [...stock.events, ...(decided.state === 'RECEIVED' ? [purchaseReceived(next, at)] : [])];
    await commit(
      withEvents(
        [
          replacePurchaseOrderOp(next, po.version),
          createReceivementOp(receivement),
          ...stock.ops,
          ...incoming,
        ],
        events,
      ),
    );
    return { receivement: toReceivementResponse(receivement), purchaseOrder: toPurchaseOrderResponse(next) };
  });
};

/** An order's receivements, oldest first. */
export const listReceivements = async (tenantUid: string, purchaseOrderUid: string) => {
  await loadPurchaseOrder(tenantUid, purchaseOrderUid);
  const found = await receivementsOf(tenantUid, purchaseOrderUid);
  found.sort(
    (a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.receivementUid.localeCompare(b.receivementUid),
  );
  return { items: found.map(toReceivementResponse) };
};
