import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '#shared/errors.ts';
import type { ReceiptRecord, SettlementRecord } from '../receipts/receipt.types.ts';
import type { CreateSettlementInput, UpdateSettlementInput } from '../receipts/receipt-input.schema.ts';
import { isCash, receiptStatus } from '../receipts/receipt-state.ts';
import { applyStatus, STATE_OF_STATUS, transactionSums } from './settlement-machine.ts';

/** Settlements on one receipt (the receipt item holds them). */
export const MAX_SETTLEMENTS = 50;

/** Settlement codes (any case) whose payments print no receipt text (spec 2.3: store credit, gift cards). */
export const NO_RECEIPT_TEXT_CODES = [
  'STORE_CREDIT',
  'STORECREDIT',
  'GIFTCARD',
  'GIFT_CARD',
  'SVC_GIFTCARD',
  'PSP_GIFTCARD',
] as const;

/** The receipt text a settlement keeps: '' where its type suppresses it. */
export const receiptTextFor = (settlementCode: string, text: string): string =>
  (NO_RECEIPT_TEXT_CODES as readonly string[]).includes(settlementCode.toUpperCase()) ? '' : text;

/**
 * A non-cash payment may not start for more than is left to pay once the payments already
 * under way are done (cash may: the excess is change). `path` names the field in the problem.
 */
const assertWithinOpen = (
  receipt: ReceiptRecord,
  s: Pick<SettlementRecord, 'settlementCode' | 'amount'>,
  path: string,
) => {
  const open = Math.abs(receipt.settlementTotals.remainingPrePayment);
  if (!isCash(s) && Math.abs(s.amount) > open) {
    throw new ConflictError(`the amount ${Math.abs(s.amount)} exceeds what is left to pay (${open})`, {
      errors: [{ path, message: `the amount must be at most ${open} in magnitude` }],
    });
  }
};

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
  if (input.amount === 0) throw ValidationError.field(`${path}.amount`, 'must not be 0');
  // The sign the stored receipt asks for: well formed, refused by the receipt (422).
  if (receipt.grandTotal !== 0 && Math.sign(input.amount) !== Math.sign(receipt.grandTotal)) {
    throw UnprocessableError.field(
      `${path}.amount`,
      receipt.grandTotal < 0 ? 'must be negative on a return receipt' : 'must be positive',
    );
  }
  assertWithinOpen(receipt, input, `${path}.amount`);
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
    receiptText: receiptTextFor(input.settlementCode, input.receiptText ?? ''),
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

/** The settlement `uid` of a receipt; 404 when the receipt has none such. */
export const findSettlement = (receipt: ReceiptRecord, uid: string): SettlementRecord => {
  const found = receipt.settlements.find((s) => s.settlementUid === uid);
  if (!found) throw NotFoundError.record('settlement', uid);
  return found;
};

/**
 * Changes a settlement's status and details (pure; transitions in settlement-machine.ts). A
 * settlement that starts must fit what is left to pay. On a COMPLETE receipt the money is final:
 * only a settlement that does not count (a leftover NEW or AUTHORIZED one) may still be ended,
 * for example an authorization voided after the customer paid in cash, and details may change.
 */
export const changeSettlement = (
  receipt: ReceiptRecord,
  uid: string,
  input: UpdateSettlementInput,
  now: string,
): ReceiptRecord => {
  const current = findSettlement(receipt, uid);
  const statusChange = current.status !== input.status || input.status === 'PARTIALLY_REFUNDED';
  if (
    statusChange &&
    receipt.settleState === 'COMPLETE' &&
    (current.state === 'COMPLETE' || STATE_OF_STATUS[input.status] !== 'TERMINATED')
  ) {
    throw new ConflictError(`receipt '${receipt.orderReceiptUid}' is settled; its payments are final`, {
      errors: [{ path: 'body.status', message: 'only a payment that does not count may still be ended' }],
    });
  }
  let next = statusChange ? applyStatus(current, input, now) : current;
  if (current.state === 'NOT_STARTED' && next.state !== 'NOT_STARTED' && next.state !== 'TERMINATED') {
    assertWithinOpen(receipt, current, 'body.status');
  }
  const { externalPaymentReference, externalId, idMethod, receiptText, displayMessages } = input;
  next = {
    ...next,
    ...(externalPaymentReference !== undefined ? { externalPaymentReference } : {}),
    ...(externalId !== undefined ? { externalId } : {}),
    ...(idMethod !== undefined ? { idMethod } : {}),
    ...(receiptText !== undefined ? { receiptText: receiptTextFor(next.settlementCode, receiptText) } : {}),
    ...(displayMessages ? { displayMessages: [...next.displayMessages, ...displayMessages].slice(-50) } : {}),
    lastModifiedAt: now,
  };
  const settlements = receipt.settlements.map((s) => (s.settlementUid === uid ? next : s));
  return withDerivedState({ ...receipt, settlements }, now);
};
