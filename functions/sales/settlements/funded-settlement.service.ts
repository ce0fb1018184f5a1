import type { Spend } from '#functions/loyalty/loyalty-rules.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { oneAtATime } from '#shared/db/retry.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { getOrder } from '../orders/order.repository.ts';
import type { OrderRecord } from '../orders/order.types.ts';
import { getPrePaymentAccount, putPrePaymentAccountOp } from '../prepayments/prepayment.repository.ts';
import { emptyAccount, isPrePaymentCode, usePrePayment } from '../prepayments/prepayment-rules.ts';
import { getReceipt } from '../receipts/receipt.repository.ts';
import type { ReceiptRecord } from '../receipts/receipt.types.ts';
import { commitReceiptChange } from '../receipts/receipt-commit.ts';
import type { CreateSettlementInput, UpdateSettlementInput } from '../receipts/receipt-input.schema.ts';
import { ofStore } from '../store-scope.ts';
import { addSettlement } from './settlement-build.ts';

/**
 * Settlements paid from money the service keeps itself (docs/decisions/payments-loyalty.md):
 * PRE_PAYMENT takes the order's unused pre-payments, LOYALTY the customer's points. Each is
 * CAPTURED at once and written in one transaction with what it draws on, so the money cannot be
 * used twice.
 */

/** The settlement code of a payment with loyalty points (any case). */
export const LOYALTY_CODE = 'LOYALTY';
const isLoyaltyCode = (code: string) => code.toUpperCase() === LOYALTY_CODE;

/** Whether a settlement code draws on pre-payments or points. */
export const isFundedCode = (code: string): boolean => isPrePaymentCode(code) || isLoyaltyCode(code);

/** A receipt created with settlements takes card and cash only: funded ones go through their own POST. */
export const refuseInlineFunded = (input: Pick<CreateSettlementInput, 'settlementCode'>, path: string) => {
  if (isFundedCode(input.settlementCode)) {
    throw new ConflictError(`${input.settlementCode} settlements are added to an existing receipt`, {
      errors: [
        { path: `${path}.settlementCode`, message: 'add it with POST .../receipts/{receiptUid}/settlements' },
      ],
    });
  }
};

/** A funded settlement is final: its status does not change (money back is a return receipt). */
export const refuseFundedChange = (receipt: ReceiptRecord, uid: string, input: UpdateSettlementInput) => {
  const s = receipt.settlements.find((x) => x.settlementUid === uid);
  if (s && isFundedCode(s.settlementCode) && s.status !== input.status) {
    throw new ConflictError(`settlement '${uid}' (${s.settlementCode}) cannot change status`, {
      errors: [{ path: 'body.status', message: 'a settlement paid from pre-payment or points is final' }],
    });
  }
};

const drawOps = async (
  order: OrderRecord,
  receipt: ReceiptRecord,
  spend: Spend,
  now: string,
): Promise<{ extraOps: TransactOp[]; loyaltySpend?: Spend }> => {
  const s = receipt.settlements.find((x) => x.settlementUid === spend.settlementUid)!;
  if (!isPrePaymentCode(s.settlementCode)) return { extraOps: [], loyaltySpend: spend };
  const t = order.tenantUid;
  const account =
    (await getPrePaymentAccount(t, order.orderUid)) ?? emptyAccount(t, order.orderUid, order.storeUid);
  const next = usePrePayment(account, { ...spend, createdAt: now }, 'body.amount');
  return { extraOps: [putPrePaymentAccountOp(next, now)] };
};

/** Adds a PRE_PAYMENT or LOYALTY settlement to a receipt (CAPTURED), drawing on its source atomically. */
export const createFundedSettlement = (
  auth: AuthContext,
  storeUid: string,
  receiptUid: string,
  input: CreateSettlementInput,
): Promise<ReceiptRecord> =>
  // The same turn key as the receipt's other changes in this process.
  oneAtATime(`${auth.tenantUid}#RECEIPT#${receiptUid}`, () =>
    retryOnRace(async () => {
      const t = auth.tenantUid;
      const before = ofStore(await getReceipt(t, receiptUid), storeUid, 'receipt', receiptUid);
      const order = await getOrder(t, before.orderUid);
      if (!order) throw NotFoundError.record('order', before.orderUid);
      const now = nowIso();
      const changed = addSettlement(
        before,
        { ...input, status: 'CAPTURED' },
        { userUid: userUidOf(auth) },
        now,
      );
      const settlementUid = changed.settlements.at(-1)!.settlementUid;
      const after = { ...changed, version: before.version + 1, lastModifiedAt: now };
      const spend = { amount: input.amount, orderReceiptUid: receiptUid, settlementUid };
      await commitReceiptChange({ before, after, order, now, ...(await drawOps(order, after, spend, now)) });
      return after;
    }),
  );
