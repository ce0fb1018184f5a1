import { type PagedList, type PagingInput, resolvePage } from '#shared/http/paging.ts';
import { getReceipts } from '../receipts/receipt.repository.ts';
import type { SettlementRecord } from '../receipts/receipt.types.ts';
import { toSettlementResponse } from '../receipts/receipt-response.ts';
import { findSettlementRefPage } from './settlement-search.repository.ts';
import type { SettlementSearchInput } from './settlement-search.schema.ts';
import { settlementRowUid } from './settlement-search.table.ts';

/**
 * `POST /tenants/{t}/settlements/search` (docs/decisions/receipts.md, "Settlement search"). The
 * read model answers the filters, the order and the exact count; the page's settlements are then
 * read from their receipts by key (one BatchGet per 100), the receipt being the system of record.
 * Eventually consistent, like the receipt search: a settlement is found once its receipt's latest
 * image is indexed, normally well under a second.
 */
export const searchSettlements = async (
  tenantUid: string,
  f: SettlementSearchInput,
  query: PagingInput,
): Promise<PagedList<ReturnType<typeof toSettlementResponse>>> => {
  const descending = !query.sortBy || query.sortBy === 'createdAt';
  const page = resolvePage(query, { sortBy: 'createdAt', sortDirection: descending ? 'DESC' : 'ASC' });
  const found = await findSettlementRefPage(tenantUid, f, page);
  const receipts = await getReceipts(tenantUid, [...new Set(found.items.map((s) => s.receiptUid))]);
  const byKey = new Map<string, SettlementRecord>(
    receipts.flatMap((r) =>
      r.settlements.map((s) => [settlementRowUid(r.orderReceiptUid, s.settlementUid), s] as const),
    ),
  );
  return {
    // A settlement whose receipt was cancelled since it was indexed is left out of the page.
    items: found.items
      .map((s) => byKey.get(settlementRowUid(s.receiptUid, s.settlementUid)))
      .filter((s): s is SettlementRecord => s !== undefined)
      .map(toSettlementResponse),
    paging: found.paging,
  };
};
