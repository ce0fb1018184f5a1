import { randomUUID } from 'node:crypto';
import { withEvents } from '#events/outbox.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { readReferenceFields } from '#shared/db/references.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { keyPaged } from '#shared/http/key-paging.ts';
import type { CursorPagingInput } from '#shared/http/paging.ts';
import { putVoucherOp } from './ledger-voucher.repository.ts';
import { buildVoucher } from './ledger-voucher-rules.ts';
import { loadStoreTill } from './till.service.ts';
import { tillClosed, tillOpened } from './till-events.ts';
import { movementJournal, tillJournalOps, tillOpenedJournal } from './till-journal.ts';
import { reportCompany, reportOps } from './till-report-build.ts';
import {
  closedSessions,
  closeSessionOps,
  countClosedSessions,
  getSession,
  movementOp,
  openSessionOp,
} from './till-session.repository.ts';
import {
  type CloseTillInput,
  MOVEMENT_ACCOUNTS,
  type OpenTillInput,
  type SessionUser,
  type TillMovementInput,
  type TillSessionRecord,
  type TillSessionResponseValue,
} from './till-session.schema.ts';
import { toSessionResponse, zReport } from './till-session-rules.ts';
import { readVoucherAccounts } from './till-voucher.service.ts';

/**
 * Till sessions: open with a float, cash movements, close with the count and the Z report
 * (docs/decisions/users-tills.md). Settlements at the till add to the open session in their own
 * transaction (till-read.ts), so the close needs no scan: it reads one item.
 */

/**
 * The user a session names: `tenantUserUid` from the body must be a tenant user (404 naming
 * `path`); without it the caller, with its display name when it is a tenant user.
 */
export const sessionUser = async (
  auth: AuthContext,
  tenantUserUid: string | undefined,
  path: string,
): Promise<SessionUser> => {
  const uid = tenantUserUid ?? userUidOf(auth);
  const user = await readReferenceFields(auth.tenantUid, 'user', uid, ['displayName']);
  if (!user && tenantUserUid) throw NotFoundError.record('user', uid, path);
  return { tenantUserUid: uid, displayName: user?.displayName ?? '' };
};

export const openSessionOf = async (tenantUid: string, tillUid: string): Promise<TillSessionRecord> => {
  const session = await getSession(tenantUid, tillUid);
  if (session?.state !== 'OPEN') {
    throw new ConflictError(`till '${tillUid}' is not open`, {
      errors: [{ path: 'params.tillUid', message: 'the till has no open session' }],
    });
  }
  return session;
};

/** Opens the till with its float: TILL_OPEN. A till that is already open is a 409 (one of two concurrent opens wins). */
export const openTill = async (
  auth: AuthContext,
  storeUid: string,
  tillUid: string,
  input: OpenTillInput,
): Promise<TillSessionResponseValue> => {
  const till = await loadStoreTill(auth.tenantUid, storeUid, tillUid);
  const openedBy = await sessionUser(auth, input.tenantUserUid, 'body.tenantUserUid');
  const now = nowIso();
  const session: TillSessionRecord = {
    tenantUid: auth.tenantUid,
    storeUid,
    tillUid,
    tillName: till.name,
    tillNumber: till.number,
    sessionUid: randomUUID(),
    state: 'OPEN',
    openedAt: now,
    openedBy,
    openingFloat: input.openingFloat,
    deposits: 0,
    withdrawals: 0,
    change: 0,
    receiptsCount: 0,
    grandTotal: 0,
    payAmount: {},
    payCount: {},
    payName: {},
    vatAmount: {},
    vatGross: {},
    movements: [],
    lastModifiedAt: now,
    version: 1,
  };
  // Journaled in the same transaction; a journal append that lost a race is retried from a fresh read.
  await retryOnRace(async () =>
    commit(
      withEvents(
        [
          openSessionOp(session),
          ...(await tillJournalOps(session, openedBy.tenantUserUid, now, tillOpenedJournal(session))),
        ],
        [tillOpened(session)],
      ),
    ),
  );
  return toSessionResponse(session);
};

