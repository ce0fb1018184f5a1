import type { TransactionDraft } from '#functions/fiscal/fiscal.types.ts';
import type { ReceiptKind } from '#functions/fiscal/fiscal-codes.ts';
import {
  type CashPoint,
  fiscalOps,
  openCashPoint,
  transactionEvent,
} from '#functions/fiscal/fiscal-write.ts';
import { readOpenTill } from '#functions/tills/till-read.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, ValidationError } from '#shared/errors.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import type { CreateReceiptInput } from './receipt-input.schema.ts';

/**
 * A receipt at a cash point (a till) is a cash-register transaction (kassasystemforskriften):
 * signed in order per till and journaled, in the receipt's own transaction (functions/fiscal).
 * A receipt made at no till (a web order) is not. Proforma and training receipts are signed and
 * journaled as such, take no payment, so they never count in a till's or the day's sales, and
 * never complete (no goods leave stock).
 */

/** The cash point of a new receipt: `tillUid`, else the till of its first settlement that names one. */
export const receiptTillOf = (input: CreateReceiptInput): string | undefined =>
  input.tillUid ?? input.settlements.find((s) => s.tillUid)?.tillUid;

/**
 * Checks the fiscal members of a new receipt before anything is read: a proforma or training
 * receipt names its till and takes no settlement; an explicit tillUid is an open till of the store.
 */
export const checkFiscalInput = async (tenantUid: string, storeUid: string, input: CreateReceiptInput) => {
  if (input.receiptKind !== 'SALE') {
    if (!receiptTillOf(input))
      throw ValidationError.field('body.tillUid', `a ${input.receiptKind} receipt is made at a till`);
    if (input.settlements.length > 0)
      throw ValidationError.field('body.settlements', `a ${input.receiptKind} receipt takes no payment`);
  }
  if (input.tillUid) await readOpenTill(tenantUid, storeUid, input.tillUid, 'body.tillUid');
};

/** A payment on a proforma or training receipt is refused: neither is a sale. */
export const refusePaymentOnNonSale = (receipt: ReceiptRecord): void => {
  const kind = receipt.receiptKind ?? 'SALE';
  if (kind !== 'SALE')
    throw new ConflictError(`receipt '${receipt.orderReceiptUid}' is a ${kind} receipt and takes no payment`);
};

/** The cash point of a receipt (read with the tenant's key), or undefined when it was made at no till. */
export const receiptCashPoint = (
  tenantUid: string,
  storeUid: string,
  tillUid: string | undefined,
): Promise<CashPoint | undefined> =>
  tillUid ? openCashPoint(tenantUid, storeUid, tillUid, true) : Promise.resolve(undefined);

/** What is signed of a receipt: its amounts, lines and payments as they stand. */
export const transactionDraft = (
  r: ReceiptRecord,
  kind: TransactionDraft['kind'],
  refTransactionNumber?: number,
): TransactionDraft => {
  const vat = r.items.reduce((sum, i) => sum + i.totalVatAmount, 0);
  return {
    kind,
    receiptUid: r.orderReceiptUid,
    voucherNumber: r.voucherNumber,
    refTransactionNumber,
    grossAmount: r.grandTotal,
    netAmount: r.grandTotal - vat,
    currency: r.currency,
    sellerDisplayName: r.sellerDisplayName,
    lines: r.items.map((i, index) => ({
      lineNumber: index + 1,
      productUid: i.productUid,
      sku: i.sku,
      name: i.name,
      quantity: i.quantityOrdered,
      unitPrice: i.itemPrice,
      totalPrice: i.totalPrice,
      totalVatAmount: i.totalVatAmount,
      vatRate: i.vatRate,
      vatCodeUid: i.vatCodeUid,
      discountAmount: i.totalDiscountAmount,
    })),
    payments: r.settlements.map((s) => ({
      settlementCode: s.settlementCode,
      settlementName: s.settlementName,
      amount: s.amount,
    })),
  };
};

/** The kind of transaction a new receipt is: a sale or, with a negative total, a return. */
export const kindOfReceipt = (kind: ReceiptKind, grandTotal: number): TransactionDraft['kind'] =>
  kind === 'SALE' ? (grandTotal < 0 ? 'RETURN' : 'SALE') : kind;

/** The members that sign and journal a receipt change at its cash point (none without one). */
export const receiptFiscalOps = (
  point: CashPoint | undefined,
  draft: TransactionDraft,
  actorUid: string,
  now: string,
): { ops: TransactOp[]; transactionNumber: number | undefined } => {
  if (!point) return { ops: [], transactionNumber: undefined };
  const out = fiscalOps(point, { actorUid, now, events: [transactionEvent(draft)], transaction: draft });
  return { ops: out.ops, transactionNumber: out.transaction?.transactionNumber };
};

/** The members that sign and journal the VOID of a receipt made at a till (none otherwise). */
export const voidFiscalOps = async (
  before: ReceiptRecord,
  actorUid: string,
  now: string,
): Promise<TransactOp[]> => {
  const point = await receiptCashPoint(before.tenantUid, before.storeUid, before.tillUid);
  return receiptFiscalOps(point, transactionDraft(before, 'VOID', before.fiscalNumber), actorUid, now).ops;
};
