/**
 * Enumerations of spec section 2.6 used by orders and order lines, plus the order status and
 * state the specification leaves open (docs/decisions/receipts.md).
 */
export const PRODUCT_TYPES = [
  'STOCK',
  'NO_STOCK',
  'CONFIGURABLE',
  'SVC_GIFTCARD',
  'PSP_GIFTCARD',
  'NON_PHYSICAL',
  'PACKAGE_FIXED',
  'PACKAGE_DYNAMIC',
] as const;
export const PROPERTY_TYPES = ['TEXT', 'SINGLESELECT', 'MULTISELECT'] as const;
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
export const ALLOWED_ACTIONS = [
  'QUANTITY_SOLD',
  'PRICE_SALE',
  'DISCOUNT',
  'SERIALNUMBER',
  'SERIALNUMBER_REQUIRED',
  'CREDIT',
  'ADDON',
  'CUSTOMER_REQUIRED',
  'INSURANCE',
  'CUSTOMER_MOBILE_REQUIRED',
  'CUSTOMER_EMAIL_REQUIRED',
  'DELIVERY_POSTAL_ADDRESS_REQUIRED',
  'DELETE',
  'DELIVER',
  'PURCHASE',
  'COST_PRICE',
  'PRODUCT_NAME',
  'PAYABLE',
  'NEGATIVE_PRICE',
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
