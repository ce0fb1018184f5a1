import { type EventDraft, journalOps } from '#functions/fiscal/fiscal-write.ts';
import { decimalAmount } from '#functions/fiscal/signature-read.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import type { TillSessionRecord } from './till-session.schema.ts';

/**
 * What a till's working day writes to the cash point's electronic journal (functions/fiscal), in
 * the same transaction as the session: the opening (13999, the code list has no code of its
 * own for it), cash withdrawals (13019) and deposits (13999). The X and Z reports journal their
 * runs themselves (till-report-build.ts: 13008, 13009).
 */

export const tillOpenedJournal = (s: TillSessionRecord): EventDraft[] => [
  { eventCode: '13999', description: `Till opened with float ${decimalAmount(s.openingFloat)}` },
];

export const movementJournal = (m: {
  type: string;
  amount: number;
  note?: string | undefined;
}): EventDraft[] => [
  m.type === 'DEPOSIT'
    ? { eventCode: '13999', description: `Cash deposit ${decimalAmount(m.amount)}` }
    : {
        eventCode: '13019',
        description: `${m.type} ${decimalAmount(m.amount)}${m.note ? `: ${m.note}` : ''}`.slice(0, 500),
      },
];

/** The journal members of a session change by `actorUid`. */
export const tillJournalOps = (
  s: Pick<TillSessionRecord, 'tenantUid' | 'storeUid' | 'tillUid'>,
  actorUid: string,
  now: string,
  events: EventDraft[],
): Promise<TransactOp[]> => journalOps(s, actorUid, now, events);
