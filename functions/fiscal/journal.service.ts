import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { assertReferencesExist, readReferenceFields } from '#shared/db/references.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError, ValidationError } from '#shared/errors.ts';
import { resolvePage } from '#shared/http/paging.ts';
import { itemsBetween, keysInPeriod } from './cash-point.repository.ts';
import type { CreateJournalEventInput, PeriodQueryInput } from './fiscal.schema.ts';
import type { JournalEvent, SignedTransaction } from './fiscal.types.ts';
import { toEventResponse, toTransactionResponse } from './fiscal-response.ts';
import { fiscalOps, openCashPoint } from './fiscal-write.ts';

/**
 * The journal and the signed transactions of a cash point as the API reads them (paged by period),
 * and the events a point-of-sale client reports. Nothing here changes or deletes a record.
 */

/** A till of the store: a 404 naming params.tillUid otherwise (never reveals other stores' tills). */
export const assertStoreTill = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
): Promise<void> => {
  const till = await readReferenceFields(tenantUid, 'till', tillUid, ['storeUid']);
  if (till?.storeUid !== storeUid) throw NotFoundError.record('till', tillUid, 'params.tillUid');
};

/** The stored bounds of a period: instants normalised to UTC, as the keys hold them. */
const periodOf = (query: PeriodQueryInput) => {
  const from = query.from ? new Date(query.from).toISOString() : '';
  const to = query.to ? new Date(query.to).toISOString() : '\uffff';
  if (query.from && query.to && from > to) throw ValidationError.field('query.to', 'must not be before from');
  return { from, to };
};

/** A page of the cash point's records in a period: the keys of the period, then one range of items. */
const pageOfPeriod = async <T>(
  tenantUid: string,
  tillUid: string,
  prefix: 'J' | 'X',
  query: PeriodQueryInput,
) => {
  const page = resolvePage(query, { sortBy: 'sequence' });
  const keys = await keysInPeriod(tenantUid, tillUid, prefix, periodOf(query));
  const ordered = page.sortDirection === 'DESC' ? [...keys].reverse() : keys;
  const slice = ordered.slice((page.pageNumber - 1) * page.pageSize, page.pageNumber * page.pageSize);
  const range = [...slice].sort();
  const items = range.length === 0 ? [] : await itemsBetween<T>(tenantUid, tillUid, range[0]!, range.at(-1)!);
  return {
    items: page.sortDirection === 'DESC' ? items.reverse() : items,
    paging: { pageNumber: page.pageNumber, pageSize: page.pageSize, totalCount: keys.length },
  };
};

export const listJournal = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
  query: PeriodQueryInput,
) => {
  await assertStoreTill(tenantUid, storeUid, tillUid);
  const page = await pageOfPeriod<JournalEvent>(tenantUid, tillUid, 'J', query);
  return { ...page, items: page.items.map(toEventResponse) };
};

export const listTransactions = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
  query: PeriodQueryInput,
) => {
  await assertStoreTill(tenantUid, storeUid, tillUid);
  const page = await pageOfPeriod<SignedTransaction>(tenantUid, tillUid, 'X', query);
  return { ...page, items: page.items.map(toTransactionResponse) };
};

/**
 * Journals an event the client reports (drawer opened without a sale, log-in, ...): the actor is
 * `tenantUserUid` (a tenant user, 404 naming it) or the caller; time is the service's.
 */
export const appendClientEvent = async (
  auth: AuthContext,
  storeUid: string,
  tillUid: string,
  input: CreateJournalEventInput,
) => {
  const tenantUid = auth.tenantUid;
  await assertStoreTill(tenantUid, storeUid, tillUid);
  if (input.tenantUserUid) {
    await assertReferencesExist(tenantUid, [
      { kind: 'user', uid: input.tenantUserUid, path: 'body.tenantUserUid' },
    ]);
  }
  const actorUid = input.tenantUserUid ?? userUidOf(auth);
  const event = await retryOnRace(async () => {
    const point = await openCashPoint(tenantUid, storeUid, tillUid, false);
    const append = fiscalOps(point, {
      actorUid,
      now: nowIso(),
      events: [{ eventCode: input.eventCode, description: input.description }],
    });
    await commit(append.ops);
    return append.events[0]!;
  });
  return toEventResponse(event);
};
