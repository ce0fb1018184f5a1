import { randomUUID } from 'node:crypto';
import { ConflictError, ValidationError } from '#shared/errors.ts';
import type { CreateSettlementInput } from './receipt.schema.ts';
import type { ReceiptRecord, SettlementRecord } from './receipt.types.ts';
import { isCash, receiptStatus } from './receipt-state.ts';
import { applyStatus, STATE_OF_STATUS, transactionSums } from './settlement-machine.ts';

/** Settlements on one receipt (the receipt item holds them). */
export const MAX_SETTLEMENTS = 50;

export type Actor = { userUid: string };

/**
 * Adds a settlement to a receipt (pure): checks that the receipt is still open, that the amount
 * has the receipt's sign and that a non-cash payment does not exceed what is left to pay
 * (cash may exceed it: the excess is change). Initial status AUTHORIZED or CAPTURED writes its
 * transaction as if the status had been set from NEW.
 */
export const addSettlement = (
  receipt: ReceiptRecord,
  input: CreateSettlementInput,
  actor: Actor,
  now: string,
  path = 'body',
): ReceiptRecord => {
  if (receipt.settleState === 'COMPLETE') {
    throw new ConflictError(`receipt '${receipt.orderReceiptUid}' is already settled`);
  }
  if (receipt.settlements.length >= MAX_SETTLEMENTS) {
    throw new ConflictError(`a receipt holds at most ${MAX_SETTLEMENTS} settlements`);
  }
  const uid = input.settlementUid ?? randomUUID();
  if (receipt.settlements.some((s) => s.settlementUid === uid)) {
    throw new ConflictError(`settlement '${uid}' already exists`, {
      errors: [{ path: `${path}.settlementUid`, message: 'already exists' }],
    });
  }
  if (
    input.amount === 0 ||
    (receipt.grandTotal !== 0 && Math.sign(input.amount) !== Math.sign(receipt.grandTotal))
  ) {
    throw ValidationError.field(
      `${path}.amount`,
      receipt.grandTotal < 0 ? 'must be negative on a return receipt' : 'must be positive',
    );
  }
  const open = Math.abs(receipt.settlementTotals.remainingPrePayment);
  if (!isCash(input) && Math.abs(input.amount) > open) {
    throw new ConflictError(`the amount exceeds what is left to pay (${open})`, {
      errors: [{ path: `${path}.amount`, message: `must be at most ${open} in magnitude` }],
    });
  }
  const {
    status,
    pspTransactionId,
    tenantPaymentMethodUid,
    settlementUid: _uid,
    currency,
    storeSettlementIssuer,
    ...rest
  } = input;
  let settlement: SettlementRecord = {
    ...rest,
    settlementUid: uid,
    tenantPaymentMethodUid: tenantPaymentMethodUid ?? '',
    status: 'NEW',
    state: STATE_OF_STATUS.NEW,
    storeUid: receipt.storeUid,
    orderReceiptUid: receipt.orderReceiptUid,
    tenantUserUid: actor.userUid,
    currency: currency ?? { amount: input.amount, code: receipt.currency, exchangeRate: 1_000_000 },
    // Without a configured issuer the payment method is its own issuer (the field is required).
    storeSettlementIssuer: storeSettlementIssuer ?? {
      storeSettlementIssuerUid: input.storePaymentMethodUid,
      name: input.settlementName,
      code: input.settlementCode,
    },
    transactions: [],
    createdAt: now,
    lastModifiedAt: now,
  };
  Object.assign(settlement, transactionSums(settlement));
  if (status === 'CAPTURED' || status === 'PROCESSING' || status === 'AUTHORIZED') {
    settlement = applyStatus(settlement, { status, ...(pspTransactionId ? { pspTransactionId } : {}) }, now);
  }
  return withDerivedState({ ...receipt, settlements: [...receipt.settlements, settlement] }, now);
};

/** Recomputes totals and state; stamps settledAt when the receipt becomes COMPLETE. */
export const withDerivedState = (receipt: ReceiptRecord, now: string): ReceiptRecord => {
  const status = receiptStatus(receipt.grandTotal, receipt.settlements, receipt.currency);
  const becameComplete = status.settleState === 'COMPLETE' && receipt.settleState !== 'COMPLETE';
  return { ...receipt, ...status, ...(becameComplete ? { settledAt: now } : {}) };
};
