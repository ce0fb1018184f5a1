import { type AccessLevel, accessSatisfies, type Permission } from '#shared/auth/model.ts';

/**
 * Purchase orders and receivements (issue 16), pure: the vocabulary, the state table, what a
 * receivement does to the lines, and the `incoming` each change adds to or takes from a
 * (warehouse, product). docs/decisions/purchasing.md explains the choices.
 */

/** A supplier's purchase order, or a transfer between two warehouses of the tenant. */
export const PURCHASE_ORDER_TYPES = ['PURCHASE_ORDER', 'INTERNAL_PURCHASE_ORDER'] as const;
export type PurchaseOrderType = (typeof PURCHASE_ORDER_TYPES)[number];

export const PURCHASE_ORDER_STATES = ['DRAFT', 'SENT', 'PARTLY_RECEIVED', 'RECEIVED', 'CANCELLED'] as const;
export type PurchaseOrderState = (typeof PURCHASE_ORDER_STATES)[number];

/** What may happen to an order: edited in full, sent, received against, cancelled, deleted. */
export type PurchaseOrderAction = 'EDIT_ITEMS' | 'EDIT_HEADER' | 'SEND' | 'RECEIVE' | 'CANCEL' | 'DELETE';

/** The state table: the actions each state allows. RECEIVED and CANCELLED are final. */
export const ALLOWED_ACTIONS: { readonly [S in PurchaseOrderState]: readonly PurchaseOrderAction[] } = {
  DRAFT: ['EDIT_ITEMS', 'EDIT_HEADER', 'SEND', 'CANCEL', 'DELETE'],
  SENT: ['EDIT_HEADER', 'RECEIVE', 'CANCEL'],
  PARTLY_RECEIVED: ['EDIT_HEADER', 'RECEIVE', 'CANCEL'],
  RECEIVED: [],
  CANCELLED: [],
};

export const allows = (state: PurchaseOrderState, action: PurchaseOrderAction): boolean =>
  ALLOWED_ACTIONS[state].includes(action);

/** The permission of spec 5 that writes purchase orders of a type. */
export const PERMISSION_OF_TYPE: { readonly [T in PurchaseOrderType]: Permission } = {
  PURCHASE_ORDER: 'PURCHASE_ORDER',
  INTERNAL_PURCHASE_ORDER: 'INTERNAL_PURCHASE_ORDER',
};

/**
 * Whether a caller may write an order of `type`: back office (or Tenant.Admin) writes both types;
 * otherwise the type's own permission is needed (PURCHASE_ORDER does not write transfers).
 */
export const mayWriteType = (
  caller: { access: AccessLevel; permissions: readonly Permission[] },
  type: PurchaseOrderType,
): boolean =>
  accessSatisfies(caller.access, 'BACKOFFICE') || caller.permissions.includes(PERMISSION_OF_TYPE[type]);

export type PurchaseLine = {
  purchaseOrderItemUid: string;
  productUid: string;
  quantityOrdered: number;
  quantityReceived: number;
};

/** What is still expected of a line: never below zero (an over-receipt expects nothing more). */
export const openQuantity = (line: Pick<PurchaseLine, 'quantityOrdered' | 'quantityReceived'>): number =>
  Math.max(0, line.quantityOrdered - line.quantityReceived);

/** The state an open order is in after its lines received what they did. */
export const stateAfterReceipt = (lines: readonly PurchaseLine[]): PurchaseOrderState =>
  lines.every((l) => l.quantityReceived >= l.quantityOrdered) ? 'RECEIVED' : 'PARTLY_RECEIVED';

/** One line of a receivement as asked: which order line, how many arrived. */
export type ReceiptRequest = { purchaseOrderItemUid: string; quantity: number };

/**
 * One received line as decided: its position in the request, the order line after it, and what
 * it takes from `incoming`.
 */
export type ReceivedLine<L extends PurchaseLine = PurchaseLine> = {
  request: number;
  line: L;
  quantity: number;
  incomingChange: number;
};

export type ReceiptRefusal = { refused: string; path: string; kind: 'unknown' | 'over' };

/**
 * A receivement against the lines of an open order: each requested line exists and, unless the
 * order allows over-receipt, takes its line to at most the quantity ordered. `incoming` falls by
 * what was still open of the line, not by an over-received surplus.
 */
export const planReceipt = <L extends PurchaseLine>(
  lines: readonly L[],
  requests: readonly ReceiptRequest[],
  allowOverReceipt: boolean,
): { lines: L[]; received: ReceivedLine<L>[]; state: PurchaseOrderState } | ReceiptRefusal => {
  const next = lines.map((l) => ({ ...l }));
  const received: ReceivedLine<L>[] = [];
  for (const [i, request] of requests.entries()) {
    const line = next.find((l) => l.purchaseOrderItemUid === request.purchaseOrderItemUid);
    if (!line) {
      return {
        refused: `the purchase order has no item '${request.purchaseOrderItemUid}'`,
        path: `body.items.${i}.purchaseOrderItemUid`,
        kind: 'unknown',
      };
    }
    const open = openQuantity(line);
    if (!allowOverReceipt && request.quantity > open) {
      return {
        refused: `${request.quantity} would exceed the ${open} still open of item '${line.purchaseOrderItemUid}' (the order does not allow over-receipt)`,
        path: `body.items.${i}.quantity`,
        kind: 'over',
      };
    }
    line.quantityReceived += request.quantity;
    received.push({
      request: i,
      line,
      quantity: request.quantity,
      incomingChange: -Math.min(open, request.quantity),
    });
  }
  return { lines: next, received, state: stateAfterReceipt(next) };
};

/** `incoming` per product when an order opens (+ordered) or closes unreceived (-open). */
export const incomingOnSend = (lines: readonly PurchaseLine[]) =>
  lines.map((l) => ({ productUid: l.productUid, change: l.quantityOrdered }));

export const incomingOnCancel = (lines: readonly PurchaseLine[]) =>
  lines.map((l) => ({ productUid: l.productUid, change: -openQuantity(l) })).filter((c) => c.change !== 0);
