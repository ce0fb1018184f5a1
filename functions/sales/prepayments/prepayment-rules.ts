import { ConflictError, ValidationError } from '#shared/errors.ts';
import type { Balance, CreatePrePaymentInput, PrePayment } from './prepayment.schema.ts';

/**
 * Pre-payments of an order (docs/decisions/payments-loyalty.md), pure. The money a customer paid
 * before there was a receipt; a PRE_PAYMENT settlement on a receipt of the order uses it, and
 * what is unused can be refunded.
 */

/** The settlement code of a payment taken from the order's pre-payments (any case). */
export const PRE_PAYMENT_CODE = 'PRE_PAYMENT';
/** Pre-payments one order holds (they live inside one item). */
export const MAX_PRE_PAYMENTS = 50;
/** Uses (PRE_PAYMENT settlements) one order holds. */
export const MAX_USES = 200;

export type Use = { orderReceiptUid: string; settlementUid: string; amount: number; createdAt: string };

/** The pre-payments of one order and the settlements that used them. */
export type PrePaymentAccount = {
  tenantUid: string;
  orderUid: string;
  storeUid: string;
  prePayments: PrePayment[];
  uses: Use[];
  /** 0 before the first write. */
  version: number;
};

export const emptyAccount = (tenantUid: string, orderUid: string, storeUid: string): PrePaymentAccount => ({
  tenantUid,
  orderUid,
  storeUid,
  prePayments: [],
  uses: [],
  version: 0,
});

export const balanceOf = (a: Pick<PrePaymentAccount, 'prePayments' | 'uses'>): Balance => {
  const paid = a.prePayments.reduce((s, p) => s + p.amount, 0);
  const refunded = a.prePayments.reduce((s, p) => s + p.refundedAmount, 0);
  const used = a.uses.reduce((s, u) => s + u.amount, 0);
  return { paid, refunded, used, available: paid - refunded - used };
};

/** Whether a settlement code draws on the order's pre-payments. */
export const isPrePaymentCode = (code: string): boolean => code.toUpperCase() === PRE_PAYMENT_CODE;

const sameContent = (p: PrePayment, input: CreatePrePaymentInput) =>
  p.amount === input.amount &&
  p.storePaymentMethodUid === input.storePaymentMethodUid &&
  p.settlementCode === input.settlementCode &&
  p.externalPaymentReference === input.externalPaymentReference;

/**
 * The pre-payment the input repeats (same prePaymentUid, or same non-empty external reference),
 * when its content is the same; a 409 when the content differs; undefined for a new one.
 */
export const repeatedPrePayment = (
  account: PrePaymentAccount,
  input: CreatePrePaymentInput,
): PrePayment | undefined => {
  const found = account.prePayments.find(
    (p) =>
      (input.prePaymentUid !== undefined && p.prePaymentUid === input.prePaymentUid) ||
      (input.externalPaymentReference !== '' &&
        p.externalPaymentReference === input.externalPaymentReference),
  );
  if (!found) return undefined;
  if (sameContent(found, input)) return found;
  const byUid = found.prePaymentUid === input.prePaymentUid;
  throw new ConflictError(`pre-payment '${found.prePaymentUid}' exists with other content`, {
    errors: [
      {
        path: byUid ? 'body.prePaymentUid' : 'body.externalPaymentReference',
        message: 'names a pre-payment with another amount, method or reference',
      },
    ],
  });
};

/** The account with a new pre-payment. */
export const addPrePayment = (account: PrePaymentAccount, p: PrePayment): PrePaymentAccount => {
  if (account.prePayments.length >= MAX_PRE_PAYMENTS) {
    throw new ConflictError(`an order holds at most ${MAX_PRE_PAYMENTS} pre-payments`);
  }
  return { ...account, prePayments: [...account.prePayments, p] };
};

/**
 * The account after refunding `amount` (default: all that can be) of one pre-payment. What can
 * be refunded is the pre-payment's unrefunded part, but never more than the order's unused money:
 * money a receipt took is the receipt's (its own refund is a return).
 */
export const refundPrePayment = (
  account: PrePaymentAccount,
  prePaymentUid: string,
  refund: { refundUid: string; amount: number | undefined; externalPaymentReference: string },
  actor: { userUid: string; now: string },
): PrePaymentAccount => {
  const p = account.prePayments.find((x) => x.prePaymentUid === prePaymentUid)!;
  const refundable = Math.min(p.amount - p.refundedAmount, balanceOf(account).available);
  const amount = refund.amount ?? refundable;
  if (amount <= 0 || amount > refundable) {
    throw new ConflictError(`at most ${refundable} of pre-payment '${prePaymentUid}' can be refunded`, {
      errors: [{ path: 'body.amount', message: `must be at most ${refundable} (unused pre-payment)` }],
    });
  }
  const next: PrePayment = {
    ...p,
    refundedAmount: p.refundedAmount + amount,
    refunds: [
      ...p.refunds,
      {
        refundUid: refund.refundUid,
        amount,
        externalPaymentReference: refund.externalPaymentReference,
        tenantUserUid: actor.userUid,
        createdAt: actor.now,
      },
    ],
  };
  return {
    ...account,
    prePayments: account.prePayments.map((x) => (x.prePaymentUid === prePaymentUid ? next : x)),
  };
};

/** The account after a PRE_PAYMENT settlement of `amount` used it; 409 naming `path` when short. */
export const usePrePayment = (account: PrePaymentAccount, use: Use, path: string): PrePaymentAccount => {
  const { available } = balanceOf(account);
  if (use.amount <= 0) throw ValidationError.field(path, 'a pre-payment only pays (must be positive)');
  if (use.amount > available) {
    throw new ConflictError(`the order has ${available} of unused pre-payment`, {
      errors: [{ path, message: `must be at most ${available} (unused pre-payment of the order)` }],
    });
  }
  if (account.uses.length >= MAX_USES) throw new ConflictError(`an order holds at most ${MAX_USES} uses`);
  return { ...account, uses: [...account.uses, use] };
};
