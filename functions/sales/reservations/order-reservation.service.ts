import { withEvents } from '#events/outbox.ts';
import {
  inLevelTurns,
  type LineHoldRequest,
  planHolds,
  RESERVATION_RACE_POLICY,
} from '#functions/inventory/reservation-stock.service.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { isRace } from '#shared/db/race.ts';
import { retryWhile } from '#shared/db/retry.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, type FieldIssue, NotFoundError, UnprocessableError } from '#shared/errors.ts';
import { assertRecordFits } from '../item-size.ts';
import { getOrder, replaceOrderOp } from '../orders/order.repository.ts';
import type { OrderItem } from '../orders/order.schema.ts';
import type { OrderRecord } from '../orders/order.types.ts';
import { orderTypeOf } from '../orders/order-type-rules.ts';
import { getReceipt, replaceReceiptOp } from '../receipts/receipt.repository.ts';
import { putProjectionOp } from '../receipts/receipt-search-item.repository.ts';
import { deliveryStateOf } from '../receipts/receipt-state.ts';
import { projectionOf } from '../receipts/receipt-sync.ts';
import type { ReserveOrderLinesInput } from './order-reservation.schema.ts';
import { lineReservationChanged } from './order-reservation-events.ts';
import { purchaseOrderLinesOf } from './order-reservation-po.ts';
import { reservationFieldsOf, reservationRefusal, withReservation } from './order-reservation-rules.ts';

/**
 * `POST /tenants/{t}/orders/reservations` (spec 4.8, docs/decisions/reservations.md): sets the
 * reservation of order lines, all or nothing, in ONE transaction: the orders, the receipts the
 * lines are on (their deliveryState follows) with their search items, what the warehouses hold
 * (levels, RESERVATION movements and holds, decided by the inventory) and one
 * ORDER_LINE_RESERVATION_CHANGE per changed line. A lost race is decided again from fresh reads.
 */

type Target = { path: string; order: OrderRecord; item: OrderItem };

const readOrders = async (tenantUid: string, uids: readonly string[]) => {
  const orders = await Promise.all([...new Set(uids)].map((uid) => getOrder(tenantUid, uid)));
  return new Map(orders.flatMap((o) => (o ? [[o.orderUid, o] as const] : [])));
};

/** The lines named by the request, or the 404/409/422 naming each line that cannot be reserved. */
const resolveTargets = (input: ReserveOrderLinesInput, orders: Map<string, OrderRecord>): Target[] => {
  const issues: Array<FieldIssue & { status: number }> = [];
  const targets = input.reservations.flatMap((r, i) => {
    const path = `body.reservations[${i}]`;
    const order = orders.get(r.orderUid);
    const item = order?.items.find((l) => l.orderItemUid === r.orderItemUid);
    if (!order || !item) {
      const [field, what] = order ? ['orderItemUid', 'order line'] : ['orderUid', 'order'];
      issues.push({
        status: 404,
        path: `${path}.${field}`,
        message: `${what} '${r[field as 'orderUid']}' was not found`,
      });
      return [];
    }
    const receiptState = order.receipts.find((x) => x.orderReceiptUid === item.orderReceiptUid)?.settleState;
    // An offer holds no stock (docs/decisions/receipts.md, "Offers and orders").
    const refusal =
      orderTypeOf(order).orderType === 'OFFER'
        ? { status: 409, message: 'is on an OFFER: convert it to an ORDER first' }
        : reservationRefusal(item, r.reservationType, receiptState);
    if (refusal)
      issues.push({
        status: refusal.status,
        path,
        message: `order line '${r.orderItemUid}' ${refusal.message}`,
      });
    return [{ path, order, item }];
  });
  const worst = [404, 409, 422].find((s) => issues.some((x) => x.status === s));
  if (!worst) return targets;
  const errors = issues.filter((x) => x.status === worst).map(({ path, message }) => ({ path, message }));
  const detail = errors.map((e) => e.message).join('; ');
  if (worst === 404) throw new NotFoundError(detail, { errors });
  throw worst === 409 ? new ConflictError(detail, { errors }) : new UnprocessableError(detail, { errors });
};

