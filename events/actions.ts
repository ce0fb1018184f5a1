/** The 21 webhook actions of spec section 6.3. */
export const ACTIONS = [
  'PRODUCT_CREATE',
  'PRODUCT_UPDATE',
  'PRODUCT_DELETE',
  'CUSTOMER_CREATE',
  'CUSTOMER_UPDATE',
  'CUSTOMER_DELETE',
  'ORDER_SETTLED',
  'ORDER_STATE_CHANGE',
  'ORDER_RECEIPT_SETTLED',
  'ORDER_DELIVERED',
  'ORDER_LINE_DELIVERED',
  'ORDER_HANDLING_STATE_CHANGED',
  'TILL_CLOSED',
  'TILL_OPEN',
  'PRICE_CREATE',
  'PRICE_UPDATE',
  'PRICE_DELETE',
  'STOCK_CHANGE',
  'PRODUCT_MEDIA_CHANGE',
  'PURCHASE_RECEIVED',
  'ORDER_LINE_RESERVATION_CHANGE',
] as const;

export type WebhookAction = (typeof ACTIONS)[number];

export const isWebhookAction = (value: string): value is WebhookAction =>
  (ACTIONS as readonly string[]).includes(value);
