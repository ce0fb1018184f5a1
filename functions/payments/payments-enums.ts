/** The value lists of the payments area (docs/decisions/payment-methods.md). */

/**
 * What kind of money a tenant payment method takes. PRE_PAYMENT and LOYALTY are the methods the
 * sales area draws from an order's deposits and a customer's points (settlement codes of the same
 * names).
 */
export const PAYMENT_METHOD_TYPES = [
  'CASH',
  'CARD',
  'INVOICE',
  'GIFT_CARD',
  'STORE_CREDIT',
  'MOBILE',
  'PRE_PAYMENT',
  'LOYALTY',
  'OTHER',
] as const;

export const PAYMENT_METHOD_SORT = ['name', 'code', 'createdAt'] as const;
export const PAYMENT_TERMINAL_SORT = ['name', 'provider', 'createdAt'] as const;
