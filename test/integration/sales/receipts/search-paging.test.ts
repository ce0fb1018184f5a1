import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSearchDb, readTenant, rowsOf } from '#shared/search/search-db.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import {
  type Api,
  card,
  createOrder,
  createReceipt,
  indexedAs,
  line,
  newTenant,
  receiptPath,
  waitForSearchIndex,
} from '../fixtures.ts';

/**
 * Ten receipts of one order in one store: three of them tie on grandTotal, with uids whose order
 * differs between byte order and the localeCompare order the search has always used.
 */
const PRICES = [1000, 1000, 1000, 4000, 5000, 6000, 7000, 8000, 9000, 10000];
const UIDS = ['c-tie', 'a-tie', 'B-tie', 'r-4', 'r-5', 'r-6', 'r-7', 'r-8', 'r-9', 'r-10'];

describe('receipt search: order, paging, cancellation and tenants', () => {
  let tenant: string;
  let api: Api;
  let store: string;
  let receipts: Array<{ orderReceiptUid: string; voucherNumber: string; settledAt: string }>;
  const search = (body: Record<string, unknown>, query = '') =>
    api.post(`/tenants/${tenant}/receipts/search${query}`, body);
  const uidsOf = (res: { body: any }) => res.body.items.map((i: any) => i.orderReceiptUid);

  beforeAll(async () => {
    ({ tenant, api, store } = await newTenant());
    const order = await createOrder(api, tenant, store, { items: PRICES.map((p) => line(p)) });
    const written = [];
    for (const [i, item] of order.items.entries()) {
      const res = await createReceipt(api, tenant, store, order.orderUid, {
        orderReceiptUid: UIDS[i],
        orderItemUids: [item.orderItemUid],
      });
      expect(res.status, res.text).toBe(200);
      written.push(res);
    }
    receipts = written.map((r) => r.body);
    await waitForSearchIndex(tenant, written.map(indexedAs));
  });

  afterAll(closeSearchDb);

  it('sorts voucher numbers as numbers, both ways', async () => {
    const asc = await search({}, '?sortBy=voucherNumber');
    expect(asc.body.items.map((i: any) => i.voucherNumber)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    const desc = await search({}, '?sortBy=voucherNumber&sortDirection=DESC');
    expect(desc.body.items.map((i: any) => i.voucherNumber)[0]).toBe('10');
  });

  it('breaks ties by receipt uid as localeCompare does, in the page direction', async () => {
    const asc = uidsOf(await search({ amountRange: { from: 1000, to: 1000 } }, '?sortBy=grandTotal'));
    expect(asc).toEqual(['a-tie', 'B-tie', 'c-tie']);
    const desc = uidsOf(
      await search({ amountRange: { from: 0, to: 4000 } }, '?sortBy=grandTotal&sortDirection=DESC'),
    );
    expect(desc).toEqual(['r-4', 'c-tie', 'B-tie', 'a-tie']);
  });

  it('pages with the exact total on every page, past the end included', async () => {
    const all = uidsOf(await search({}, '?sortBy=voucherNumber'));
    const pages = [];
    for (const n of [1, 2, 3, 4]) {
      const res = await search({}, `?sortBy=voucherNumber&pageSize=4&pageNumber=${n}`);
      expect(res.body.paging).toEqual({ pageNumber: n, pageSize: 4, totalCount: 10 });
      pages.push(uidsOf(res));
    }
    expect(pages.map((p) => p.length)).toEqual([4, 4, 2, 0]);
    expect(pages.flat()).toEqual(all);
  });

  it('includes both ends of a settledAt range, whatever the offset it is sent with', async () => {
    const r = receipts[4]!;
    const plus2 = new Date(Date.parse(r.settledAt) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    const res = await search({ settledAtFrom: r.settledAt, settledAtTo: plus2 });
    expect(uidsOf(res)).toEqual([r.orderReceiptUid]);
  });

  it('drops a cancelled receipt from results and totals once its tombstone is indexed', async () => {
    const before = await search({ storeUids: [store] });
    expect(before.body.paging.totalCount).toBe(10);
    const gone = await api.delete(receiptPath(tenant, store, 'r-9'));
    expect(gone.status, gone.text).toBe(204);
    await waitForSearchIndex(tenant, [{ uid: 'r-9', deleted: true }]);
    const after = await search({ storeUids: [store] }, '?pageSize=3');
    expect(after.body.paging.totalCount).toBe(9);
    expect(uidsOf(await search({ voucherNumbers: [receipts[8]!.voucherNumber] }))).toEqual([]);
  });

  it("never shows another tenant's receipts, by filter, by uid or through the reader role", async () => {
    const other = await newTenant();
    await givePaymentMethods(other.api, other.tenant, store);
    const order = await createOrder(other.api, other.tenant, store, { items: [line(1000)] });
    const theirs = await createReceipt(other.api, other.tenant, store, order.orderUid, {
      orderReceiptUid: 'a-tie',
      settlements: [card(1000, { status: 'CAPTURED', externalPaymentReference: 'REF-X' })],
    });
    expect(theirs.status, theirs.text).toBe(200);
    await waitForSearchIndex(other.tenant, [indexedAs(theirs)]);

    const ours = await search({ storeUids: [store], amountRange: { from: 1000, to: 1000 } });
    expect(uidsOf(ours).sort()).toEqual(['B-tie', 'a-tie', 'c-tie']);
    expect(ours.body.items.every((i: any) => i.settleState === 'NOT_STARTED')).toBe(true);
    expect(uidsOf(await search({ settlementExternalPaymentReferences: ['REF-X'] }))).toEqual([]);
    const crossed = await api.post(`/tenants/${other.tenant}/receipts/search`, {});
    expect(crossed.status).toBe(403);

    // The tenant view alone (no tenant in the WHERE clause) keeps the reader in its tenant.
    const visible = await readTenant(other.tenant, (db) =>
      rowsOf<{ uid: string }>(db, sql`SELECT uid FROM tenant_receipts WHERE uid = 'a-tie'`),
    );
    expect(visible).toHaveLength(1);
    const none = await readTenant(other.tenant, (db) =>
      rowsOf<{ n: number }>(
        db,
        sql`SELECT count(*)::integer AS n FROM tenant_receipts WHERE tenant_uid = ${tenant}`,
      ),
    );
    expect(none[0]?.n).toBe(0);
  });
});
