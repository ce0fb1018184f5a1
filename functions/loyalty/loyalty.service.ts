import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { assertReferencesExist } from '#shared/db/references.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { assertVersion } from '#shared/http/conditional.ts';
import { cursorNumber, keyPaged } from '#shared/http/key-paging.ts';
import type { CursorPagingInput } from '#shared/http/paging.ts';
import { ledgerPage, putProgrammeOp, readLoyalty } from './loyalty.repository.ts';
import type { Programme } from './loyalty.schema.ts';
import { balanceAt } from './loyalty-rules.ts';

/** Reads and the programme's write (docs/decisions/payments-loyalty.md). */

/** The tenant's loyalty programme; 404 before it is set. */
export const readProgramme = async (tenantUid: string) => {
  const { programme } = await readLoyalty(tenantUid, {});
  if (!programme) throw new NotFoundError('the tenant has no loyalty programme');
  return programme;
};

/** Sets the programme (whole); If-Match: a stale version is a 412. Applies to orders settled after it. */
export const putProgramme = (tenantUid: string, input: Programme, expectedVersion: number | undefined) =>
  retryOnRace(async () => {
    const { programme } = await readLoyalty(tenantUid, {});
    if (programme) assertVersion(expectedVersion, programme, 'the loyalty programme');
    const now = nowIso();
    const record = { ...input, version: programme?.version ?? 0, lastModifiedAt: now };
    await commit([putProgrammeOp(tenantUid, record, now)]);
    return { ...record, version: record.version + 1 };
  });

/** A customer's balance at now, totals, the lots still to expire and a page of the ledger (newest first). */
export const readCustomerPoints = async (
  tenantUid: string,
  customerUid: string,
  query: CursorPagingInput,
) => {
  const loyalty = readLoyalty(tenantUid, { customerUid });
  const [{ account }, ledger] = await Promise.all([
    loyalty,
    keyPaged(query, {
      page: async (after, limit) => {
        const items = await ledgerPage(tenantUid, customerUid, cursorNumber(after), limit);
        const last = items.at(-1);
        return {
          items,
          next: items.length === limit && last && last.sequence > 1 ? String(last.sequence) : null,
        };
      },
      // Entries are never removed: the account's sequence is how many there are.
      count: async () => (await loyalty).account?.sequence ?? 0,
    }),
    assertReferencesExist(tenantUid, [{ kind: 'customer', uid: customerUid, path: 'params.customerUid' }]),
  ]);
  const now = nowIso();
  const lots = account?.lots ?? [];
  return {
    customerUid,
    balance: balanceAt(lots, now),
    earned: account?.earned ?? 0,
    spent: account?.spent ?? 0,
    // Lots past their day count as expired at once; the EXPIRE entry is written with the next change.
    expired: (account?.expired ?? 0) + (lots.reduce((s, l) => s + l.points, 0) - balanceAt(lots, now)),
    expiring: lots.filter((l) => l.expiresAt !== '' && balanceAt([l], now) > 0),
    ledger,
  };
};

/** What an order earned and spent; zeros for an order that has done neither; 404 for no order. */
export const readOrderLoyalty = async (tenantUid: string, orderUid: string) => {
  const [{ order }] = await Promise.all([
    readLoyalty(tenantUid, { orderUid }),
    assertReferencesExist(tenantUid, [{ kind: 'order', uid: orderUid, path: 'params.orderUid' }]),
  ]);
  return {
    orderUid,
    customerUid: order?.customerUid ?? '',
    earned: order?.earned ?? 0,
    spent: order?.spent ?? 0,
    spentAmount: order?.spentAmount ?? 0,
    earnedAt: order?.earnedAt ?? null,
  };
};

/** A customer's whole points ledger, a page at a time, newest first (the GDPR export reads it). */
export async function* customerLedgerPages(tenantUid: string, customerUid: string, pageSize = 200) {
  for (let before: number | undefined; ; ) {
    const items = await ledgerPage(tenantUid, customerUid, before, pageSize);
    if (items.length > 0) yield items;
    const last = items.at(-1);
    if (items.length < pageSize || !last || last.sequence <= 1) return;
    before = last.sequence;
  }
}
