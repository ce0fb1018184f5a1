import { getHead } from './cash-point.repository.ts';
import { walkPeriod } from './cash-point-walk.repository.ts';
import type { ChainVerification } from './fiscal.schema.ts';
import type { JournalEvent, SignedTransaction } from './fiscal.types.ts';
import { assertStoreTill } from './journal.service.ts';
import { type ChainBreak, findChainBreak, GENESIS_HASH } from './journal-rules.ts';
import { FIRST_PREVIOUS_SIGNATURE, verifyFields } from './signature-rules.ts';
import { publicKeysOf } from './signing-key.service.ts';

/**
 * Verifies both chains of a cash point from its first record: every journal hash and link, and
 * every transaction's number, previous signature and signature under the public key of its
 * keyVersion; and that the head names the last of each, so a removed tail is evident too.
 */

const ALL = { from: '', to: '\uffff' };
type Break = { number: number; reason: string } | null;

const verifyJournal = async (tenantUid: string, tillUid: string) => {
  let previous = GENESIS_HASH;
  let count = 0;
  let brokenAt: Break = null;
  for await (const e of walkPeriod<JournalEvent>(tenantUid, tillUid, 'J', ALL)) {
    count += 1;
    const broken: ChainBreak | undefined = brokenAt ? undefined : findChainBreak([e], previous, count);
    if (broken) brokenAt = { number: broken.sequence, reason: broken.reason };
    previous = e.hash;
  }
  return { count, last: previous, brokenAt };
};

const verifyTransactions = async (tenantUid: string, tillUid: string) => {
  const keys = new Map((await publicKeysOf(tenantUid)).map((k) => [k.keyVersion, k.publicKeyPem]));
  let previous = FIRST_PREVIOUS_SIGNATURE;
  let count = 0;
  let brokenAt: Break = null;
  for await (const x of walkPeriod<SignedTransaction>(tenantUid, tillUid, 'X', ALL)) {
    count += 1;
    const pem = keys.get(x.keyVersion);
    const reason =
      x.transactionNumber !== count
        ? `transaction ${count} is missing`
        : x.previousSignature !== previous
          ? 'its previous signature is not the signature of the transaction before it'
          : !pem
            ? `no public key of version ${x.keyVersion}`
            : !verifyFields(x, x.signature, pem)
              ? 'its signature does not verify'
              : undefined;
    if (reason && !brokenAt) brokenAt = { number: count, reason };
    previous = x.signature;
  }
  return { count, last: previous, brokenAt };
};

export const verifyCashPoint = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
): Promise<ChainVerification> => {
  await assertStoreTill(tenantUid, storeUid, tillUid);
  const [head, journal, transactions] = await Promise.all([
    getHead(tenantUid, tillUid),
    verifyJournal(tenantUid, tillUid),
    verifyTransactions(tenantUid, tillUid),
  ]);
  if (!journal.brokenAt && (head?.journalSequence ?? 0) !== journal.count) {
    journal.brokenAt = { number: journal.count + 1, reason: 'events after this one are missing' };
  } else if (!journal.brokenAt && head && head.journalHash !== journal.last) {
    journal.brokenAt = { number: journal.count, reason: 'the last event is not the one the head names' };
  }
  if (!transactions.brokenAt && (head?.transactionNumber ?? 0) !== transactions.count) {
    transactions.brokenAt = {
      number: transactions.count + 1,
      reason: 'transactions after this one are missing',
    };
  } else if (!transactions.brokenAt && head && head.lastSignature !== transactions.last) {
    transactions.brokenAt = {
      number: transactions.count,
      reason: 'the last transaction is not the one the head names',
    };
  }
  const j = { events: journal.count, valid: !journal.brokenAt, brokenAt: journal.brokenAt };
  const t = { count: transactions.count, valid: !transactions.brokenAt, brokenAt: transactions.brokenAt };
  return { valid: j.valid && t.valid, journal: j, transactions: t };
};
