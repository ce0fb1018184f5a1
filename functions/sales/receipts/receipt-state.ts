import { fullyDelivered } from '../deliveries/delivery-rules.ts';
import type { OrderItem } from '../orders/order.schema.ts';
import { divRound } from '../orders/order-money.ts';
import { netOf, transactionSums } from '../settlements/settlement-machine.ts';
import type { SettlementRecord, Totals } from './receipt.types.ts';
import type { DeliveryState, ReceiptState } from './receipt-enums.ts';

/**
 * Receipt state and settlement totals (spec 3), pure. Documented in docs/decisions/receipts.md.
 *
 * Cash rounding: cash is paid in the smallest coin of the currency (NOK and SEK 1.00, DKK 0.50,
 * CHF 0.05; others 0.01). What is left to pay in cash is rounded half up to that unit
 * (`remainingRounded`); a cash payment that covers the rounded amount completes the receipt and
 * anything above it is `change`.
 */
export const CASH_UNITS: Record<string, number> = { NOK: 100, SEK: 100, DKK: 50, CHF: 5 };
export const cashUnitOf = (currency: string): number => CASH_UNITS[currency] ?? 1;

/** Rounds a non-negative amount half up to the cash unit. */
export const roundCash = (amount: number, unit: number): number => divRound(amount, unit) * unit;

/** A settlement is cash when its settlement code is CASH (any case). */
export const isCash = (s: Pick<SettlementRecord, 'settlementCode'>): boolean =>
  s.settlementCode.toUpperCase() === 'CASH';

export type ReceiptStatus = { settleState: ReceiptState; settlementTotals: Totals };

/** Totals of a receipt before anything is derived (withDerivedState replaces them). */
export const EMPTY_TOTALS: Totals = {
  change: 0,
  remaining: 0,
  remainingRounded: 0,
  totals: 0,
  remainingPrePayment: 0,
  remainingAuthorizedAmount: 0,
};

/**
 * Derives totals and state from the grand total and the settlements. Returns (grand total < 0)
 * are computed on magnitudes and given the sign back, so paying out works like paying in.
 */
export const receiptStatus = (
  grandTotal: number,
  settlements: readonly SettlementRecord[],
  currency: string,
): ReceiptStatus => {
  const sign = grandTotal < 0 ? -1 : 1;
  const due = Math.abs(grandTotal);
  const unit = cashUnitOf(currency);
  let cash = 0;
  let other = 0;
  let pending = 0;
  let authorizedOpen = 0;
  for (const s of settlements) {
    const net = sign * netOf(s);
    if (isCash(s)) cash += net;
    else other += net;
    if (s.state === 'IN_PROGRESS') pending += Math.abs(s.amount);
    if (s.status === 'AUTHORIZED') {
      const sums = transactionSums(s);
      authorizedOpen += Math.abs(sums.authorizedAmount) - Math.abs(sums.capturedAmount);
    }
  }
  const afterOther = due - other;
  let remaining: number;
  let remainingRounded: number;
  let change = 0;
  let complete: boolean;
  if (cash > 0) {
    const cashDue = roundCash(Math.max(afterOther, 0), unit);
    complete = cash >= cashDue;
    change = complete ? cash - cashDue : 0;
    remaining = complete ? 0 : afterOther - cash;
    remainingRounded = complete ? 0 : roundCash(Math.max(remaining, 0), unit);
  } else {
    remaining = Math.max(afterOther, 0);
    remainingRounded = roundCash(remaining, unit);
    complete = remaining === 0;
  }
  // Never -0: amounts are compared and serialised.
  const signed = (v: number) => (v === 0 ? 0 : sign * v);
  const started = settlements.some((s) => s.state === 'IN_PROGRESS' || s.state === 'COMPLETE');
  const settleState: ReceiptState = complete ? 'COMPLETE' : started ? 'IN_PROGRESS' : 'NOT_STARTED';
  return {
    settleState,
    settlementTotals: {
      totals: signed(cash + other),
      remaining: signed(remaining),
      remainingRounded: signed(remainingRounded),
      change,
      remainingPrePayment: signed(Math.max(remaining - pending, 0)),
      remainingAuthorizedAmount: signed(authorizedOpen),
    },
  };
};

/**
 * Delivery state from the lines (spec 3): every deliverable line delivered -> COMPLETE; some
 * delivered or reserved -> IN_PROGRESS. Return lines and lines of nothing physical are never
 * delivered and do not count.
 */
export const deliveryStateOf = (
  items: readonly Pick<
    OrderItem,
    'quantityOrdered' | 'quantityDelivered' | 'quantityReserved' | 'productType'
  >[],
): DeliveryState => {
  if (fullyDelivered(items)) return 'COMPLETE';
  return items.some((i) => i.quantityDelivered > 0 || i.quantityReserved > 0) ? 'IN_PROGRESS' : 'NOT_STARTED';
};

/**
 * An invoice settlement whose customer still owes part of it (spec 2.3: creditCount, creditAmount,
 * paymentCount and paymentAmount apply to invoice settlements only): ledgerType CUSTOMER_LEDGER,
 * not TERMINATED, and paymentAmount (what was paid on the invoice) below amount. A credit
 * invoice (a negative amount) owes the customer, not the other way round, so it never is.
 */
export const hasPaymentBalanceOutstanding = (
  s: Pick<SettlementRecord, 'amount' | 'paymentAmount'> & { state: string; ledgerType?: string | undefined },
): boolean => s.ledgerType === 'CUSTOMER_LEDGER' && s.state !== 'TERMINATED' && s.paymentAmount < s.amount;