/** The receipts holding changed lines, with the lines' new reservation and their deliveryState. */
const receiptOps = async (
  tenantUid: string,
  changedLines: OrderItem[],
  orderOf: Map<string, OrderRecord>,
  now: string,
) => {
  const byReceipt = Map.groupBy(
    changedLines.filter((l) => l.orderReceiptUid),
    (l) => l.orderReceiptUid,
  );
  const ops: TransactOp[] = [];
  for (const [receiptUid, lines] of byReceipt) {
    const before = await getReceipt(tenantUid, receiptUid);
    if (!before) continue;
    const changed = new Map(lines.map((l) => [l.orderItemUid, l]));
    const items = before.items.map((i) => {
      const l = changed.get(i.orderItemUid);
      return l ? { ...i, ...reservationOnly(l) } : i;
    });
    const after = {
      ...before,
      items,
      deliveryState: deliveryStateOf(items),
      version: before.version + 1,
      lastModifiedAt: now,
    };
    assertRecordFits('receipt', after, 'body');
    ops.push(replaceReceiptOp(after, before.version));
    ops.push(
      putProjectionOp(tenantUid, projectionOf(after, orderOf.get(before.orderUid)!), after.version, now),
    );
  }
  return ops;
};

const reservationOnly = (l: OrderItem) => ({
  reservationType: l.reservationType,
  reservationDetails: l.reservationDetails,
  quantityReserved: l.quantityReserved,
  warehouseUid: l.warehouseUid,
  warehouseName: l.warehouseName,
  lastModifiedAt: l.lastModifiedAt,
});

const attempt = async (auth: AuthContext, input: ReserveOrderLinesInput) => {
  const tenantUid = auth.tenantUid;
  const orders = await readOrders(
    tenantUid,
    input.reservations.map((r) => r.orderUid),
  );
  const targets = resolveTargets(input, orders);
  const purchaseOrders = await purchaseOrderLinesOf(tenantUid, input, (i) => targets[i]!.item.productUid);
  const now = nowIso();
  const holds: LineHoldRequest[] = input.reservations.map((r, i) => ({
    path: targets[i]!.path,
    orderUid: r.orderUid,
    orderItemUid: r.orderItemUid,
    productUid: targets[i]!.item.productUid,
    warehouseUid: r.reservationType === 'WAREHOUSE' ? r.warehouseUid : undefined,
    quantityOrdered: targets[i]!.item.quantityOrdered,
  }));
  const plan = await planHolds(tenantUid, holds, userUidOf(auth), now);
  const lines = input.reservations.map((r, i) => {
    const { item } = targets[i]!;
    const name = r.warehouseUid ? (plan.warehouses.get(r.warehouseUid)?.name ?? '') : '';
    return withReservation(item, reservationFieldsOf(item, r, name, purchaseOrders[i]), now);
  });
  const changedAt = lines.flatMap((l, i) => (l !== targets[i]!.item ? [i] : []));
  const afterOrders = new Map<string, OrderRecord>();
  for (const i of changedAt) {
    const { order } = targets[i]!;
    const current = afterOrders.get(order.orderUid) ?? {
      ...order,
      version: order.version + 1,
      lastModifiedAt: now,
    };
    current.items = current.items.map((l) => (l.orderItemUid === lines[i]!.orderItemUid ? lines[i]! : l));
    afterOrders.set(order.orderUid, current);
  }
  const ops: TransactOp[] = [...plan.ops];
  for (const order of afterOrders.values()) {
    assertRecordFits('order', order, 'body');
    ops.push(replaceOrderOp(order, order.version - 1));
  }
  ops.push(
    ...(await receiptOps(
      tenantUid,
      changedAt.map((i) => lines[i]!),
      afterOrders,
      now,
    )),
  );
  const events = changedAt.map((i) => lineReservationChanged(targets[i]!.order, targets[i]!.item, lines[i]!));
  if (ops.length > 0) await commit(withEvents(ops, events));
  return {
    items: input.reservations.map((r, i) => {
      const { vatRate: _vatRate, ...item } = lines[i]!;
      const changed = changedAt.includes(i) || plan.changed[i]!;
      return { orderUid: r.orderUid, orderItemUid: r.orderItemUid, changed, item };
    }),
  };
};

/** The use case; see the module comment. */
export const reserveOrderLines = async (auth: AuthContext, input: ReserveOrderLinesInput) => {
  // Levels the request likely touches (the targets, and where the lines are now), taken in turn
  // with the movements of this process; correctness does not depend on guessing them right.
  const orders = await readOrders(
    auth.tenantUid,
    input.reservations.map((r) => r.orderUid),
  );
  const levels = input.reservations.flatMap((r) => {
    const item = orders.get(r.orderUid)?.items.find((l) => l.orderItemUid === r.orderItemUid);
    if (!item) return [];
    const at = [r.warehouseUid, item.warehouseUid].filter((w): w is string => Boolean(w));
    return at.map((warehouseUid) => ({ warehouseUid, productUid: item.productUid }));
  });
  return inLevelTurns(auth.tenantUid, levels, () =>
    retryWhile(() => attempt(auth, input), isRace, RESERVATION_RACE_POLICY),
  );
};
