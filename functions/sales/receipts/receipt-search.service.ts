import {
  type ChangesPagedList,
  type ChangesPagingInput,
  changesRequest,
} from '#shared/http/changes-paging.ts';
import { type Page, type PagedList, resolvePage } from '#shared/http/paging.ts';
import { getReceipts } from './receipt.repository.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import { toReceiptResponse } from './receipt-response.ts';
import { findReceiptUidChanges, findReceiptUidPage } from './receipt-search.repository.ts';
import type { ReceiptSearchInput } from './receipt-search.schema.ts';

/**
 * Tenant-wide receipt search (spec 4.1, docs/decisions/receipts.md). The read model answers the
 * filters, the order and the exact count; the page's receipts are then read from the table by
 * key (one BatchGet per 100), the receipt being the system of record. Eventually consistent: a
 * receipt is searchable once the indexer has its latest search item, normally well under a second.
 */
export const findReceiptPage = async (
  tenantUid: string,
  f: ReceiptSearchInput,
  page: Page,
): Promise<PagedList<ReceiptRecord>> => {
  const found = await findReceiptUidPage(tenantUid, f, page);
  return { items: await receiptsOf(tenantUid, found.items), paging: found.paging };
};

/** The receipts of a page of uids, read by key; a receipt cancelled since it was indexed is left out. */
const receiptsOf = async (tenantUid: string, uids: readonly string[]): Promise<ReceiptRecord[]> => {
  const receipts = new Map((await getReceipts(tenantUid, uids)).map((r) => [r.orderReceiptUid, r]));
  return uids.map((u) => receipts.get(u)).filter((r): r is ReceiptRecord => r !== undefined);
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
    const found = await findReceiptUidChanges(tenantUid, f, changes);
    return { items: (await receiptsOf(tenantUid, found.items)).map(toReceiptResponse), paging: found.paging };
  }
  const descending = !query.sortBy || query.sortBy === 'settledAt';
  const page = resolvePage(query, { sortBy: 'settledAt', sortDirection: descending ? 'DESC' : 'ASC' });
  const result = await findReceiptPage(tenantUid, f, page);
  return { items: result.items.map(toReceiptResponse), paging: result.paging };
};
