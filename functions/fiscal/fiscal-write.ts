import type { TransactOp } from '#shared/db/transaction.ts';
import { copyGuardOp, getHead, moveHeadOp, putEventOp, putTransactionOp } from './cash-point.repository.ts';
import type { CashPointHead, JournalEvent, SignedTransaction, TransactionDraft } from './fiscal.types.ts';
import { EVENT_CODES, EVENT_OF_KIND, type EventCode } from './fiscal-codes.ts';
import { chainHash, GENESIS_HASH } from './journal-rules.ts';
import { FIRST_PREVIOUS_SIGNATURE, localDateTime, signFields } from './signature-rules.ts';
import { type SigningKey, signingKeyOf } from './signing-key.service.ts';

/**
 * What other areas call to journal and sign at a cash point, inside their own transaction: read
 * the cash point (`openCashPoint`, one GetItem, in parallel with the caller's other reads), then
 * take the members (`fiscalOps`) into the commit of the change. The head moves under a condition
 * on what was read, so of two concurrent appends one commits and the other fails with a race,
 * which the caller's retryOnRace repeats from fresh reads: the chains never fork and no number
 * is skipped (a failed transaction writes nothing).
 */

/** A cash point as read before an append. */
export type CashPoint = {
  tenantUid: string;
  storeUid: string;
  tillUid: string;
  head: CashPointHead | undefined;
  key: SigningKey | undefined;
};

/** An event to journal; `withTransaction` links it to the transaction signed in the same append. */
export type EventDraft = {
  eventCode: EventCode;
  description?: string | undefined;
  receiptUid?: string | undefined;
  withTransaction?: boolean;
};

export type Append = {
  actorUid: string;
  now: string;
  events: readonly EventDraft[];
  transaction?: TransactionDraft | undefined;
};

/** Reads the head of the cash point and, when it will sign, the tenant's key (cached per process). */
export const openCashPoint = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
  signs: boolean,
): Promise<CashPoint> => {
  const [head, key] = await Promise.all([
    getHead(tenantUid, tillUid),
    signs ? signingKeyOf(tenantUid) : Promise.resolve(undefined),
  ]);
  return { tenantUid, storeUid: head?.storeUid ?? storeUid, tillUid, head, key };
};

/** The transaction members of an append, and what they write. */
export const fiscalOps = (
  point: CashPoint,
  append: Append,
): { ops: TransactOp[]; events: JournalEvent[]; transaction: SignedTransaction | undefined } => {
  const { tenantUid, storeUid, tillUid, head } = point;
  // Time never goes back within a cash point, so key order is time and sequence order.
  const at = head && head.lastAt > append.now ? head.lastAt : append.now;
  let transaction: SignedTransaction | undefined;
  let lastSignature = head?.lastSignature ?? FIRST_PREVIOUS_SIGNATURE;
  let transactionNumber = head?.transactionNumber ?? 0;
  if (append.transaction) {
    if (!point.key) throw new Error('a transaction is signed only at a cash point opened to sign');
    transactionNumber += 1;
    const fields = {
      previousSignature: lastSignature,
      ...localDateTime(at),
      transactionNumber,
      grossAmount: append.transaction.grossAmount,
      netAmount: append.transaction.netAmount,
    };
    const signature = signFields(fields, point.key.privateKey);
    transaction = {
      ...append.transaction,
      ...fields,
      tenantUid,
      storeUid,
      tillUid,
      occurredAt: at,
      actorUid: append.actorUid,
      signature,
      keyVersion: point.key.keyVersion,
    };
    lastSignature = signature;
  }
  let hash = head?.journalHash ?? GENESIS_HASH;
  let sequence = head?.journalSequence ?? 0;
  const events = append.events.map((draft): JournalEvent => {
    sequence += 1;
    const chained = {
      tenantUid,
      storeUid,
      tillUid,
      sequence,
      eventCode: draft.eventCode,
      occurredAt: at,
      actorUid: append.actorUid,
      description: draft.description ?? EVENT_CODES[draft.eventCode].en,
      transactionNumber: draft.withTransaction ? transaction?.transactionNumber : undefined,
      receiptUid: draft.receiptUid,
    };
    const event = { ...chained, previousHash: hash, hash: chainHash(hash, chained) };
    hash = event.hash;
    return event;
  });
  const after: CashPointHead = {
    tenantUid,
    storeUid,
    tillUid,
    journalSequence: sequence,
    journalHash: hash,
    transactionNumber,
    lastSignature,
    lastAt: at,
  };
  const ops = [
    moveHeadOp(head, after),
    ...events.map(putEventOp),
    ...(transaction ? [putTransactionOp(transaction)] : []),
  ];
  return { ops, events, transaction };
};

/** The journal event of a signed transaction of `kind` (sale, return, copy, void, proforma, training). */
export const transactionEvent = (draft: TransactionDraft, description?: string): EventDraft => ({
  eventCode: EVENT_OF_KIND[draft.kind],
  receiptUid: draft.receiptUid,
  withTransaction: true,
  description: description ?? `${EVENT_CODES[EVENT_OF_KIND[draft.kind]].en} ${draft.voucherNumber}`,
});

/**
 * The members that journal `events` at a cash point without signing (a till opened or closed, a
 * cash movement): one GetItem, then the caller commits them with its change inside retryOnRace.
 */
export const journalOps = async (
  at: { tenantUid: string; storeUid: string; tillUid: string },
  actorUid: string,
  now: string,
  events: readonly EventDraft[],
): Promise<TransactOp[]> =>
  fiscalOps(await openCashPoint(at.tenantUid, at.storeUid, at.tillUid, false), { actorUid, now, events }).ops;

/**
 * The members of a receipt's one copy: the signed COPY transaction, its journal event (13014) and
 * the receipt's copy mark, whose condition makes a second copy a 409.
 */
export const copyOps = (point: CashPoint, draft: TransactionDraft, actorUid: string, now: string) => {
  const out = fiscalOps(point, { actorUid, now, events: [transactionEvent(draft)], transaction: draft });
  const transaction = out.transaction!;
  return { ops: [...out.ops, copyGuardOp(point.tenantUid, draft.receiptUid, transaction)], transaction };
};
