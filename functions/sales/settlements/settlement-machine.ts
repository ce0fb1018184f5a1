import { ConflictError, UnprocessableError, ValidationError } from '#shared/errors.ts';
import type { SettlementRecord } from '../receipts/receipt.types.ts';
import type { SettlementState, SettlementStatus, TransactionType } from '../receipts/receipt-enums.ts';

/**
 * Settlement state machine (docs/decisions/receipts.md). The state is derived from the status:
 * a settlement counts towards the receipt only while COMPLETE, with its captured minus refunded
 * amount. Terminal statuses allow no further change.
 */
export const STATE_OF_STATUS: Record<SettlementStatus, SettlementState> = {
  NEW: 'NOT_STARTED',
  PROCESSING: 'IN_PROGRESS',
  AUTHORIZED: 'IN_PROGRESS',
  CAPTURED: 'COMPLETE',
  PARTIALLY_REFUNDED: 'COMPLETE',
  PENDING_REFUND: 'COMPLETE',
  REFUNDED: 'TERMINATED',
  FAILED: 'TERMINATED',
  CANCELLED_BY_MERCHANT: 'TERMINATED',
  CANCELLED_BY_USER: 'TERMINATED',
  CANCELLED_FORCE: 'TERMINATED',
  DELETED: 'TERMINATED',
  DENIED: 'TERMINATED',
  REJECTED: 'TERMINATED',
};

const ABORT = [
  'FAILED',
  'DENIED',
  'REJECTED',
  'CANCELLED_BY_MERCHANT',
  'CANCELLED_BY_USER',
  'CANCELLED_FORCE',
  'DELETED',
] as const satisfies readonly SettlementStatus[];
const CANCEL = ['CANCELLED_BY_MERCHANT', 'CANCELLED_BY_USER', 'CANCELLED_FORCE'] as const;

/** Allowed status changes: from -> to. Anything else is a 409. */
export const TRANSITIONS: Record<SettlementStatus, readonly SettlementStatus[]> = {
  NEW: ['PROCESSING', 'AUTHORIZED', 'CAPTURED', ...ABORT],
  PROCESSING: ['AUTHORIZED', 'CAPTURED', ...ABORT],
  AUTHORIZED: ['CAPTURED', ...CANCEL],
  CAPTURED: ['PENDING_REFUND', 'PARTIALLY_REFUNDED', 'REFUNDED'],
  PENDING_REFUND: ['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED'],
  PARTIALLY_REFUNDED: ['PENDING_REFUND', 'PARTIALLY_REFUNDED', 'REFUNDED'],
  REFUNDED: [],
  FAILED: [],
  CANCELLED_BY_MERCHANT: [],
  CANCELLED_BY_USER: [],
  CANCELLED_FORCE: [],
  DELETED: [],
  DENIED: [],
  REJECTED: [],
};

const sumOf = (s: Pick<SettlementRecord, 'transactions'>, type: TransactionType): number =>
  s.transactions.filter((t) => t.transactionType === type).reduce((a, t) => a + t.transactionAmount, 0);

/** authorizedAmount, capturedAmount, refundedAmount from the transactions list. */
export const transactionSums = (s: Pick<SettlementRecord, 'transactions'>) => ({
  authorizedAmount: sumOf(s, 'AUTHORIZE'),
  capturedAmount: sumOf(s, 'CAPTURE'),
  refundedAmount: sumOf(s, 'REFUND'),
});

/** What a settlement contributes to the receipt: captured minus refunded while COMPLETE, else 0. */
export const netOf = (s: SettlementRecord): number => {
  if (s.state !== 'COMPLETE') return 0;
  const { capturedAmount, refundedAmount } = transactionSums(s);
  return capturedAmount - refundedAmount;
};

export type StatusChange = {
  status: SettlementStatus;
  transactionAmount?: number;
  pspTransactionId?: string;
};

/**
 * Applies a status change, writing the transaction it implies (amounts carry the sign of the
 * settlement amount; `transactionAmount` is a magnitude):
 * AUTHORIZED: AUTHORIZE of the amount. CAPTURED: CAPTURE of the authorized (or, without an
 * authorization, the requested) amount, or `transactionAmount` of it. PARTIALLY_REFUNDED: REFUND
 * of `transactionAmount` (required, less than what is left). REFUNDED: REFUND of what is left.
 */
export const applyStatus = (s: SettlementRecord, change: StatusChange, now: string): SettlementRecord => {
  const from = s.status;
  const to = change.status;
  if (!TRANSITIONS[from].includes(to)) {
    throw new ConflictError(`settlement '${s.settlementUid}' cannot change from ${from} to ${to}`, {
      errors: [{ path: 'body.status', message: `not allowed from ${from}` }],
    });
  }
  const sign = s.amount < 0 ? -1 : 1;
  const sums = transactionSums(s);
  const field = 'body.transactionAmount';
  const tx = (transactionType: TransactionType, magnitude: number) => ({
    transactionType,
    transactionAmount: sign * magnitude,
    orderReceiptUid: s.orderReceiptUid,
    ...(change.pspTransactionId ? { pspTransactionId: change.pspTransactionId } : {}),
  });
  const transactions = [...s.transactions];
  if (to === 'AUTHORIZED') {
    transactions.push(tx('AUTHORIZE', Math.abs(s.amount)));
  } else if (to === 'CAPTURED' && from !== 'PENDING_REFUND') {
    const capturable = from === 'AUTHORIZED' ? Math.abs(sums.authorizedAmount) : Math.abs(s.amount);
    const amount = change.transactionAmount ?? capturable;
    // Above what was authorised: well formed, refused by the settlement as stored (422).
    if (amount > capturable) throw UnprocessableError.field(field, `must be at most ${capturable}`);
    transactions.push(tx('CAPTURE', amount));
  } else if (to === 'PARTIALLY_REFUNDED' || to === 'REFUNDED') {
    const refundable = Math.abs(sums.capturedAmount) - Math.abs(sums.refundedAmount);
    const amount = change.transactionAmount ?? (to === 'REFUNDED' ? refundable : undefined);
    if (amount === undefined) throw ValidationError.field(field, 'is required for a partial refund');
    if (to === 'PARTIALLY_REFUNDED' && amount >= refundable) {
      throw UnprocessableError.field(field, `must be less than ${refundable} (use REFUNDED for all of it)`);
    }
    if (to === 'REFUNDED' && amount !== refundable) {
      throw UnprocessableError.field(field, `must be ${refundable}, what is left to refund`);
    }
    transactions.push(tx('REFUND', amount));
  }
  const state = STATE_OF_STATUS[to];
  const next: SettlementRecord = { ...s, status: to, state, transactions, lastModifiedAt: now };
  Object.assign(next, transactionSums(next));
  if (state === 'COMPLETE' && !s.settledAt) next.settledAt = now;
  return next;
};
