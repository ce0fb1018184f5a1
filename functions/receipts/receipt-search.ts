import { COUNTERS, readCounter } from '#functions/orders/counter.repository.ts';
import { type Page, type PagedList, pageOf } from '#shared/http/paging.ts';
import { getReceipts } from './receipt.repository.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import { queryDirectory, queryLookup } from './receipt-lookup.repository.ts';
import {
  customerFilterKey,
  getProjections,
  queryProjections,
  type ReceiptProjection,
  type TimeRange,
} from './receipt-search.repository.ts';
import type { ReceiptSearchInput } from './search.schema.ts';
import { fuzzyMatches, queryTokens } from './search-text.ts';

/**
 * Tenant-wide receipt search without Scan (docs/decisions/receipts.md). The most selective filter
 * picks the key; every other filter is applied to the compact projections it returns; only the
 * requested page of full receipts is read (one BatchGet).
 */

/** Customers a customerQuery may expand to before the search falls back to the time index. */
export const MAX_QUERY_CUSTOMERS = 100;

export type SearchPlan =
  | { key: 'lookup'; kind: 'VOUCHER' | 'ORDERNO' | 'EXTREF'; values: string[] }
  | { key: 'customer'; customerKeys: string[] }
  | { key: 'customerQuery' }
  | { key: 'store'; storeUids: string[] }
  | { key: 'month' };

/** Picks the key of a search: exact lookups, then customers, then stores, then time buckets. */
export const planSearch = (f: ReceiptSearchInput): SearchPlan => {
  const vouchers = [...new Set([...(f.voucherNumbers ?? []), ...(f.voucherNumber ? [f.voucherNumber] : [])])];
  if (vouchers.length > 0) return { key: 'lookup', kind: 'VOUCHER', values: vouchers };
  if (f.orderNumber) return { key: 'lookup', kind: 'ORDERNO', values: [f.orderNumber] };
  if (f.settlementExternalPaymentReferences) {
    return { key: 'lookup', kind: 'EXTREF', values: [...new Set(f.settlementExternalPaymentReferences)] };
  }
  if (f.customerUids) return { key: 'customer', customerKeys: f.customerUids.map(customerFilterKey) };
  if (f.customerQuery) return { key: 'customerQuery' };
  if (f.storeUids) return { key: 'store', storeUids: [...new Set(f.storeUids)] };
  return { key: 'month' };
};

const iso = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined);

/** Months (yyyy-mm) from `from` to `to`, inclusive. */
export const monthsBetween = (from: string, to: string): string[] => {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
};

const anyOf = (values: readonly string[] | undefined, have: readonly string[]) =>
  !values || values.some((v) => have.includes(v));
const oneOf = (values: readonly string[] | undefined, have: string) => !values || values.includes(have);

/** True when a projection passes every filter of the search. */
export const matches = (p: ReceiptProjection, f: ReceiptSearchInput, range: TimeRange): boolean => {
  const vouchers =
    f.voucherNumbers || f.voucherNumber
      ? [...(f.voucherNumbers ?? []), ...(f.voucherNumber ? [f.voucherNumber] : [])]
      : undefined;
  return (
    oneOf(f.storeUids, p.storeUid) &&
    oneOf(f.organizationUids, p.organizationUid) &&
    oneOf(f.customerUids, p.customerUid) &&
    anyOf(f.tenantUserUids, p.userUids) &&
    anyOf(f.productUids, p.productUids) &&
    anyOf(f.productSkus, p.skus) &&
    anyOf(f.tenantPaymentMethodUids, p.paymentMethodUids) &&
    anyOf(f.settlementExternalPaymentReferences, p.extRefs) &&
    oneOf(vouchers, p.voucherNumber) &&
    (!f.orderNumber || f.orderNumber === p.orderNumber) &&
    oneOf(f.deliveryStates, p.deliveryState) &&
    oneOf(f.settleStates, p.settleState) &&
    oneOf(f.orderStates, p.orderState) &&
    oneOf(f.orderStatuses, p.orderStatus) &&
    (!range.from || p.settledAt >= range.from) &&
    (!range.to || p.settledAt <= range.to) &&
    (!f.amountRange || (p.grandTotal >= f.amountRange.from && p.grandTotal <= f.amountRange.to)) &&
    (f.hasUnpaidInvoices !== true || p.unpaid) &&
    (!f.customerQuery || fuzzyMatches(p.customerWords, queryTokens(f.customerQuery))) &&
    (!f.query || fuzzyMatches(p.words, queryTokens(f.query)))
  );
};

