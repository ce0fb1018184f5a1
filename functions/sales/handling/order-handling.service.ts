import { randomUUID } from 'node:crypto';
import { withEvents } from '#events/outbox.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { assertVersion, ifMatchVersion, type Versioned } from '#shared/http/conditional.ts';
import { assertRecordFits } from '../item-size.ts';
import { replaceOrderOp } from '../orders/order.repository.ts';
import { findOrder } from '../orders/order.service.ts';
import type { OrderRecord } from '../orders/order.types.ts';
import type { HandlingRecord } from './handling-definition.schema.ts';
import { loadHandling } from './handling-definition.service.ts';
import { getOrderHandling, putOrderHandlingOp } from './order-handling.repository.ts';
import type {
  OrderHandlingRecord,
  OrderHandlingResponseValue,
  UpdateOrderHandlingInput,
} from './order-handling.schema.ts';
import { handlingStateChanged } from './order-handling-events.ts';
import { assertActionsAllowed, assertMove, nextHandlingUid } from './order-handling-rules.ts';

/**
 * The handling of an order: which handling it follows, its state (order-handling-rules.ts) and
 * the actions recorded on its lines (spec 2.4 OrderItemAction, kept on the lines of the order
 * item). One PUT is one transaction: the handling item, the order when actions are recorded,
 * and ORDER_HANDLING_STATE_CHANGED when the state moved.
 */

const toResponse = (
  order: OrderRecord,
  handling: OrderHandlingRecord | undefined,
): OrderHandlingResponseValue => ({
  orderUid: order.orderUid,
  storeUid: order.storeUid,
  handlingUid: handling?.handlingUid ?? '',
  handlingName: handling?.handlingName ?? '',
  state: handling?.state ?? 'NOT_STARTED',
  previousState: (handling?.previousState || null) as OrderHandlingResponseValue['previousState'],
  stateChangedAt: handling?.stateChangedAt || null,
  stateChangedBy: handling?.stateChangedBy ?? '',
  comment: handling?.comment ?? '',
  actions: order.items.flatMap((item) =>
    item.actions.map((a) => ({ orderItemUid: item.orderItemUid, ...a })),
  ),
  lastModifiedAt: handling?.lastModifiedAt ?? null,
});

/** The order's handling; an order never handled answers NOT_STARTED at version 0. */
export const readOrderHandling = async (
  tenantUid: string,
  storeUid: string,
  orderUid: string,
): Promise<Versioned<OrderHandlingResponseValue>> => {
  const order = await findOrder(tenantUid, storeUid, orderUid);
  const handling = await getOrderHandling(tenantUid, orderUid);
  return { body: toResponse(order, handling), version: handling?.version ?? 0 };
};

/** The order with the requested actions appended to their lines (422 naming a bad one). */
const withActions = (
  order: OrderRecord,
  definition: HandlingRecord,
  input: UpdateOrderHandlingInput,
  userUid: string,
  now: string,
): OrderRecord => {
  const items = order.items.map((item) => ({ ...item, actions: [...item.actions] }));
  input.actions.forEach((action, i) => {
    const line = items.find((item) => item.orderItemUid === action.orderItemUid);
    // Unknown references in the body: 404 naming the field (docs/conventions.md, "Status codes").
    if (!line)
      throw NotFoundError.record('order line', action.orderItemUid, `body.actions.${i}.orderItemUid`);
    const defined = definition.actions.find((a) => a.handlingActionUid === action.handlingActionUid);
    if (!defined)
      throw NotFoundError.record(
        `action of '${definition.name}'`,
        action.handlingActionUid,
        `body.actions.${i}.handlingActionUid`,
      );
    line.actions.push({
      orderHandlingActionUid: randomUUID(),
      handlingUid: definition.handlingUid,
      handlingActionUid: defined.handlingActionUid,
      handlingName: definition.name,
      handlingActionName: defined.name,
      comment: action.comment,
      handlingDescription: definition.description,
      createdBy: userUid,
      lastModifiedBy: userUid,
      createdAt: now,
      lastModifiedAt: now,
    });
    line.lastModifiedAt = now;
  });
  assertRecordFits('order', { items, address: order.address, metadata: order.metadata }, 'body.actions');
  return { ...order, items, lastModifiedAt: now, version: order.version + 1 };
};

/**
 * Moves the order's handling (If-Match on the handling's version) and records line actions. A
 * request that changes nothing writes nothing and emits nothing.
 */
export const updateOrderHandling = async (
  auth: AuthContext,
  storeUid: string,
  orderUid: string,
  input: UpdateOrderHandlingInput,
  ifMatch?: string,
): Promise<Versioned<OrderHandlingResponseValue>> => {
  const tenantUid = auth.tenantUid;
  // "0" is the ETag of an order never handled: If-Match "0" asks that it still is.
  const expectedVersion = ifMatch?.trim() === '"0"' ? 0 : ifMatchVersion(ifMatch, 'handling');
  const order = await findOrder(tenantUid, storeUid, orderUid);
  const current = await getOrderHandling(tenantUid, orderUid);
  assertVersion(expectedVersion, { version: current?.version ?? 0 }, `the handling of order '${orderUid}'`);
  const handlingUid = nextHandlingUid(current, input.handlingUid);
  const from = current?.state ?? 'NOT_STARTED';
  const to = input.state ?? from;
  assertMove(from, to);
  assertActionsAllowed(from, to, input.actions.length);
  const definition = await loadHandling(tenantUid, handlingUid, 'body.handlingUid');

  const moved = to !== from;
  if (!moved && handlingUid === current?.handlingUid && input.actions.length === 0)
    return { body: toResponse(order, current), version: current.version };

  const userUid = userUidOf(auth);
  const now = nowIso();
  const next: OrderHandlingRecord = {
    tenantUid,
    orderUid,
    storeUid,
    handlingUid,
    handlingName: definition.name,
    state: to,
    previousState: moved ? from : (current?.previousState ?? ''),
    stateChangedAt: moved ? now : (current?.stateChangedAt ?? ''),
    stateChangedBy: moved ? userUid : (current?.stateChangedBy ?? ''),
    comment: moved ? (input.comment ?? '') : (current?.comment ?? ''),
    createdAt: current?.createdAt ?? now,
    lastModifiedAt: now,
    version: (current?.version ?? 0) + 1,
  };
  const ops: TransactOp[] = [putOrderHandlingOp(next)];
  let orderAfter = order;
  if (input.actions.length > 0) {
    orderAfter = withActions(order, definition, input, userUid, now);
    ops.push(replaceOrderOp(orderAfter, order.version));
  }
  await commit(withEvents(ops, moved ? [handlingStateChanged(orderAfter, next)] : []));
  return { body: toResponse(orderAfter, next), version: next.version };
};
