/**
 * Delivery states (spec 9: "Not delivered" was replaced by New and Started; lines may be removed
 * from a delivery while it is New or Started).
 */
export const DELIVERY_RECORD_STATES = ['NEW', 'STARTED', 'DELIVERED', 'CANCELLED'] as const;
export type DeliveryRecordState = (typeof DELIVERY_RECORD_STATES)[number];

/** States in which a delivery is still being picked: its lines can change and hold their quantities. */
export const OPEN_DELIVERY_STATES: readonly DeliveryRecordState[] = ['NEW', 'STARTED'];

/**
 * Lines per delivery. A delivery is one transaction: each line's ORDER_LINE_DELIVERED besides the
 * delivery, the order and the receipts it touches (two items each); 50 lines keep that within
 * DynamoDB's 100 items for an order on up to 20 receipts.
 */
export const DELIVERY_LINES_MAX = 50;

/** Deliveries per order (the order keeps their summary, and an item holds 400 KB). */
export const DELIVERIES_PER_ORDER_MAX = 50;

/** Product types that are never delivered: nothing physical changes hands. */
export const UNDELIVERABLE_TYPES: readonly string[] = ['NON_PHYSICAL', 'SVC_GIFTCARD', 'PSP_GIFTCARD'];
