import { getReceipts } from './receipt.repository.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import { type PeriodCursor, periodProductUids, receiptUidPage } from './receipt-period.repository.ts';

/**
 * Reading a store's receipts of a period from other areas (the SAF-T export): found in the read
 * model, read from the table by key (the receipt being the system of record), a page at a time,
 * so memory holds one page whatever the period. Eventually consistent like the receipt search: a
 * receipt is there once indexed, normally well under a second after it completed.
 */

export type { ReceiptRecord };

/** The store's completed receipts settled in [fromIso, toIso), oldest first, in pages. */
export async function* storeReceiptPages(
  tenantUid: string,
  storeUid: string,
  fromIso: string,
  toIso: string,
  pageSize = 100,
): AsyncGenerator<ReceiptRecord[]> {
  let cursor: PeriodCursor | undefined;
  for (;;) {
    const page = await receiptUidPage(tenantUid, storeUid, fromIso, toIso, pageSize, cursor);
    if (page.length === 0) return;
    const byUid = new Map(
      (
        await getReceipts(
          tenantUid,
          page.map((p) => p.uid),
        )
      ).map((r) => [r.orderReceiptUid, r]),
    );
    // A receipt cancelled since it was indexed is left out, as the search leaves it out.
    yield page.map((p) => byUid.get(p.uid)).filter((r): r is ReceiptRecord => r?.storeUid === storeUid);
    if (page.length < pageSize) return;
    cursor = page.at(-1);
  }
}

/** The products sold on the store's receipts settled in [fromIso, toIso). */
export const storeProductsSold = periodProductUids;

/** The net amount of a settlement (captured less refunded; what a till close counts). */
export { netOf as settlementNet } from './settlement-machine.ts';

/**
 * The till a receipt was sold at: that of its last completed settlement at a till, as the till
 * close counts it (till-tally-rules.ts); undefined for a receipt paid at no till.
 */
export const receiptTillUid = (r: ReceiptRecord): string | undefined =>
  [...r.settlements].reverse().find((s) => s.tillUid && s.state === 'COMPLETE')?.tillUid;