/** Candidates from the time-ordered indexes: the given stores, else the tenant's month buckets. */
const timeIndexCandidates = async (t: string, range: TimeRange, plan: SearchPlan) => {
  if (plan.key === 'store') {
    return (await Promise.all(plan.storeUids.map((s) => queryProjections(t, 'gsi1', s, range)))).flat();
  }
  const counter = await readCounter(COUNTERS.orderNumber(t));
  if (!counter.firstMonth) return [];
  const now = new Date().toISOString();
  const first =
    range.from && range.from.slice(0, 7) > counter.firstMonth ? range.from.slice(0, 7) : counter.firstMonth;
  const last = range.to && range.to < now ? range.to.slice(0, 7) : now.slice(0, 7);
  const months = monthsBetween(first, last);
  return (await Promise.all(months.map((m) => queryProjections(t, 'gsi2', m, range)))).flat();
};

/** Candidate projections under the plan's key (a superset of the result). */
const candidates = async (
  t: string,
  f: ReceiptSearchInput,
  range: TimeRange,
  plan: SearchPlan,
): Promise<ReceiptProjection[]> => {
  switch (plan.key) {
    case 'lookup': {
      const uids = (await Promise.all(plan.values.map((v) => queryLookup(t, plan.kind, v)))).flat();
      return getProjections(t, uids);
    }
    case 'customer':
      return (await Promise.all(plan.customerKeys.map((k) => queryProjections(t, 'gsi3', k, range)))).flat();
    case 'customerQuery': {
      const tokens = queryTokens(f.customerQuery ?? '');
      const keys = (await queryDirectory(t)).filter((c) => fuzzyMatches(c.words, tokens)).map((c) => c.key);
      if (keys.length <= MAX_QUERY_CUSTOMERS) {
        return (await Promise.all(keys.map((k) => queryProjections(t, 'gsi3', k, range)))).flat();
      }
      // Too many customers match: the time index with the fuzzy filter is cheaper.
      return timeIndexCandidates(
        t,
        range,
        f.storeUids ? { key: 'store', storeUids: f.storeUids } : { key: 'month' },
      );
    }
    default:
      return timeIndexCandidates(t, range, plan);
  }
};

const SORT_FIELD = {
  settledAt: 'settledAt',
  grandTotal: 'grandTotal',
  voucherNumber: 'voucherSeq',
  orderNumber: 'orderSeq',
} as const;

/** Runs a search: key, filters, sort, page; then reads the page's receipts. */
export const searchReceipts = async (
  tenantUid: string,
  f: ReceiptSearchInput,
  page: Page,
): Promise<PagedList<ReceiptRecord> & { plan: SearchPlan['key'] }> => {
  const range: TimeRange = { from: iso(f.settledAtFrom), to: iso(f.settledAtTo) };
  const plan = planSearch(f);
  const found = await candidates(tenantUid, f, range, plan);
  const unique = [...new Map(found.map((p) => [p.receiptUid, p])).values()].filter((p) =>
    matches(p, f, range),
  );
  const sortBy = SORT_FIELD[page.sortBy as keyof typeof SORT_FIELD] ?? 'settledAt';
  const paged = pageOf(unique as unknown as Record<string, unknown>[], { ...page, sortBy }, 'receiptUid');
  const uids = paged.items.map((p) => p.receiptUid as string);
  const receipts = new Map((await getReceipts(tenantUid, uids)).map((r) => [r.orderReceiptUid, r]));
  return {
    items: uids.map((u) => receipts.get(u)).filter((r): r is ReceiptRecord => r !== undefined),
    paging: paged.paging,
    plan: plan.key,
  };
};
