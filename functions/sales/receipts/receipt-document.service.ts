import { copyOps, openCashPoint } from '#functions/fiscal/fiscal-write.ts';
import { type ReceiptTextInput, receiptText } from '#functions/fiscal/receipt-text-rules.ts';
import { readStore } from '#functions/stores/store.service.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { importChunk } from '#shared/chunk.ts';
import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { readReferenceFields } from '#shared/db/references.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { findReceipt } from './receipt.service.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import { kindOfReceipt, transactionDraft } from './receipt-fiscal.ts';

/**
 * The printed receipt (kassasystemforskriften §2-8-4) and its one copy, marked KOPI, signed and
 * journaled at the receipt's till (functions/fiscal).
 */

/** The store's company, organisation number and address; blank when the store is not on record. */
const companyOf = async (tenantUid: string, storeUid: string) => {
  try {
    const { body } = await readStore(tenantUid, storeUid);
    const a = body.address;
    return {
      storeName: body.name,
      companyName: a.companyName || body.name,
      organisationNumber: a.vatNumber ?? '',
      address: [a.address, `${a.postalCode} ${a.city}`.trim()],
    };
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    return { storeName: storeUid, companyName: '', organisationNumber: '', address: [] };
  }
};

const textInputOf = async (r: ReceiptRecord): Promise<Omit<ReceiptTextInput, 'copy'>> => {
  const [company, till] = await Promise.all([
    companyOf(r.tenantUid, r.storeUid),
    r.tillUid ? readReferenceFields(r.tenantUid, 'till', r.tillUid, ['name']) : undefined,
  ]);
  const draft = transactionDraft(r, 'SALE');
  const kind = kindOfReceipt(r.receiptKind ?? 'SALE', r.grandTotal) as ReceiptTextInput['kind'];
  return {
    ...company,
    kind,
    occurredAt: r.createdAt,
    voucherNumber: r.voucherNumber,
    cashPoint: till?.name ?? '',
    seller: r.sellerDisplayName,
    currency: r.currency,
    grossAmount: r.grandTotal,
    lines: draft.lines,
    payments: r.settlements.map((s) => ({
      settlementCode: s.settlementCode,
      settlementName: s.settlementName,
      amount: s.amount,
      reference:
        s.externalPaymentReference || s.transactions.find((t) => t.pspTransactionId)?.pspTransactionId,
    })),
  };
};

// pdf-lib is a chunk of its own, loaded on the first PDF (docs/decisions/bundles.md).
const receiptPdf = () => importChunk<typeof import('./receipt-pdf.ts')>(import.meta.dirname, 'receipt-pdf');

/**
 * The receipt's text as printed the first time; with `format` pdf also the same text as a PDF
 * (base64), drawn by the receipt-pdf chunk.
 */
export const receiptDocument = async (
  tenantUid: string,
  storeUid: string,
  receiptUid: string,
  format: 'text' | 'pdf' = 'text',
) => {
  const receipt = await findReceipt(tenantUid, storeUid, receiptUid);
  const text = receiptText({ ...(await textInputOf(receipt)), copy: false });
  if (format !== 'pdf') return { orderReceiptUid: receiptUid, text };
  const title = `${text.split('\n')[0]} ${receipt.voucherNumber}`;
  const bytes = await (await receiptPdf()).renderReceiptPdf({
    title,
    text,
    createdAt: new Date(receipt.createdAt),
  });
  return { orderReceiptUid: receiptUid, text, pdf: Buffer.from(bytes).toString('base64') };
};

/**
 * The receipt's one copy: a COPY transaction signed at the receipt's till and journaled (13014),
 * the text marked KOPI. A second copy, or a copy of a receipt made at no till, or of a proforma or
 * training receipt, is a 409.
 */
export const copyReceipt = async (auth: AuthContext, storeUid: string, receiptUid: string) => {
  const receipt = await findReceipt(auth.tenantUid, storeUid, receiptUid);
  const tillUid = receipt.tillUid;
  if (!tillUid) throw new ConflictError(`receipt '${receiptUid}' was not made at a till; it has no copy`);
  if ((receipt.receiptKind ?? 'SALE') !== 'SALE')
    throw new ConflictError(
      `receipt '${receiptUid}' is a ${receipt.receiptKind} receipt; only a sale has a copy`,
    );
  const input = await textInputOf(receipt);
  const draft = transactionDraft(receipt, 'COPY', receipt.fiscalNumber);
  const transaction = await retryOnRace(async () => {
    const point = await openCashPoint(auth.tenantUid, storeUid, tillUid, true);
    const out = copyOps(point, draft, userUidOf(auth), nowIso());
    await commit(out.ops);
    return out.transaction;
  });
  return {
    orderReceiptUid: receiptUid,
    transactionNumber: transaction.transactionNumber,
    signature: transaction.signature,
    keyVersion: transaction.keyVersion,
    text: receiptText({ ...input, copy: true }),
  };
};
