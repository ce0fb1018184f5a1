import { randomUUID } from 'node:crypto';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { NUMBER_RACE_POLICY, retryOnRace } from '#shared/db/race.ts';
import { oneAtATime } from '#shared/db/retry.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { mergeMetadata } from '#shared/schema/metadata.ts';
import { COUNTERS, incrementCounterOp, readCounter } from '../counter.repository.ts';
import { withAddons } from '../orders/addon-rules.ts';
import { findOrder } from '../orders/order.service.ts';
import { assertIsOrder } from '../orders/order-type-rules.ts';
import { refuseInlineFunded } from '../settlements/funded-settlement.service.ts';
import { addSettlement, withDerivedState } from '../settlements/settlement-build.ts';
import { withPaymentMethods } from '../settlements/settlement-method.ts';
import { atTill } from '../settlements/till-tally.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import { commitReceiptChange } from './receipt-commit.ts';
import {
  checkFiscalInput,
  kindOfReceipt,
  receiptCashPoint,
  receiptFiscalOps,
  receiptTillOf,
  transactionDraft,
} from './receipt-fiscal.ts';
import type { CreateReceiptInput } from './receipt-input.schema.ts';
import { deliveryStateOf, EMPTY_TOTALS } from './receipt-state.ts';

/** Receipts of one order over its life (cancelled ones are gone); bounds the order item and transactions. */
export const MAX_RECEIPTS_PER_ORDER = 50;

/**
 * Creates a receipt on an order for the given lines (default: every line not yet on a receipt).
 * A line is on at most one receipt; the voucher number is the store's next (counter, receipt,
 * order and events in one transaction). Optional settlements are applied in the same write.
 * A lost race (the number or the order moved) is retried from fresh reads and never reaches the
 * client; a failed attempt wrote nothing, so no voucher number is skipped.
 */
export const createReceipt = async (
  auth: AuthContext,
  storeUid: string,
  orderUid: string,
  input: CreateReceiptInput,
): Promise<ReceiptRecord> => {
  const tenantUid = auth.tenantUid;
  const receiptUid = input.orderReceiptUid ?? randomUUID();
  const counterKey = COUNTERS.voucherNumber(tenantUid, storeUid);
  const [checked] = await Promise.all([
    withPaymentMethods(
      tenantUid,
      storeUid,
      input.settlements.map((s, i) => ({ input: s, at: `body.settlements.${i}` })),
    ),
    checkFiscalInput(tenantUid, storeUid, input),
  ]);
  const settlements = await Promise.all(
    checked.map((s, i) => atTill(tenantUid, storeUid, s, `body.settlements.${i}`)),
  );
  const tillUid = receiptTillOf(input);
  const metadata = mergeMetadata(undefined, input.metadata);
  // Creates of one store served by this process take turns; other processes are out-raced by
  // the counter's condition and retried (docs/decisions/receipts.md, "Numbering under concurrency").
  return oneAtATime(counterKey.pk, () =>
    retryOnRace(async () => {
      const order = await findOrder(tenantUid, storeUid, orderUid);
      assertIsOrder(order, 'a receipt');
      const byUid = new Map(order.items.map((i) => [i.orderItemUid, i]));
      // Add-ons go on the receipt of their parent line (addon-rules.ts).
      const wanted =
        withAddons(order.items, input.orderItemUids) ??
        order.items.filter((i) => !i.orderReceiptUid).map((i) => i.orderItemUid);
      if (wanted.length === 0)
        throw new ConflictError(`every line of order '${orderUid}' is already on a receipt`);
      const errors = wanted.flatMap((uid, index) => {
        const line = byUid.get(uid);
        const path = `body.orderItemUids.${index}`;
        if (!line) return [{ status: 404, path, message: `order line '${uid}' was not found` }];
        if (line.orderReceiptUid) {
          return [
            {
              status: 409,
              path,
              message: `order line '${uid}' is already on receipt '${line.orderReceiptUid}'`,
            },
          ];
        }
        if (wanted.indexOf(uid) !== index)
          return [{ status: 409, path, message: `order line '${uid}' is listed twice` }];
        return [];
      });
      if (errors.some((e) => e.status === 404)) {
        throw new NotFoundError(errors.map((e) => e.message).join('; '), {
          errors: errors.filter((e) => e.status === 404),
        });
      }
      if (errors.length > 0) throw new ConflictError(errors.map((e) => e.message).join('; '), { errors });
      if (order.receipts.length >= MAX_RECEIPTS_PER_ORDER) {
        throw new ConflictError(`an order holds at most ${MAX_RECEIPTS_PER_ORDER} receipts`);
      }
      // The till's fiscal head is read beside the counter: signing adds no round trip in series.
      const [counter, cashPoint] = await Promise.all([
        readCounter(counterKey),
        receiptCashPoint(tenantUid, storeUid, tillUid),
      ]);
      // Stamped after the read: createdAt then follows the commit order, as the numbers do.
      const now = nowIso();
      const items = wanted.map((uid) => ({
        ...byUid.get(uid)!,
        orderReceiptUid: receiptUid,
        lastModifiedAt: now,
      }));
      let receipt: ReceiptRecord = withDerivedState(
        {
          tenantUid,
          storeUid,
          orderUid,
          orderReceiptUid: receiptUid,
          voucherNumber: String(counter.value + 1),
          voucherSeq: counter.value + 1,
          externalVoucherNumber: input.externalVoucherNumber,
          sellerDisplayName: input.sellerDisplayName ?? order.sellerDisplayName,
          note: input.note,
          settledAt: now,
          settleState: 'NOT_STARTED',
          deliveryState: deliveryStateOf(items),
          grandTotal: items.reduce((sum, i) => sum + i.totalPrice, 0),
          currency: order.currency,
          settlementTotals: EMPTY_TOTALS,
          settlements: [],
          items,
          address: order.address,
          customerUid: order.customerUid,
          ...(tillUid ? { tillUid } : {}),
          receiptKind: input.receiptKind,
          ...(metadata ? { metadata } : {}),
          createdAt: now,
          lastModifiedAt: now,
          version: 1,
        },
        now,
      );
      const actor = { userUid: userUidOf(auth) };
      settlements.forEach((s, i) => {
        refuseInlineFunded(s, `body.settlements.${i}`);
        receipt = addSettlement(receipt, s, actor, now, `body.settlements.${i}`);
      });
      const kind = kindOfReceipt(input.receiptKind, receipt.grandTotal);
      const fiscal = receiptFiscalOps(cashPoint, transactionDraft(receipt, kind), actor.userUid, now);
      if (fiscal.transactionNumber) receipt = { ...receipt, fiscalNumber: fiscal.transactionNumber };
      await commitReceiptChange({
        before: undefined,
        after: receipt,
        order,
        now,
        extraOps: [incrementCounterOp(counter), ...fiscal.ops],
      });
      return receipt;
    }, NUMBER_RACE_POLICY),
  );
};
