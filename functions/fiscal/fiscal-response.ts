import type * as z from 'zod/mini';
import type * as S from './fiscal.schema.ts';
import type { JournalEvent, SignedTransaction } from './fiscal.types.ts';
import { EVENT_CODES } from './fiscal-codes.ts';
import { signedString } from './signature-rules.ts';

/** Records as the API shows them: no storage field, absent links as null. */

export const toEventResponse = (e: JournalEvent): z.output<typeof S.JournalEventResponse> => ({
  sequence: e.sequence,
  eventCode: e.eventCode,
  eventName: EVENT_CODES[e.eventCode]?.nb ?? '',
  description: e.description,
  occurredAt: e.occurredAt,
  actorUid: e.actorUid,
  storeUid: e.storeUid,
  tillUid: e.tillUid,
  transactionNumber: e.transactionNumber ?? null,
  receiptUid: e.receiptUid ?? null,
  previousHash: e.previousHash,
  hash: e.hash,
});

export const toTransactionResponse = (
  x: SignedTransaction,
): z.output<typeof S.SignedTransactionResponse> => ({
  transactionNumber: x.transactionNumber,
  kind: x.kind,
  receiptUid: x.receiptUid,
  voucherNumber: x.voucherNumber,
  refTransactionNumber: x.refTransactionNumber ?? null,
  occurredAt: x.occurredAt,
  transDate: x.transDate,
  transTime: x.transTime,
  grossAmount: x.grossAmount,
  netAmount: x.netAmount,
  currency: x.currency,
  actorUid: x.actorUid,
  sellerDisplayName: x.sellerDisplayName,
  previousSignature: x.previousSignature,
  signedString: signedString(x),
  signature: x.signature,
  keyVersion: x.keyVersion,
  lines: x.lines,
  payments: x.payments,
});
