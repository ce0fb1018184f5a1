/** Enumerations of spec section 2.6 for receipts and settlements. */

/** A receipt's settleState; the one source of its values (types, entity, schemas derive from it). */
export const RECEIPT_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];
export const DELIVERY_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const SETTLEMENT_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE', 'TERMINATED'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];
export const SETTLEMENT_STATUSES = [
  'NEW',
  'PROCESSING',
  'AUTHORIZED',
  'CAPTURED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'PENDING_REFUND',
  'FAILED',
  'CANCELLED_BY_MERCHANT',
  'CANCELLED_BY_USER',
  'CANCELLED_FORCE',
  'DELETED',
  'DENIED',
  'REJECTED',
] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const SETTLEMENT_ID_METHODS = [
  'NO_CVM_RULE_PERFORMED',
  'SIGNATURE',
  'PIN_ONLINE',
  'PIN_OFFLINE',
  'PIN_ONLINE_AND_SIGNATURE',
  'PIN_OFFLINE_AND_SIGNATURE',
  'NO_CVM',
  'FAILED',
  'ON_DEVICE',
  'REFUND',
] as const;
export const LEDGER_TYPES = ['LEDGER', 'GENERAL_LEDGER', 'CUSTOMER_LEDGER'] as const;
/** Types of settlement transactions written by status changes. */
export const TRANSACTION_TYPES = ['AUTHORIZE', 'CAPTURE', 'REFUND'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
