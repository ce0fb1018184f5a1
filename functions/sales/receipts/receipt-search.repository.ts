import { type SQL, sql } from 'drizzle-orm';
import type { ChangesRequest } from '#shared/http/changes-paging.ts';
import type { CursorPagedList } from '#shared/http/key-paging.ts';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { changesPage } from '#shared/search/changes-page.ts';
import { pageQuery } from '#shared/search/page-query.ts';
import { withoutNul } from '#shared/search/projection.ts';
import { allOf, orderBy, overlaps, tenantTotal, textArray } from '#shared/search/query.ts';
import { readTenant, type SearchDb } from '#shared/search/search-db.ts';
import { tenantView } from '#shared/search/tenant-view.ts';
import { termsMatch } from '#shared/search/trigram-estimates.ts';
import { type TextMatch, textMatch } from '#shared/search/trigrams.ts';
import { queryTokens } from '../search-text.ts';
import type { ReceiptSearchInput } from './receipt-search.schema.ts';
import {
  RECEIPT_DOCS_PAGE_MAX,
  RECEIPT_DOCS_TABLE,
  RECEIPT_UID_SORT,
  RECEIPTS_TABLE,
  receiptFacetKey,
} from './receipt-search.table.ts';

/**
 * The receipt search over the read model (receipt.projection.ts): every filter of spec 4.1 as
 * one WHERE clause, the page's receipt uids in the requested order, and the exact count.
 */

const column = (name: string) => sql.raw(name);

/** `column` is one of the values. */
const anyOf = (col: SQL, values: readonly string[]): SQL => sql`${col} = ANY(${textArray(values)})`;

/** The terms of a free-text filter: queryTokens, so phone-like tokens match the digits-only words. */
export const tokensOf = (query: string): string[] => queryTokens(withoutNul(query));

/** The free-text filters of a search as TextMatches: `query` in `words`, `customerQuery` in `customer_words`. */
export type ReceiptText = { query?: TextMatch | undefined; customerQuery?: TextMatch | undefined };

/** Each free-text filter given, matched in its column by `match`. */
const textFilters = <T>(f: ReceiptSearchInput, match: (column: string, terms: string[]) => T) => ({
  query: f.query ? match('words', tokensOf(f.query)) : undefined,
  customerQuery: f.customerQuery ? match('customer_words', tokensOf(f.customerQuery)) : undefined,
});

/** The ReceiptText that asks the index for every trigram of the terms. */
export const everyTrigram = (tenantUid: string, f: ReceiptSearchInput): ReceiptText =>
  textFilters(f, (column, terms) => textMatch(tenantUid, column, terms));

/** The ReceiptText that asks the index for the rarest trigrams (trigram-estimates.ts). */
const rarestTrigrams = async (
  db: SearchDb,
  tenantUid: string,
  f: ReceiptSearchInput,
): Promise<ReceiptText> => {
  const view = tenantView(RECEIPTS_TABLE);
  // One statement at a time: both run in the search's transaction.
  const text = textFilters(f, (column, terms) => () => termsMatch(db, tenantUid, view, column, terms));
  return { query: await text.query?.(), customerQuery: await text.customerQuery?.() };
};

/** The instant of a DateTime filter in UTC (the time zone it was sent in does not matter). */
const instant = (value: string) => new Date(value).toISOString();

/** The WHERE clause of a search: the tenant and every filter given (each one narrows). */
export const receiptConditions = (
  tenantUid: string,
  f: ReceiptSearchInput,
  text: ReceiptText = everyTrigram(tenantUid, f),
): SQL => allOf([sql`tenant_uid = ${tenantUid}`, ...receiptFilters(f, text)]);

/**
 * What lets the indexes find the rows of a free-text search (page-query.ts `indexed`): the
 * trigrams of each text, and the organisation and payment-method filters again as tenant-scoped
 * facet keys (receiptFacetKey, receipt-search.table.ts), which receipts_facet_trigrams holds beside
 * the trigrams, so that PostgreSQL intersects the facet with the trigrams in one index scan.
 */
export const receiptIndexed = (
  tenantUid: string,
  f: ReceiptSearchInput,
  text: ReceiptText,
): SQL | undefined => {
  const keys = (kind: 'org' | 'pm', uids: readonly string[] | undefined) =>
    uids &&
    overlaps(
      column('facet_keys'),
      uids.map((uid) => receiptFacetKey(tenantUid, kind, uid)),
    );
  const conditions = [
    text.query?.indexed,
    text.customerQuery?.indexed,
    ...(text.query?.indexed ? [keys('org', f.organizationUids), keys('pm', f.tenantPaymentMethodUids)] : []),
  ].filter((c): c is SQL => Boolean(c));
  return conditions.length > 0 ? allOf(conditions) : undefined;
};