/** The till's current session: OPEN with its running totals, or the last one CLOSED with its report. */
export const readSession = async (tenantUid: string, storeUid: string, tillUid: string) => {
  await loadStoreTill(tenantUid, storeUid, tillUid);
  const session = await getSession(tenantUid, tillUid);
  if (!session) throw new NotFoundError(`till '${tillUid}' has never been opened`);
  return toSessionResponse(session);
};

/** Closed sessions of the till, newest first, with their Z reports (key paging: shared/http/key-paging.ts). */
export const listClosedSessions = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
  query: CursorPagingInput,
) => {
  await loadStoreTill(tenantUid, storeUid, tillUid);
  const page = await keyPaged(query, {
    page: (before, limit) => closedSessions(tenantUid, tillUid, limit, before),
    count: () => countClosedSessions(tenantUid, tillUid),
  });
  return { ...page, items: page.items.map(toSessionResponse) };
};

/** A cash deposit to or withdrawal from the float of the open session (409 when the till is not open). */
export const recordMovement = async (
  auth: AuthContext,
  storeUid: string,
  tillUid: string,
  input: TillMovementInput,
): Promise<TillSessionResponseValue> => {
  await loadStoreTill(auth.tenantUid, storeUid, tillUid);
  const user = await sessionUser(auth, input.tenantUserUid, 'body.tenantUserUid');
  const session = await openSessionOf(auth.tenantUid, tillUid);
  const movement = {
    movementUid: input.movementUid ?? randomUUID(),
    type: input.type,
    accountKey: MOVEMENT_ACCOUNTS[input.type],
    amount: input.amount,
    note: input.note,
    tenantUserUid: user.tenantUserUid,
    createdAt: nowIso(),
  };
  if (session.movements.some((m) => m.movementUid === movement.movementUid)) {
    throw new ConflictError(`movement '${movement.movementUid}' already exists`, {
      errors: [{ path: 'body.movementUid', message: 'already exists' }],
    });
  }
  const into = input.type === 'DEPOSIT' ? 'deposits' : 'withdrawals';
  await retryOnRace(async () =>
    commit([
      movementOp(auth.tenantUid, tillUid, session.sessionUid, movement, into),
      ...(await tillJournalOps(session, user.tenantUserUid, movement.createdAt, movementJournal(movement))),
    ]),
  );
  // Read again: settlements may have added to the session since (the answer shows them too).
  return toSessionResponse((await getSession(auth.tenantUid, tillUid)) ?? session);
};

/**
 * Counts and closes the open session: the count (expected, counted and difference per payment
 * method, VAT, receipts, first and last voucher), the numbered Z report of §2-8-2
 * (till-report-build.ts) and TILL_CLOSED in one transaction, conditioned
 * on the version read, so a settlement that lands meanwhile makes the close read again and count
 * it. A till that is not open (closing twice) is a 409.
 */
export const closeTill = async (
  auth: AuthContext,
  storeUid: string,
  tillUid: string,
  input: CloseTillInput,
): Promise<TillSessionResponseValue> => {
  await loadStoreTill(auth.tenantUid, storeUid, tillUid);
  const [closedBy, company, accounts] = await Promise.all([
    sessionUser(auth, input.tenantUserUid, 'body.tenantUserUid'),
    reportCompany(auth.tenantUid, storeUid),
    readVoucherAccounts(auth.tenantUid, storeUid),
  ]);
  return retryOnRace(async () => {
    const session = await openSessionOf(auth.tenantUid, tillUid);
    const now = nowIso();
    // The Z report of §2-8-2, numbered in the till's sequence and journaled (13009) in the close.
    const z = await reportOps(session, 'Z', closedBy, now, company);
    const closed = {
      ...session,
      state: 'CLOSED' as const,
      closedAt: now,
      closedBy,
      note: input.note,
      report: zReport(session, input),
      zReport: z.report,
      lastModifiedAt: now,
      version: session.version + 1,
    } satisfies TillSessionRecord;
    // The ledger voucher is stored and sent with the close: it never changes with later configuration.
    const voucher = buildVoucher(closed, accounts, { groupSales: z.groupSales, timezone: company.timezone });
    const ops = [
      ...closeSessionOps(closed, session.version),
      putVoucherOp(auth.tenantUid, voucher),
      ...z.ops,
    ];
    await commit(withEvents(ops, [tillClosed(closed, voucher)]));
    return toSessionResponse(closed);
  });
};
