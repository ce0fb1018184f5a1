import { storeHeads } from './cash-point.repository.ts';
import { walkPeriod, walkPeriodWindowed } from './cash-point-walk.repository.ts';
import type { CashPointHead, JournalEvent, SignedTransaction } from './fiscal.types.ts';

/**
 * How other areas (the SAF-T Cash Register export, reports) read the electronic journal: the
 * cash points of a store and each one's events in a period, in sequence order, streamed page by
 * page so that a year of a store never sits in memory.
 */

export { EVENT_CODES, type EventCode } from './fiscal-codes.ts';
export type { CashPointHead, JournalEvent };

/** A period of ISO instants (UTC, as stored), both ends inclusive. */
export type FiscalPeriod = { from: string; to: string };

/** The cash points (tills) of a store that have journaled or signed anything, with where their chains stand. */
export const cashPointsOfStore = (tenantUid: string, storeUid: string): Promise<CashPointHead[]> =>
  storeHeads(tenantUid, storeUid);

/** The journal events of one cash point in `period`, in sequence order. */
export const journalEvents = (
  tenantUid: string,
  tillUid: string,
  period: FiscalPeriod,
): AsyncGenerator<JournalEvent> => walkPeriodWindowed<JournalEvent>(tenantUid, tillUid, 'J', period);

/** The latest instant a period can name (the end of a session that is still open). */
const OPEN_END = '9999-12-31T23:59:59.999Z';

/**
 * What a till session did at its cash point: the journal events and signed transactions from
 * `fromIso` on, read strongly consistent. A caller reads the head (openCashPoint) first and moves
 * it in its commit, so a record appended after these reads fails that commit and the read is
 * repeated: a report never misses a record its journal event follows.
 */
export const sessionActivity = async (
  tenantUid: string,
  tillUid: string,
  fromIso: string,
): Promise<{ events: JournalEvent[]; transactions: SignedTransaction[] }> => {
  const period = { from: fromIso, to: OPEN_END };
  const events: JournalEvent[] = [];
  const transactions: SignedTransaction[] = [];
  for await (const e of walkPeriod<JournalEvent>(tenantUid, tillUid, 'J', period, undefined, true))
    events.push(e);
  for await (const x of walkPeriod<SignedTransaction>(tenantUid, tillUid, 'X', period, undefined, true))
    transactions.push(x);
  return { events, transactions };
};