/** The condition of each filter given. */
const receiptFilters = (f: ReceiptSearchInput, text: ReceiptText): SQL[] => {
  const vouchers =
    f.voucherNumbers || f.voucherNumber
      ? [...(f.voucherNumbers ?? []), ...(f.voucherNumber ? [f.voucherNumber] : [])]
      : undefined;
  const filters = [
    f.storeUids && anyOf(column('store_uid'), f.storeUids),
    f.organizationUids && anyOf(column('organization_uid'), f.organizationUids),
    f.customerUids && anyOf(column('customer_uid'), f.customerUids),
    f.tenantUserUids && overlaps(column('user_uids'), f.tenantUserUids),
    f.productUids && overlaps(column('product_uids'), f.productUids),
    f.productSkus && overlaps(column('skus'), f.productSkus),
    f.tenantPaymentMethodUids && overlaps(column('payment_method_uids'), f.tenantPaymentMethodUids),
    f.settlementExternalPaymentReferences &&
      overlaps(column('ext_refs'), f.settlementExternalPaymentReferences),
    vouchers && anyOf(column('voucher_number'), vouchers),
    f.orderNumber ? sql`order_number = ${withoutNul(f.orderNumber)}` : undefined,
    f.deliveryStates && anyOf(column('delivery_state'), f.deliveryStates),
    f.settleStates && anyOf(column('settle_state'), f.settleStates),
    f.orderStates && anyOf(column('order_state'), f.orderStates),
    f.orderStatuses && anyOf(column('order_status'), f.orderStatuses),
    f.settledAtFrom ? sql`settled_at >= ${instant(f.settledAtFrom)}::timestamptz` : undefined,
    f.settledAtTo ? sql`settled_at <= ${instant(f.settledAtTo)}::timestamptz` : undefined,
    f.amountRange &&
      sql`grand_total BETWEEN ${String(f.amountRange.from)}::bigint AND ${String(f.amountRange.to)}::bigint`,
    f.hasUnpaidInvoices === true && sql`unpaid`,
    text.customerQuery?.tested,
    text.query?.tested,
  ];
  return filters.filter((c): c is SQL => Boolean(c));
};

/** Sort columns of SEARCH_SORT: numbers sort numerically (voucher and order sequence). */
const SORTS: Readonly<Record<string, SQL>> = {
  settledAt: column('settled_at'),
  grandTotal: column('grand_total'),
  voucherNumber: column('voucher_seq'),
  orderNumber: column('order_seq'),
};

/** The ORDER BY of a page: the sort column, then the receipt uid, in the page's direction. */
export const receiptOrder = (page: Page): SQL => orderBy(page, SORTS, column(RECEIPT_UID_SORT));

/**
 * A row of a receipt page: the receipt's uid and its stored receipt of the row's version as JSON
 * text, or null when the read model has none of that version (receipt-doc.projection.ts).
 */
export type ReceiptPageRow = { uid: string; doc: string | null };

/** The page's values: a page of up to RECEIPT_DOCS_PAGE_MAX rows reads each row's document too. */
const pageSelect = (pageSize: number): SQL =>
  pageSize <= RECEIPT_DOCS_PAGE_MAX
    ? sql`t.uid, (SELECT d.doc FROM ${sql.identifier(tenantView(RECEIPT_DOCS_TABLE))} AS d
        WHERE d.tenant_uid = t.tenant_uid AND d.uid = t.uid AND d.version = t.version AND NOT d.deleted) AS doc`
    : sql`t.uid, NULL::text AS doc`;

const pageRow = (row: Record<string, unknown>): ReceiptPageRow => ({
  uid: String(row.uid),
  doc: typeof row.doc === 'string' ? row.doc : null,
});

/** One page of the tenant's receipts matching `f` (their rows), with the exact total. */
export const findReceiptRowPage = (
  tenantUid: string,
  f: ReceiptSearchInput,
  page: Page,
): Promise<PagedList<ReceiptPageRow>> =>
  readTenant(tenantUid, async (db) => {
    const text = await rarestTrigrams(db, tenantUid, f);
    const indexed = receiptIndexed(tenantUid, f, text);
    return pageQuery(db, {
      from: sql.identifier(tenantView(RECEIPTS_TABLE)),
      select: pageSelect(page.pageSize),
      where: receiptConditions(tenantUid, f, text),
      ...(indexed ? { indexed } : {}),
      ...(receiptFilters(f, text).length === 0 ? { total: tenantTotal(RECEIPTS_TABLE) } : {}),
      filterFirst: Boolean(f.query || f.customerQuery),
      // Every order of SORTS has its index (receipts_by_*, with the uid as RECEIPT_UID_SORT).
      walkScope: sql`tenant_uid = ${tenantUid}`,
      order: receiptOrder(page),
      page,
      map: pageRow,
    });
  });

/** The rows of the tenant's receipts matching `f` changed since a time or a cursor (changes-page.ts). */
export const findReceiptRowChanges = (
  tenantUid: string,
  f: ReceiptSearchInput,
  request: ChangesRequest,
): Promise<CursorPagedList<ReceiptPageRow>> => {
  const filters = receiptFilters(f, everyTrigram(tenantUid, f));
  return readTenant(tenantUid, (db) =>
    changesPage(db, {
      list: RECEIPTS_TABLE,
      tenantUid,
      from: sql.identifier(tenantView(RECEIPTS_TABLE)),
      where: allOf([sql`tenant_uid = ${tenantUid}`, ...filters]),
      ...(filters.length === 0 ? { hourCounted: true } : {}),
      select: pageSelect,
      map: pageRow,
      request,
    }),
  );
};
