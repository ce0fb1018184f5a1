import {
  type ChangesPagedList,
  type ChangesPagingInput,
  changesRequest,
} from '#shared/http/changes-paging.ts';
import { type Page, type PagedList, resolvePage } from '#shared/http/paging.ts';
import { getReceipts, receiptKey, receiptOf } from './receipt.repository.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import { toReceiptResponse } from './receipt-response.ts';
import {
  findReceiptRowChanges,
  findReceiptRowPage,
  type ReceiptPageRow,
} from './receipt-search.repository.ts';
import type { ReceiptSearchInput } from './receipt-search.schema.ts';

/**
 * Tenant-wide receipt search (spec 4.1, docs/decisions/receipts.md). The read model answers the
 * filters, the order, the exact count and, for a page of up to 50, the receipts themselves as
 * stored at the version of their row (receipt-doc.projection.ts); a receipt without a document of
 * that version (written since, too large, or a larger page) is read from the table by key (one
 * BatchGet per 100). Eventually consistent: a receipt is searchable, and answered as changed,
 * once the indexer has its latest items, normally well under a second.
 */
export const findReceiptPage = async (
  tenantUid: string,
  f: ReceiptSearchInput,
  page: Page,
): Promise<PagedList<ReceiptRecord>> => {
  const found = await findReceiptRowPage(tenantUid, f, page);
  return { items: await receiptsOf(tenantUid, found.items), paging: found.paging };
};

/** A receipt from its stored document: the item as read, with the key it was stored without. */
const receiptOfDoc = (tenantUid: string, uid: string, doc: string): ReceiptRecord =>
  receiptOf({ ...receiptKey(tenantUid, uid), ...(JSON.parse(doc) as Record<string, unknown>) });

/**
 * The receipts of a page's rows, in the page's order: from their documents, the others read by
 * key; a receipt cancelled since it was indexed is left out.
 */
const receiptsOf = async (tenantUid: string, rows: readonly ReceiptPageRow[]): Promise<ReceiptRecord[]> => {
  const missing = rows.filter((r) => r.doc === null).map((r) => r.uid);
  const read = missing.length > 0 ? await getReceipts(tenantUid, missing) : [];
  const byUid = new Map(read.map((r) => [r.orderReceiptUid, r]));
  return rows
    .map((r) => (r.doc === null ? byUid.get(r.uid) : receiptOfDoc(tenantUid, r.uid, r.doc)))
    .filter((r): r is ReceiptRecord => r !== undefined);
};

/**
 * The search as the API answers it: newest first by default, other sort fields ascending. With
 * updatedSince or cursor in the query: the changes since (shared/search/changes-page.ts).
 */
export const searchReceipts = async (
  tenantUid: string,
  f: ReceiptSearchInput,
  query: ChangesPagingInput,
): Promise<ChangesPagedList<ReturnType<typeof toReceiptResponse>>> => {
  const changes = changesRequest(query);
  if (changes) {
    const found = await findReceiptRowChanges(tenantUid, f, changes);
    return { items: (await receiptsOf(tenantUid, found.items)).map(toReceiptResponse), paging: found.paging };
  }
  const descending = !query.sortBy || query.sortBy === 'settledAt';
  const page = resolvePage(query, { sortBy: 'settledAt', sortDirection: descending ? 'DESC' : 'ASC' });
  const result = await findReceiptPage(tenantUid, f, page);
  return { items: result.items.map(toReceiptResponse), paging: result.paging };
};
