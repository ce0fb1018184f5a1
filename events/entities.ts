import type { WebhookAction } from '#events/actions.ts';

/** The kinds of record an event is about, for the events API's entity filter. */
export const ENTITY_TYPES = ['PRODUCT', 'CUSTOMER', 'ORDER', 'TILL', 'PURCHASE_ORDER'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/**
 * The record each action is about and the payload member that names it. A price and a stock
 * change name their product (a price has no uid of its own and a stock level is a product's in a
 * warehouse), so a product's history shows what changed its prices and stock too.
 */
export const ACTION_ENTITY: { readonly [A in WebhookAction]: { type: EntityType; member: string } } = {
  PRODUCT_CREATE: { type: 'PRODUCT', member: 'product' },
  PRODUCT_UPDATE: { type: 'PRODUCT', member: 'product' },
  PRODUCT_DELETE: { type: 'PRODUCT', member: 'product' },
  PRODUCT_MEDIA_CHANGE: { type: 'PRODUCT', member: 'product' },
  CUSTOMER_CREATE: { type: 'CUSTOMER', member: 'customer' },
  CUSTOMER_UPDATE: { type: 'CUSTOMER', member: 'customer' },
  CUSTOMER_DELETE: { type: 'CUSTOMER', member: 'customer' },
  ORDER_SETTLED: { type: 'ORDER', member: 'order' },
  ORDER_STATE_CHANGE: { type: 'ORDER', member: 'order' },
  ORDER_RECEIPT_SETTLED: { type: 'ORDER', member: 'order' },
  ORDER_DELIVERED: { type: 'ORDER', member: 'order' },
  ORDER_LINE_DELIVERED: { type: 'ORDER', member: 'order' },
  ORDER_HANDLING_STATE_CHANGED: { type: 'ORDER', member: 'order' },
  ORDER_LINE_RESERVATION_CHANGE: { type: 'ORDER', member: 'order' },
  TILL_CLOSED: { type: 'TILL', member: 'till' },
  TILL_OPEN: { type: 'TILL', member: 'till' },
  PRICE_CREATE: { type: 'PRODUCT', member: 'product' },
  PRICE_UPDATE: { type: 'PRODUCT', member: 'product' },
  PRICE_DELETE: { type: 'PRODUCT', member: 'product' },
  STOCK_CHANGE: { type: 'PRODUCT', member: 'product' },
  PURCHASE_RECEIVED: { type: 'PURCHASE_ORDER', member: 'purchaseOrder' },
};

/** The record an event is about, or undefined when its payload does not name one. */
export const entityOf = (
  action: WebhookAction,
  data: Record<string, unknown>,
): { type: EntityType; uid: string } | undefined => {
  const { type, member } = ACTION_ENTITY[action];
  const uid = (data[member] as { uid?: unknown } | undefined)?.uid;
  return typeof uid === 'string' && uid !== '' ? { type, uid } : undefined;
};
