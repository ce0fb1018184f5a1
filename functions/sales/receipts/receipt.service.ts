import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { oneAtATime } from '#shared/db/retry.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '#shared/errors.ts';
import { assertVersion, ifMatchVersion } from '#shared/http/conditional.ts';
import { mergeMetadata } from '#shared/schema/metadata.ts';
import { getOrder } from '../orders/order.repository.ts';
import { changedAddress } from '../orders/order.service.ts';
import type { OrderRecord } from '../orders/order.types.ts';
import {
  createFundedSettlement,
  isFundedCode,
  refuseFundedChange,
} from '../settlements/funded-settlement.service.ts';
import { addSettlement, changeSettlement } from '../settlements/settlement-build.ts';
import { withPaymentMethods } from '../settlements/settlement-method.ts';
import { atTill } from '../settlements/till-tally.ts';
import { ofStore } from '../store-scope.ts';
import { getReceipt } from './receipt.repository.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import { commitReceiptChange } from './receipt-commit.ts';
import { refusePaymentOnNonSale, voidFiscalOps } from './receipt-fiscal.ts';
import type {
  CreateSettlementInput,
  UpdateReceiptInput,
  UpdateSettlementInput,
} from './receipt-input.schema.ts';

/** A receipt of the tenant in the store of the path; 404 otherwise (never reveals other stores). */
export const findReceipt = async (
  tenantUid: string,
  storeUid: string,
  receiptUid: string,
): Promise<ReceiptRecord> =>
  ofStore(await getReceipt(tenantUid, receiptUid), storeUid, 'receipt', receiptUid);

type Mutation = (receipt: ReceiptRecord, order: OrderRecord, now: string) => ReceiptRecord | undefined;
/** Further members of the change's transaction, from the receipt before it (a void's signature). */
type ExtraOps = (before: ReceiptRecord, now: string) => Promise<TransactOp[]>;

/**
 * Read-decide-write of one receipt: reads receipt and order, applies `mutation` (pure; undefined
 * cancels the receipt), commits receipt, order, search and events in one transaction, and
 * retries from a fresh read when a concurrent change won. `expectedVersion` (If-Match) is a 412
 * when the receipt moved on. Changes of one receipt served by this process take turns, so only
 * changes in other processes can race (and are retried).
 */
const mutateReceipt = (
  auth: AuthContext,
  storeUid: string,
  receiptUid: string,
  mutation: Mutation,
  expectedVersion?: number,
  extra?: ExtraOps,
): Promise<ReceiptRecord | undefined> =>
  oneAtATime(`${auth.tenantUid}#RECEIPT#${receiptUid}`, () =>
    retryOnRace(async () => {
      const before = await findReceipt(auth.tenantUid, storeUid, receiptUid);
      assertVersion(expectedVersion, before, `receipt '${receiptUid}'`);
      const order = await getOrder(auth.tenantUid, before.orderUid);
      if (!order) throw NotFoundError.record('order', before.orderUid);
      const now = nowIso();
      const changed = mutation(before, order, now);
      const after = changed ? { ...changed, version: before.version + 1, lastModifiedAt: now } : undefined;
      const extraOps = extra ? await extra(before, now) : [];
      await commitReceiptChange({ before, after, order, now, extraOps });
      return after;
    }),
  );

export const createSettlement = async (
  auth: AuthContext,
  storeUid: string,
  receiptUid: string,
  input: CreateSettlementInput,
): Promise<ReceiptRecord> => {
  const [checked] = await withPaymentMethods(auth.tenantUid, storeUid, [{ input, at: 'body' }]);
  // Pre-payments and loyalty points are drawn in their own way (funded-settlement.service.ts).
  if (isFundedCode(checked!.settlementCode)) {
    return createFundedSettlement(auth, storeUid, receiptUid, checked!);
  }
  const settlement = await atTill(auth.tenantUid, storeUid, checked!, 'body');
  return (await mutateReceipt(auth, storeUid, receiptUid, (r, _o, now) => {
    refusePaymentOnNonSale(r);
    return addSettlement(r, settlement, { userUid: userUidOf(auth) }, now);
  }))!;
};

export const updateSettlement = async (
  auth: AuthContext,
  storeUid: string,
  receiptUid: string,
  settlementUid: string,
  input: UpdateSettlementInput,
): Promise<ReceiptRecord> =>
  (await mutateReceipt(auth, storeUid, receiptUid, (r, _o, now) => {
    refuseFundedChange(r, settlementUid, input);
    return changeSettlement(r, settlementUid, input, now);
  }))!;

export const updateReceipt = async (
  auth: AuthContext,
  storeUid: string,
  receiptUid: string,
  input: UpdateReceiptInput,
  ifMatch: string | undefined,
): Promise<ReceiptRecord> => {
  const fromHeader = ifMatchVersion(ifMatch, 'receipt');
  const expected = fromHeader ?? input.version;
  if (ifMatch !== undefined && input.version !== undefined && fromHeader !== input.version) {
    throw ValidationError.field('body.version', 'differs from If-Match');
  }
  return (await mutateReceipt(
    auth,
    storeUid,
    receiptUid,
    (r) => ({
      ...r,
      ...(input.note !== undefined ? { note: input.note } : {}),
      ...(input.externalVoucherNumber !== undefined
        ? { externalVoucherNumber: input.externalVoucherNumber }
        : {}),
      ...(input.sellerDisplayName !== undefined ? { sellerDisplayName: input.sellerDisplayName } : {}),
      ...(input.address ? { address: changedAddress(r.address, input.address) } : {}),
      ...(input.metadata ? { metadata: mergeMetadata(r.metadata, input.metadata) } : {}),
    }),
    expected,
  ))!;
};

/**
 * Cancels (deletes) a receipt while NOT_STARTED; its lines become free for another receipt. A
 * receipt made at a till stays on record: its VOID is signed and journaled in the same transaction
 * (receipt-fiscal.ts), with the receipt's lines and amounts.
 */
export const cancelReceipt = async (
  auth: AuthContext,
  storeUid: string,
  receiptUid: string,
): Promise<void> => {
  await mutateReceipt(
    auth,
    storeUid,
    receiptUid,
    (r) => {
      if (r.settleState !== 'NOT_STARTED') {
        throw new ConflictError(
          `receipt '${receiptUid}' is ${r.settleState}; only a NOT_STARTED receipt can be cancelled`,
        );
      }
      // Cancelling deletes the receipt: a payment that was authorized, captured or refunded is
      // part of the books and must stay, even when it was refunded back to nothing.
      if (r.settlements.some((s) => s.transactions.length > 0)) {
        throw new ConflictError(`receipt '${receiptUid}' has payment transactions and cannot be cancelled`);
      }
      return undefined;
    },
    undefined,
    (before, now) => voidFiscalOps(before, userUidOf(auth), now),
  );
};
