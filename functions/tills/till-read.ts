import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { getTill, listTills } from './till.repository.ts';
import type { TillReportValue } from './till-report.schema.ts';
import { closedSessionsFrom, getSession, tallyOp } from './till-session.repository.ts';
import type { TillSessionRecord, TillTally, ZReportValue } from './till-session.schema.ts';

/**
 * What the sales area needs of a till when a settlement is made at it: the till's name and number
 * for the settlement (spec 2.3), its open session, and the transaction member that adds the
 * payment to that session. The session's tallies are written in the settlement's own
 * transaction, so a close sees every settlement that committed before it and none after it
 * (docs/decisions/users-tills.md, "Expected cash without a scan").
 */

export type { TillReportValue, TillTally };

/** The till of a settlement and the session it is open in. */
export type OpenTill = { tillUid: string; tillName: string; tillNumber: number; sessionUid: string };

/**
 * The open till `tillUid` of the store: a 404 naming `path` when the store has no such till, a
 * 409 naming it when the till is not open.
 */
export const readOpenTill = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
  path: string,
): Promise<OpenTill> => {
  const [till, session] = await Promise.all([getTill(tenantUid, tillUid), getSession(tenantUid, tillUid)]);
  if (!till || till.storeUid !== storeUid) throw NotFoundError.record('till', tillUid, path);
  if (session?.state !== 'OPEN') {
    throw new ConflictError(`till '${tillUid}' is not open`, {
      errors: [{ path, message: 'the till has no open session; open it first' }],
    });
  }
  return { tillUid, tillName: till.name, tillNumber: till.number, sessionUid: session.sessionUid };
};

/** Adds `tally` to the open session of `till` (a race when it closed since it was read). */
export const tillTallyOp = (tenantUid: string, till: OpenTill, tally: TillTally, now: string): TransactOp =>
  tallyOp(tenantUid, till.tillUid, till.sessionUid, tally, now);

/** A till as other areas list it: the SAF-T export's cash register. */
export type TillListing = { tillUid: string; name: string; number: number; createdAt: string };

/** The store's tills, by till number. */
export const readStoreTills = async (tenantUid: string, storeUid: string): Promise<TillListing[]> =>
  (await listTills(tenantUid, storeUid))
    .map((t) => ({ tillUid: t.tillUid, name: t.name, number: t.number, createdAt: t.createdAt }))
    .sort((a, b) => a.number - b.number);

/** A closed session with its count and (closed since the Z reports of §2-8-2) its numbered Z report (`zReport`), as the till's history keeps it. */
export type ClosedSession = TillSessionRecord & { closedAt: string; report: ZReportValue };

/**
 * The sessions of `tillUid` closed in [fromIso, toIso), oldest first, a page of `pageSize` at a
 * time: one Query of the till's history range per page (its keys sort by closedAt).
 */
export async function* closedSessionsBetween(
  tenantUid: string,
  tillUid: string,
  fromIso: string,
  toIso: string,
  pageSize = 50,
): AsyncGenerator<ClosedSession[]> {
  let after: string | undefined;
  for (;;) {
    const page = await closedSessionsFrom(tenantUid, tillUid, fromIso, toIso, pageSize, after);
    const closed = page.items.filter((s): s is ClosedSession => !!s.closedAt && !!s.report);
    if (closed.length > 0) yield closed;
    if (!page.next) return;
    after = page.next;
  }
}
