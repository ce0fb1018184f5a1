import { ConflictError, ValidationError } from '#shared/errors.ts';
import type { OrderItem } from './order.schema.ts';
import type { OrderRecord } from './order.types.ts';
import type { OrderType } from './order-enums.ts';

/**
 * Offers and orders (spec 9.5, docs/decisions/receipts.md "Offers and orders"): pure rules of
 * an order's type and of its orderDate.
 */

/**
 * The type and orderDate of an order as the API shows them. An order written before offers
 * existed has neither stored: it is an ORDER, ordered when it was created.
 */
export const orderTypeOf = (
  order: Pick<OrderRecord, 'orderType' | 'orderDate' | 'createdAt'>,
): { orderType: OrderType; orderDate?: string } => {
  const orderType = order.orderType ?? 'ORDER';
  return orderType === 'ORDER' ? { orderType, orderDate: order.orderDate ?? order.createdAt } : { orderType };
};

/** The lines of an offer: nothing reserved or delivered (a quotation holds no stock). */
export const assertOfferLines = (items: readonly OrderItem[]): void => {
  items.forEach((item, i) => {
    if (item.reservationType !== 'NONE')
      throw ValidationError.field(`body.items.${i}.reservationType`, 'must be NONE on an OFFER');
    if (item.quantityReserved !== 0)
      throw ValidationError.field(`body.items.${i}.quantityReserved`, 'must be 0 on an OFFER');
    if (item.quantityDelivered !== 0)
      throw ValidationError.field(`body.items.${i}.quantityDelivered`, 'must be 0 on an OFFER');
  });
};

/**
 * The order after a change of its type: OFFER -> ORDER sets orderDate to `now` (once: it never
 * changes again); the same type changes nothing (a repeated conversion is answered as the first);
 * ORDER -> OFFER is refused with a 409. Undefined when nothing changes.
 */
export const withOrderType = (order: OrderRecord, to: OrderType, now: string): OrderRecord | undefined => {
  const { orderType } = orderTypeOf(order);
  if (orderType === to) return undefined;
  if (to === 'OFFER') {
    throw new ConflictError(`order '${order.orderUid}' is an ORDER; it cannot become an OFFER again`, {
      errors: [{ path: 'body.orderType', message: 'an ORDER cannot go back to OFFER' }],
    });
  }
  return { ...order, orderType: 'ORDER', orderDate: now, lastModifiedAt: now, version: order.version + 1 };
};

/**
 * Refuses what only an ORDER allows (a receipt, a reservation, a delivery, a pre-payment) on an
 * OFFER: 409 naming the order in the path; converting it first is the way.
 */
export const assertIsOrder = (order: OrderRecord, what: string): void => {
  if (orderTypeOf(order).orderType === 'OFFER') {
    throw new ConflictError(`order '${order.orderUid}' is an OFFER; convert it to an ORDER before ${what}`, {
      errors: [{ path: 'params.orderUid', message: `is an OFFER: ${what} needs an ORDER` }],
    });
  }
};
