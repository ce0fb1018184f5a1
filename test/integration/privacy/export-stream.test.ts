import { beforeAll, describe, expect, it } from 'vitest';
import { putLedgerEntryOp } from '#functions/loyalty/loyalty.repository.ts';
import { CustomerExport } from '#functions/privacy/privacy.schema.ts';
import { exportCustomer } from '#functions/privacy/privacy-export.service.ts';
import { commit } from '#shared/db/transaction.ts';
import { stack } from '#test/support/api.ts';
import { seededCustomer, seedOrderHistory } from './helpers.ts';

/** A buffered Lambda response (and the export's old limit) stops at 6 MB; this history is larger. */
const BUFFERED_LIMIT = 6 * 1024 * 1024;
const HISTORY_ORDERS = 320;
const NOTE_CHARS = 21_000;

let s: Awaited<ReturnType<typeof seededCustomer>>;
let history: string[];
beforeAll(async () => {
  s = await seededCustomer();
  history = await seedOrderHistory(s, HISTORY_ORDERS, NOTE_CHARS);
});

describe('the streamed GDPR export', () => {
  it('answers a history larger than a buffered response in full, chunked, as one valid document', async () => {
    const res = await fetch(`${stack().apiUrl}${s.path}/export`, {
      headers: { authorization: `Bearer ${s.bearer}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(BUFFERED_LIMIT);

    const parsed = CustomerExport.safeParse(JSON.parse(text));
    expect(parsed.error).toBeUndefined();
    const doc = parsed.data!;
    expect(doc.orders.map((o) => o.orderUid).sort()).toEqual([s.orderUid, ...history].sort());
    expect(doc.orders.find((o) => o.orderUid === history[7])?.note).toMatch(/^History 7 x+$/);
    // The sections after the long one are there, whole.
    expect(doc.receipts).toMatchObject([{ orderReceiptUid: s.receiptUid }]);
    expect(doc.settlements).toMatchObject([{ orderReceiptUid: s.receiptUid, amount: 12500 }]);
    expect(doc.deliveries).toMatchObject([{ deliveryUid: s.deliveryUid }]);
    expect(doc.notifications).toMatchObject([{ notificationUid: s.notificationUid }]);
    expect(doc.loyalty).toMatchObject([{ entryType: 'EARN', orderUid: s.orderUid }]);
    expect(doc.serviceOrders).toMatchObject([{ serviceOrderUid: s.serviceOrderUid }]);
  });

  it('hands out its first bytes before it reads the last section: a ledger entry written after them is in the document', async () => {
    const document = await exportCustomer(s.tenant, s.customerUid);
    const chunks = document[Symbol.asyncIterator]();
    const first = await chunks.next();
    let text = String(first.value);
    expect(text.startsWith('{"format":"retail-commerce-customer-export/1"')).toBe(true);

    // The reader takes nothing more while the entry is written: the document reads ahead by a page
    // at most, and more than 6 MB of orders come before the loyalty section.
    const late = {
      entryType: 'EARN' as const,
      points: 7,
      balanceAfter: 132,
      orderUid: s.orderUid,
      orderReceiptUid: '',
      settlementUid: '',
      amount: 700,
      expiresAt: '',
      sequence: 999,
      createdAt: new Date().toISOString(),
    };
    await commit([putLedgerEntryOp(s.tenant, s.customerUid, late)]);

    for (let next = await chunks.next(); !next.done; next = await chunks.next()) text += String(next.value);
    const doc = JSON.parse(text);
    expect(doc.orders).toHaveLength(HISTORY_ORDERS + 1);
    expect(doc.loyalty.map((e: { sequence: number }) => e.sequence)).toEqual([999, 1]);
  });
});
