import { storeHeads, walkPeriod } from './cash-point.repository.ts';
import type { CashPointHead, JournalEvent } from './fiscal.types.ts';

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
): AsyncGenerator<JournalEvent> => walkPeriod<JournalEvent>(tenantUid, tillUid, 'J', period);
