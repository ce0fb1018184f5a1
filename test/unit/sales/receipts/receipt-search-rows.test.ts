import { describe, expect, it, vi } from 'vitest';

// The search item names the table it is put in; no table is touched here.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit';
});

import { SEARCH_INDEXER, streamRecordMatches } from '#functions/registry.ts';
import type { OrderRecord } from '#functions/sales/orders/order.types.ts';
import { receiptProjection } from '#functions/sales/receipts/receipt.projection.ts';
import type { ReceiptRecord } from '#functions/sales/receipts/receipt.types.ts';
import { putProjectionOp } from '#functions/sales/receipts/receipt-search-item.repository.ts';
import { projectionOf } from '#functions/sales/receipts/receipt-sync.ts';
import { wordsOf } from '#functions/sales/search-text.ts';
import { rowsOfChanges } from '#shared/search/indexer.ts';

const NOW = '2026-11-23T10:00:00.000Z';

const order = {
  tenantUid: 't1',
  orderUid: 'o1',
  orderNumber: '12',
  orderSeq: 12,
  organizationUid: 'org-1',
  tenantUserUid: 'seller-1',
  customerUid: 'c1',
  customerWords: wordsOf(['Kari', 'Nordmann'], ['+47 912 34 567']),
  status: 'OPEN',
  state: 'IN_PROGRESS',
} as unknown as OrderRecord;

const receipt = {
  tenantUid: 't1',
  storeUid: 's1',
  orderUid: 'o1',
  orderReceiptUid: 'r1',
  voucherNumber: '7',
  voucherSeq: 7,
  externalVoucherNumber: 'EXT-1',
  sellerDisplayName: 'Per',
  note: '50% off',
  settledAt: NOW,
  settleState: 'IN_PROGRESS',
  deliveryState: 'NOT_STARTED',
  grandTotal: 12_500,
  customerUid: 'c1',
  address: { displayName: 'Kari Nordmann', companyName: '', city: 'Oslo' },
  items: [
    { productUid: 'p1', sku: 'SKU-A', name: 'Wool sweater', tenantUserUid: 'seller-1' },
    { productUid: 'p1', sku: 'SKU-A', name: 'Wool sweater', tenantUserUid: 'seller-2' },
  ],
  settlements: [
    {
      state: 'IN_PROGRESS',
      storePaymentMethodUid: 'pm-card',
      tenantPaymentMethodUid: 'tpm-card',
      externalPaymentReference: 'KID-1',
      tenantUserUid: 'seller-1',
      ledgerType: 'STORE_LEDGER',
    },
    {
      state: 'TERMINATED',
      storePaymentMethodUid: 'pm-void',
      tenantPaymentMethodUid: '',
      externalPaymentReference: '',
      tenantUserUid: 'seller-1',
      ledgerType: 'STORE_LEDGER',
    },
  ],
  version: 3,
} as unknown as ReceiptRecord;

/** The search item as commitReceiptChange puts it. */
const searchItem = () =>
  putProjectionOp('t1', projectionOf(receipt, order), receipt.version, NOW).item.Put!.Item as Record<
    string,
    unknown
  >;

describe('receipt search rows', () => {
  it('maps a search item to one row with a column for every filter and sort', () => {
    const item = searchItem();
    expect(receiptProjection.key(item)).toEqual({ tenantUid: 't1', uid: 'r1' });
    expect(receiptProjection.row(item)).toEqual({
      store_uid: 's1',
      organization_uid: 'org-1',
      customer_uid: 'c1',
      order_number: '12',
      order_seq: 12,
      voucher_number: '7',
      voucher_seq: 7,
      user_uids: ['seller-1', 'seller-2'],
      product_uids: ['p1'],
      skus: ['SKU-A'],
      payment_method_uids: ['pm-card', 'tpm-card'],
      ext_refs: ['KID-1'],
      delivery_state: 'NOT_STARTED',
      settle_state: 'IN_PROGRESS',
      order_state: 'IN_PROGRESS',
      order_status: 'OPEN',
      grand_total: 12_500,
      settled_at: NOW,
      unpaid: true,
      customer_words: 'kari nordmann 4791234567 +47 912 34 567',
      words: expect.stringContaining('50% off'),
      facet_keys: ['t1#org#org-1', 't1#pm#pm-card', 't1#pm#tpm-card'],
    });
    expect(Object.keys(receiptProjection.row(item)).sort()).toEqual(
      Object.keys(receiptProjection.columns).sort(),
    );
  });

  it('takes the tenant from the key of items written before they carried it', () => {
    const { tenantUid: _, ...legacy } = searchItem();
    expect(receiptProjection.key(legacy)).toEqual({ tenantUid: 't1', uid: 'r1' });
    expect(receiptProjection.key({ ...legacy, pk: 'other' })).toBeUndefined();
  });

  it('skips an item it cannot map instead of writing a broken row', () => {
    const skipped: string[] = [];
    const rows = rowsOfChanges(
      [receiptProjection],
      [{ item: { ...searchItem(), settledAt: 'never' }, removed: false }],
      (table) => skipped.push(table),
    );
    expect(rows).toEqual([]);
    expect(skipped).toEqual(['receipts']);
  });

  it('feeds the indexer every change of a search item, removes included', () => {
    for (const eventName of ['INSERT', 'MODIFY', 'REMOVE']) {
      const image = { recordType: { S: 'RECEIPT_SEARCH' } };
      const dynamodb = eventName === 'REMOVE' ? { OldImage: image } : { NewImage: image };
      expect(streamRecordMatches(SEARCH_INDEXER, { eventName, dynamodb })).toBe(true);
    }
  });
});
