/**
 * Enumerations of spec section 2.6 used by orders and order lines (the product vocabulary is in
 * shared/schema/retail.ts), plus the order status and
 * state the specification leaves open (docs/decisions/receipts.md).
 */
export const ALLOW_DELIVERY = ['YES', 'NO', 'NOT_BEFORE_DATE'] as const;
export const SALES_RESERVATION_TYPES = [
  'NONE',
  'WAREHOUSE',
  'PURCHASEORDER',
  'REQUEST_PURCHASEORDER',
  'PURCHASEORDER_CONFIRMED',
] as const;
export const ORDER_LINK_TYPES = [
  'CREDIT',
  'INSURANCE',
  'INSURED',
  'COMPENSATION',
  'COMPENSATED',
  'PACKAGE',
  'PACKAGE_COMPONENT',
  'SERVICE',
  'HAS_SERVICE',
  'FREIGHT_SERVICE',
  'HAS_FREIGHT_SERVICE',
  'AUTO_ADD',
] as const;

/** Order status: OPEN until every line is on a complete receipt, then SETTLED (spec 3 fact 3 and 4). */
export const ORDER_STATUSES = ['OPEN', 'SETTLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Order state: NOT_STARTED (no receipt has started), IN_PROGRESS (a receipt has started or is
 * complete, not every line is settled), COMPLETE (every line is on a complete receipt).
 */
export const ORDER_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * What an order is (spec 9.5): an OFFER (a quotation: priced lines the customer has not
 * accepted; nothing is paid, reserved or delivered on it) or an ORDER (a sale). An offer becomes
 * an order once, never back (docs/decisions/receipts.md, "Offers and orders").
 */
export const ORDER_TYPES = ['OFFER', 'ORDER'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
