import { ConflictError, NotFoundError, UnprocessableError } from '#shared/errors.ts';
import type { OrderItem } from '../orders/order.schema.ts';
import type { DeliveryRecordState } from './delivery-enums.ts';
import { OPEN_DELIVERY_STATES, UNDELIVERABLE_TYPES } from './delivery-enums.ts';

/**
 * Delivery arithmetic (issue 17), pure. A line can be delivered up to what was ordered; what open
 * deliveries (NEW, STARTED) hold counts as taken, so two pickers never ship the same goods twice.
 */

/** A delivery as its order keeps it: enough to know what each open one holds. */
export type DeliveryRef = {
  deliveryUid: string;
  state: DeliveryRecordState;
  lines: { orderItemUid: string; quantity: number }[];
};

type Line = Pick<OrderItem, 'orderItemUid' | 'quantityOrdered' | 'quantityDelivered' | 'productType'>;

/** True for a line that goods can be delivered for: something physical, sold (not returned). */
export const isDeliverable = (line: Pick<OrderItem, 'quantityOrdered' | 'productType'>): boolean =>
  line.quantityOrdered > 0 && !UNDELIVERABLE_TYPES.includes(line.productType);

/** Quantities held by the open deliveries of an order, by line, leaving out `except`. */
export const heldByOpen = (deliveries: readonly DeliveryRef[], except?: string): Map<string, number> => {
  const held = new Map<string, number>();
  for (const d of deliveries) {
    if (d.deliveryUid === except || !OPEN_DELIVERY_STATES.includes(d.state)) continue;
    for (const l of d.lines) held.set(l.orderItemUid, (held.get(l.orderItemUid) ?? 0) + l.quantity);
  }
  return held;
};

/**
 * The order lines of a delivery's requested lines, checked: each names a deliverable line of the
 * order (404 naming a line the order does not have, 422 one with nothing to deliver) and asks no more than is left to deliver once what was
 * delivered and what other open deliveries hold are taken (409 naming its quantity).
 */
export const checkDeliveryLines = <L extends Line>(
  items: readonly L[],
  requested: readonly { orderItemUid: string; quantity: number }[],
  held: ReadonlyMap<string, number>,
): L[] =>
  requested.map((r, i) => {
    const path = `body.lines.${i}`;
    const line = items.find((item) => item.orderItemUid === r.orderItemUid);
    if (!line) throw NotFoundError.record('order line', r.orderItemUid, `${path}.orderItemUid`);
    if (!isDeliverable(line)) {
      const message =
        line.quantityOrdered > 0
          ? `is a ${line.productType} line: nothing physical to deliver`
          : 'is a return line: nothing to deliver';
      throw new UnprocessableError(`${path}.orderItemUid: ${message}`, {
        errors: [{ path: `${path}.orderItemUid`, message }],
      });
    }
    const left = line.quantityOrdered - line.quantityDelivered - (held.get(line.orderItemUid) ?? 0);
    if (r.quantity > left) {
      throw new ConflictError(`only ${Math.max(left, 0)} of the line are left to deliver`, {
        errors: [{ path: `${path}.quantity`, message: `exceeds the ${Math.max(left, 0)} left to deliver` }],
      });
    }
    return line;
  });

/**
 * The order's lines after `delivered` left: delivered quantities grow, reserved ones shrink by as
 * much (reserved goods are the ones that leave), and each line names its latest delivery. Answers
 * the lines whose last quantity this delivery delivered.
 */
export const deliverLines = <
  I extends Pick<
    OrderItem,
    | 'orderItemUid'
    | 'quantityOrdered'
    | 'quantityDelivered'
    | 'quantityReserved'
    | 'deliveryUid'
    | 'lastModifiedAt'
  >,
>(
  items: readonly I[],
  delivered: readonly { orderItemUid: string; quantity: number }[],
  deliveryUid: string,
  now: string,
): { items: I[]; completed: I[] } => {
  const quantities = new Map(delivered.map((d) => [d.orderItemUid, d.quantity]));
  const completed: I[] = [];
  const next = items.map((item) => {
    const q = quantities.get(item.orderItemUid);
    if (!q) return item;
    const after = {
      ...item,
      quantityDelivered: item.quantityDelivered + q,
      quantityReserved: Math.max(item.quantityReserved - q, 0),
      deliveryUid,
      lastModifiedAt: now,
    };
    if (after.quantityDelivered >= after.quantityOrdered) completed.push(after);
    return after;
  });
  return { items: next, completed };
};

/** Whether every deliverable line of the order has been delivered in full. */
export const fullyDelivered = (
  items: readonly Pick<OrderItem, 'quantityOrdered' | 'quantityDelivered' | 'productType'>[],
): boolean => {
  const deliverable = items.filter(isDeliverable);
  return deliverable.length > 0 && deliverable.every((i) => i.quantityDelivered >= i.quantityOrdered);
};

/** Moves a delivery may make: forward through picking to delivered, or cancelled while open. */
const NEXT: Readonly<Record<DeliveryRecordState, readonly DeliveryRecordState[]>> = {
  NEW: ['STARTED', 'DELIVERED', 'CANCELLED'],
  STARTED: ['DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
};

/** Refuses a state change the table above does not allow (409 naming body.state). */
export const assertDeliveryMove = (from: DeliveryRecordState, to: DeliveryRecordState): void => {
  if (from === to || NEXT[from].includes(to)) return;
  throw new ConflictError(`a ${from} delivery cannot become ${to}`, {
    errors: [{ path: 'body.state', message: `allowed from ${from}: ${NEXT[from].join(', ') || 'none'}` }],
  });
};
