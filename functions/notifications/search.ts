import { ValidationError } from '#shared/errors.ts';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { pageOf } from '#shared/http/paging.ts';
import type { NotificationRecord, ReferenceField } from './model.ts';
import { notificationKeys } from './notification.entity.ts';
import {
  batchGetNotifications,
  countRange,
  type KeyQuery,
  readRange,
  toRecord,
} from './notification.repository.ts';
import type { SearchNotificationsInput } from './notification.schema.ts';
import { notificationRefKeys } from './notification-ref.entity.ts';
import { recipientSearchKey } from './recipient.ts';

export type SearchFilters = SearchNotificationsInput;

/**
 * Most notifications one search reads from its key range to filter or sort them in memory
 * (~5 MB, ~5 round trips, ~600 RCU). A broader search is a 400 that says how to narrow it, rather
 * than a slow, costly answer or a silently shortened one.
 */
export const SEARCH_READ_LIMIT = 20_000;

/** Bounds of one search run: how much it may read, and which field a too-broad 400 names. */
export type SearchBounds = { readLimit?: number; narrowPath?: string };
type FilterName = Exclude<keyof SearchFilters, 'fromDateTime' | 'toDateTime'>;

/** Reference filters, most selective first: the first one given chooses the partition. */
const REFERENCE_ORDER = [
  'orderUid',
  'serviceOrderUid',
  'purchaseOrderUid',
  'receivementUid',
  'customerUid',
  'supplierUid',
  'tenantUserUid',
] as const satisfies readonly ReferenceField[];

/** How a search reads: one key range (with the date range), and the filters left to check. */
export type SearchPlan = { query: KeyQuery; viaReferences: boolean; residual: FilterName[] };

const iso = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());

/**
 * Chooses the narrowest key for the filters: a reference partition, else the recipient, state,
 * store or tenant timeline. The date range is always part of the key condition. Never a Scan.
 */
export const planSearch = (tenantUid: string, filters: SearchFilters): SearchPlan => {
  const range = { from: iso(filters.fromDateTime), to: iso(filters.toDateTime) };
  const given = (Object.keys(filters) as Array<keyof SearchFilters>).filter(
    (k): k is FilterName => filters[k] !== undefined && k !== 'fromDateTime' && k !== 'toDateTime',
  );
  const residual = (used: FilterName) => given.filter((k) => k !== used);
  const refField = REFERENCE_ORDER.find((f) => filters[f] !== undefined);
  if (refField) {
    const pk = notificationRefKeys.partition(tenantUid, refField, filters[refField]!);
    return { query: { pk, range }, viaReferences: true, residual: residual(refField) };
  }
  if (filters.recipient !== undefined) {
    const pk = notificationKeys.recipient(tenantUid, recipientSearchKey(filters.recipient));
    return { query: { index: 'gsi3', pk, range }, viaReferences: false, residual: residual('recipient') };
  }
  if (filters.state !== undefined) {
    const pk = notificationKeys.state(tenantUid, filters.state);
    return { query: { index: 'gsi4', pk, range }, viaReferences: false, residual: residual('state') };
  }
  if (filters.storeUid !== undefined) {
    const pk = notificationKeys.store(tenantUid, filters.storeUid);
    return { query: { index: 'gsi2', pk, range }, viaReferences: false, residual: residual('storeUid') };
  }
  return {
    query: { index: 'gsi1', pk: notificationKeys.tenant(tenantUid), range },
    viaReferences: false,
    residual: given,
  };
};

const contains = (haystack: string | undefined, needle: string) =>
  (haystack ?? '').toLowerCase().includes(needle.toLowerCase());

/** True when a notification matches every given filter (the date range included). */
export const matchesFilters = (r: NotificationRecord, f: SearchFilters): boolean => {
  const from = iso(f.fromDateTime);
  const to = iso(f.toDateTime);
  if (from !== undefined && r.createdAt < from) return false;
  if (to !== undefined && r.createdAt > to) return false;
  if (f.messageType !== undefined && r.messageType !== f.messageType) return false;
  if (f.state !== undefined && r.state !== f.state) return false;
  if (f.recipient !== undefined && recipientSearchKey(r.recipient) !== recipientSearchKey(f.recipient))
    return false;
  if (f.message !== undefined && !contains(r.message, f.message)) return false;
  if (f.errorText !== undefined && !contains(r.errorText, f.errorText)) return false;
  for (const key of ['organizationUid', 'storeUid', ...REFERENCE_ORDER] as const) {
    if (f[key] !== undefined && r[key] !== f[key]) return false;
  }
  if (f.query !== undefined) {
    const text = `${r.message}\n${r.subject ?? ''}\n${r.recipient}`.toLowerCase();
    if (
      !f.query
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => text.includes(word))
    )
      return false;
  }
  return true;
};

const uidOf = (item: Record<string, unknown>) => item.notificationUid as string;

/**
 * Runs a search. Without filters beyond the key, sorted by createdAt (the usual list), it counts
 * the key range (Select COUNT) and reads only up to the requested page. Otherwise it reads the key
 * range (at most `readLimit` items, else a 400 naming `narrowPath`), filters and pages in memory.
 * Cost: see docs/decisions/notifications.md.
 */
export const searchNotifications = async (
  tenantUid: string,
  filters: SearchFilters,
  page: Page,
  { readLimit = SEARCH_READ_LIMIT, narrowPath = 'body.fromDateTime' }: SearchBounds = {},
): Promise<PagedList<NotificationRecord>> => {
  const plan = planSearch(tenantUid, filters);
  const descending = page.sortDirection === 'DESC';
  const load = async (rows: Record<string, unknown>[]) =>
    plan.viaReferences ? batchGetNotifications(tenantUid, rows.map(uidOf)) : rows.map(toRecord);

  if (plan.residual.length === 0 && page.sortBy === 'createdAt') {
    const totalCount = await countRange(plan.query);
    const start = (page.pageNumber - 1) * page.pageSize;
    const rows =
      start >= totalCount ? [] : await readRange(plan.query, { descending, limit: start + page.pageSize });
    const items = await load(rows.slice(start, start + page.pageSize));
    return { items, paging: { pageNumber: page.pageNumber, pageSize: page.pageSize, totalCount } };
  }
  const rows = await readRange(plan.query, { descending, limit: readLimit + 1 });
  if (rows.length > readLimit) {
    throw ValidationError.field(
      narrowPath,
      `the search would read more than ${readLimit} notifications; narrow it with fromDateTime/toDateTime, ` +
        'or a customerUid, orderUid or recipient filter, or sort by createdAt',
    );
  }
  const all = (await load(rows)).filter((r) => matchesFilters(r, filters));
  return pageOf(
    all as unknown as Array<Record<string, unknown>>,
    page,
    'notificationUid',
  ) as unknown as PagedList<NotificationRecord>;
};
