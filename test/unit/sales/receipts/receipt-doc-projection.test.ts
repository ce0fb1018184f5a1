import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit';
});

import { SEARCH_INDEXER, streamRecordMatches } from '#functions/registry.ts';
import { receiptKey, receiptOf } from '#functions/sales/receipts/receipt.repository.ts';
import { RECEIPT_DOC_MAX_BYTES, receiptDocOf } from '#functions/sales/receipts/receipt-doc.projection.ts';
import { RECEIPT_DOCS_PAGE_MAX, RECEIPT_DOCS_TABLE } from '#functions/sales/receipts/receipt-search.table.ts';
import { PROJECTIONS } from '#functions/search/workers/indexer/projections.ts';
import { rowsOfChanges } from '#shared/search/indexer.ts';

/** The RDS Data API's largest response (ExecuteStatement): 1 MiB. */
const DATA_API_RESPONSE_BYTES = 1024 * 1024;

/** A receipt item as the table stores it (only what the projection reads matters here). */
const item = (lines: number) => ({
  ...receiptKey('t1', 'r1'),
  __edb_e__: 'receipt',
  __edb_v__: '1',
  tenantUid: 't1',
  storeUid: 's1',
  orderUid: 'o1',
  orderReceiptUid: 'r1',
  settleState: 'COMPLETE',
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:00:01.000Z',
  version: 4,
  items: Array.from({ length: lines }, (_, i) => ({ orderItemUid: `line-${i}`, name: 'Wool "sweater"' })),
});

const docRows = (i: Record<string, unknown>, removed = false) =>
  rowsOfChanges(PROJECTIONS, [{ item: i, removed }]).filter((r) => r.projection.table === RECEIPT_DOCS_TABLE);

describe('receipt documents beside the receipt rows', () => {
  it('takes receipt items from the stream, and only them', () => {
    const image = { __edb_e__: { S: 'receipt' }, __edb_v__: { S: '1' } };
    for (const eventName of ['INSERT', 'MODIFY', 'REMOVE']) {
      const dynamodb = eventName === 'REMOVE' ? { OldImage: image } : { NewImage: image };
      expect(streamRecordMatches(SEARCH_INDEXER, { eventName, dynamodb })).toBe(true);
    }
    expect(docRows({ ...item(1), __edb_e__: 'order' })).toEqual([]);
  });

  it('stores the item without its keys, at its version, and reads back as the item does', () => {
    const [row] = docRows(item(2));
    expect(row?.values).toMatchObject({ tenant_uid: 't1', uid: 'r1', version: 4, deleted: false });
    const doc = JSON.parse(String(row?.values.doc));
    expect(Object.keys(doc)).not.toContain('pk');
    expect(Object.keys(doc)).not.toContain('__edb_e__');
    expect(receiptOf({ ...receiptKey('t1', 'r1'), ...doc })).toEqual(receiptOf(item(2)));
  });

  it('keeps no document of a receipt larger than a page may carry, measured as the Data API carries it', () => {
    let lines = 1;
    while (receiptDocOf(item(lines + 1)) !== null) lines++;
    const largest = String(receiptDocOf(item(lines)));
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThanOrEqual(RECEIPT_DOC_MAX_BYTES);
    expect(Buffer.byteLength(JSON.stringify(JSON.stringify(item(lines + 1))))).toBeGreaterThan(
      RECEIPT_DOC_MAX_BYTES,
    );
    expect(docRows(item(lines + 1))[0]?.values.doc).toBeNull();
  });

  it('fits a page of the largest documents into one Data API response, with room for the rest of each row', () => {
    // Per row beyond its document: the uid, the row's other values and the Data API's record
    // envelope (a few hundred bytes); one row more than the page tells whether another follows.
    const rowOverhead = 2_000;
    expect((RECEIPT_DOCS_PAGE_MAX + 1) * (RECEIPT_DOC_MAX_BYTES + rowOverhead)).toBeLessThan(
      DATA_API_RESPONSE_BYTES,
    );
  });
});
