import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_DOCS_PAGE_MAX } from '#functions/sales/receipts/receipt-search.table.ts';
import {
  type Api,
  cash,
  createOrder,
  createReceipt,
  type IndexedAs,
  indexedAs,
  line,
  newTenant,
  waitForSearchIndex,
} from '../fixtures.ts';

/**
 * Receipt pages answered from the documents beside their rows (receipt-doc.projection.ts): the
 * same receipts as the table holds, no BatchGet for a page whose documents are there at the row's
 * version, and the table read for any other receipt (too large, of another version, a larger page).
 */
describe('receipt pages from the read model', () => {
  let tenant: string;
  let api: Api;
  let store: string;
  let small: any;
  let large: any;
  const db = new pg.Client({ connectionString: process.env.SEARCH_WRITER_URL });

  /** Waits until receipt_docs holds each receipt at its version (with or without a document). */
  const waitForDocs = async (expected: readonly IndexedAs[]) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await db.query<{ uid: string; version: number }>(
        'SELECT uid, version FROM receipt_docs WHERE tenant_uid = $1 AND uid = ANY($2)',
        [tenant, expected.map((e) => e.uid)],
      );
      const at = new Map(rows.map((r) => [r.uid, r.version]));
      if (expected.every((e) => at.get(e.uid) === e.version)) return;
      if (Date.now() > deadline) throw new Error(`receipt documents not indexed: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const search = (body: Record<string, unknown>, pageSize: number, query = '') =>
    api.post(`/tenants/${tenant}/receipts/search?pageSize=${pageSize}${query}`, body);
  const roundTrips = (res: { headers: Headers }) => Number(res.headers.get('x-db-round-trips'));
  const stored = async (r: any) =>
    (await api.get(`/tenants/${tenant}/stores/${store}/receipts/${r.orderReceiptUid}`)).body;

  beforeAll(async () => {
    await db.connect();
    ({ tenant, api, store } = await newTenant());
    const receipt = async (lines: number) => {
      const o = await createOrder(api, tenant, store, {
        items: Array.from({ length: lines }, () => line(1000, 1, { name: 'Merino wool sweater, navy' })),
      });
      const res = await createReceipt(api, tenant, store, o.orderUid, { settlements: [cash(1000 * lines)] });
      expect(res.status, res.text).toBe(200);
      return res;
    };
    const [s, l] = [await receipt(1), await receipt(60)];
    await waitForSearchIndex(tenant, [indexedAs(s), indexedAs(l)]);
    await waitForDocs([indexedAs(s), indexedAs(l)]);
    [small, large] = [s.body, l.body];
  });
  afterAll(() => db.end());

  it('keeps a document of a receipt up to the size a page may carry, and none of a larger one', async () => {
    const { rows } = await db.query<{ uid: string; doc: string | null }>(
      'SELECT uid, doc FROM receipt_docs WHERE tenant_uid = $1',
      [tenant],
    );
    const doc = new Map(rows.map((r) => [r.uid, r.doc]));
    expect(JSON.parse(String(doc.get(small.orderReceiptUid))).orderReceiptUid).toBe(small.orderReceiptUid);
    expect(doc.get(large.orderReceiptUid)).toBeNull();
  });

  it('answers the receipts the table holds, documents and table reads alike, in the page order', async () => {
    const expected = [await stored(large), await stored(small)];
    for (const pageSize of [RECEIPT_DOCS_PAGE_MAX, RECEIPT_DOCS_PAGE_MAX + 1]) {
      const res = await search({}, pageSize);
      expect(res.status, res.text).toBe(200);
      expect(res.body.items).toEqual(expected);
      const changes = await search({}, pageSize, '&updatedSince=2020-01-01T00:00:00Z');
      expect(changes.status, changes.text).toBe(200);
      expect(changes.body.items).toEqual([await stored(small), await stored(large)]);
    }
  });

  it('reads no receipt from the table when a page has each document at its row version', async () => {
    const only = { voucherNumber: small.voucherNumber };
    const fromDocs = await search(only, RECEIPT_DOCS_PAGE_MAX);
    const fromTable = await search(only, RECEIPT_DOCS_PAGE_MAX + 1);
    expect(fromDocs.body.items).toEqual([await stored(small)]);
    expect(fromTable.body.items).toEqual(fromDocs.body.items);
    // The larger page reads its one receipt with a BatchGet; the page of 50 does not.
    expect(roundTrips(fromTable)).toBe(roundTrips(fromDocs) + 1);
  });

  it('reads the receipt from the table when its document is of another version than its row', async () => {
    const only = { voucherNumber: small.voucherNumber };
    const before = await search(only, RECEIPT_DOCS_PAGE_MAX);
    // As if the receipt item's record had not reached the read model yet (or arrived first).
    await db.query(
      'UPDATE receipt_docs SET version = version - 1, doc = \'{"orderReceiptUid":"stale"}\' WHERE tenant_uid = $1 AND uid = $2',
      [tenant, small.orderReceiptUid],
    );
    const after = await search(only, RECEIPT_DOCS_PAGE_MAX);
    expect(after.body.items).toEqual(before.body.items);
    expect(roundTrips(after)).toBe(roundTrips(before) + 1);
  });
});
