/**
 * Delivery states (spec 9: "Not delivered" was replaced by New and Started; lines may be removed
 * from a delivery while it is New or Started).
 */
export const DELIVERY_RECORD_STATES = ['NEW', 'STARTED', 'DELIVERED', 'CANCELLED'] as const;
export type DeliveryRecordState = (typeof DELIVERY_RECORD_STATES)[number];

/** States in which a delivery is still being picked: its lines can change and hold their quantities. */
export const OPEN_DELIVERY_STATES: readonly DeliveryRecordState[] = ['NEW', 'STARTED'];

/**
 * Lines per delivery. A delivery is one transaction: per stock line its level, its movement and
 * STOCK_CHANGE, and the line's ORDER_LINE_DELIVERED, besides the delivery, the order and the
 * receipts it touches; 20 lines keep that within DynamoDB's 100 items.
 */
export const DELIVERY_LINES_MAX = 20;

/** Deliveries per order (the order keeps their summary, and an item holds 400 KB). */
export const DELIVERIES_PER_ORDER_MAX = 50;

/** Product types that are never delivered: nothing physical changes hands. */
export const UNDELIVERABLE_TYPES: readonly string[] = ['NON_PHYSICAL', 'SVC_GIFTCARD', 'PSP_GIFTCARD'];
