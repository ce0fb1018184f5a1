import { randomUUID } from 'node:crypto';
import { resolveSettlementMethods } from '#functions/payments/payment-read.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { oneAtATime } from '#shared/db/retry.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import { findOrder } from '../orders/order.service.ts';
import { assertIsOrder } from '../orders/order-type-rules.ts';
import { getPrePaymentAccount, putPrePaymentAccountOp } from './prepayment.repository.ts';
import type { CreatePrePaymentInput, PrePayment, RefundPrePaymentInput } from './prepayment.schema.ts';
import {
  addPrePayment,
  balanceOf,
  emptyAccount,
  type PrePaymentAccount,
  refundPrePayment as refundRule,
  repeatedPrePayment,
} from './prepayment-rules.ts';

/** The order's account (an empty one before the first pre-payment); 404 for an order of no store of ours. */
const readAccount = async (tenantUid: string, storeUid: string, orderUid: string) => {
  const order = await findOrder(tenantUid, storeUid, orderUid);
  return {
    order,
    account: (await getPrePaymentAccount(tenantUid, orderUid)) ?? emptyAccount(tenantUid, orderUid, storeUid),
  };
};

/** Read-decide-write of an order's pre-payments, retried from fresh reads when a concurrent change won. */
const mutateAccount = <T>(
  auth: AuthContext,
  storeUid: string,
  orderUid: string,
  decide: (
    account: PrePaymentAccount,
    currency: string,
    now: string,
  ) => { next?: PrePaymentAccount; answer: T },
  /** What the change is, when only an ORDER allows it (not an OFFER). */
  needsOrder?: string,
): Promise<T> =>
  oneAtATime(`${auth.tenantUid}#PREPAYMENTS#${orderUid}`, () =>
    retryOnRace(async () => {
      const { order, account } = await readAccount(auth.tenantUid, storeUid, orderUid);
      if (needsOrder) assertIsOrder(order, needsOrder);
      const now = nowIso();
      const { next, answer } = decide(account, order.currency, now);
      if (next) await commit([putPrePaymentAccountOp(next, now)]);
      return answer;
    }),
  );

/**
 * Registers a pre-payment (a deposit taken before the receipt). Idempotent: a repeat with the
 * same prePaymentUid or external reference and the same content answers the first one.
 */
export const createPrePayment = async (
  auth: AuthContext,
  storeUid: string,
  orderUid: string,
  input: CreatePrePaymentInput,
): Promise<PrePayment> => {
  // The deposit was taken with a payment method of the store, checked as a settlement's is.
  await resolveSettlementMethods(auth.tenantUid, storeUid, [
    { storePaymentMethodUid: input.storePaymentMethodUid, at: 'body' },
  ]);
  return mutateAccount(
    auth,
    storeUid,
    orderUid,
    (account, currency, now) => {
      const repeated = repeatedPrePayment(account, input);
      if (repeated) return { answer: repeated };
      const p: PrePayment = {
        prePaymentUid: input.prePaymentUid ?? randomUUID(),
        orderUid,
        storeUid,
        amount: input.amount,
        refundedAmount: 0,
        currency,
        storePaymentMethodUid: input.storePaymentMethodUid,
        settlementCode: input.settlementCode,
        settlementName: input.settlementName,
        externalPaymentReference: input.externalPaymentReference,
        note: input.note,
        tenantUserUid: userUidOf(auth),
        createdAt: now,
        refunds: [],
      };
      return { next: addPrePayment(account, p), answer: p };
    },
    'a pre-payment',
  );
};

/** Refunds unused money of a pre-payment; a repeat with the same refundUid answers it again. */
export const refundPrePayment = (
  auth: AuthContext,
  storeUid: string,
  orderUid: string,
  prePaymentUid: string,
  input: RefundPrePaymentInput,
): Promise<PrePayment> =>
  mutateAccount(auth, storeUid, orderUid, (account, _currency, now) => {
    const p = account.prePayments.find((x) => x.prePaymentUid === prePaymentUid);
    if (!p) throw NotFoundError.record('pre-payment', prePaymentUid);
    if (input.refundUid && p.refunds.some((r) => r.refundUid === input.refundUid)) return { answer: p };
    const next = refundRule(
      account,
      prePaymentUid,
      {
        refundUid: input.refundUid ?? randomUUID(),
        amount: input.amount,
        externalPaymentReference: input.externalPaymentReference,
      },
      { userUid: userUidOf(auth), now },
    );
    return { next, answer: next.prePayments.find((x) => x.prePaymentUid === prePaymentUid)! };
  });

/** The order's pre-payments (a page of them), their balance and the receipts that used them. */
export const listPrePayments = async (
  tenantUid: string,
  storeUid: string,
  orderUid: string,
  query: PagingInput,
) => {
  const { account } = await readAccount(tenantUid, storeUid, orderUid);
  const page = pageOf(account.prePayments, resolvePage(query, { sortBy: 'createdAt' }), 'prePaymentUid');
  return { ...page, balance: balanceOf(account), uses: account.uses };
};
