import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { receiptProjection } from '#functions/sales/receipts/receipt.projection.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import {
  cash,
  createOrder,
  createReceipt,
  indexedAs,
  line,
  newTenant,
  waitForSearchIndex,
} from '../fixtures.ts';
import { buildWorld, type World } from './search-world.ts';

describe('receipt search', () => {
  let w: World;
  const search = (body: Record<string, unknown>, query = '') =>
    w.api.post(`/tenants/${w.tenant}/receipts/search${query}`, body);
  const uidsOf = (res: { body: any }) => res.body.items.map((i: any) => i.orderReceiptUid).sort();
  const expectUids = async (body: Record<string, unknown>, keys: Array<keyof World['r']>) => {
    const res = await search(body);
    expect(res.status, res.text).toBe(200);
    expect(uidsOf(res)).toEqual(keys.map((k) => w.r[k].orderReceiptUid).sort());
    expect(res.body.paging.totalCount).toBe(keys.length);
    return res;
  };

  beforeAll(async () => {
    w = await buildWorld();
    // Another tenant with look-alike data: never in the results.
    const other = await newTenant();
    await givePaymentMethods(other.api, other.tenant, w.s1);
    const o = await createOrder(other.api, other.tenant, w.s1, {
      items: [line(10000, 1, { productUid: 'p1', sku: 'SKU-A' })],
    });
    const r = await createReceipt(other.api, other.tenant, w.s1, o.orderUid, { settlements: [cash(10000)] });
    await waitForSearchIndex(other.tenant, [indexedAs(r)]);
  });

  it('returns every receipt of the tenant, newest settled first, with full receipts', async () => {
    const res = await expectUids({}, ['r1', 'r2', 'r3', 'r4']);
    const times = res.body.items.map((i: any) => i.settledAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.body.items[0]).toHaveProperty('settlementTotals');
  });

  it.each([
    ['storeUids', () => ({ storeUids: [w.s1] }), ['r1', 'r3', 'r4']],
    ['organizationUids', () => ({ organizationUids: ['org-1'] }), ['r1']],
    ['customerUids', () => ({ customerUids: ['c1', 'c2'] }), ['r1', 'r2']],
    ['tenantUserUids', () => ({ tenantUserUids: ['seller-2'] }), ['r2']],
    ['productUids', () => ({ productUids: ['p1', 'p4'] }), ['r1', 'r4']],
    ['productSkus', () => ({ productSkus: ['SKU-B'] }), ['r2']],
    ['customerQuery (name)', () => ({ customerQuery: 'NORD' }), ['r1']],
    ['customerQuery (phone)', () => ({ customerQuery: '987 654' }), ['r2']],
    ['customerQuery (e-mail)', () => ({ customerQuery: 'example.org' }), ['r2']],
    ['customerQuery (order address)', () => ({ customerQuery: 'olsen' }), ['r3', 'r4']],
    ['customerQuery (phone as dialled)', () => ({ customerQuery: '+47 98765' }), ['r2']],
    ['settledAtFrom', () => ({ settledAtFrom: w.between }), ['r2', 'r3', 'r4']],
    ['settledAtTo', () => ({ settledAtTo: w.between }), ['r1']],
    ['orderNumber', () => ({ orderNumber: w.orders.o2.orderNumber }), ['r2']],
    ['voucherNumbers (per store, so two)', () => ({ voucherNumbers: ['1'] }), ['r1', 'r2']],
    ['tenantPaymentMethodUids', () => ({ tenantPaymentMethodUids: ['tpm-card'] }), ['r1']],
    ['tenantPaymentMethodUids (store method)', () => ({ tenantPaymentMethodUids: ['pm-cash'] }), ['r3']],
    ['deliveryStates', () => ({ deliveryStates: ['IN_PROGRESS'] }), ['r2']],
    ['query', () => ({ query: 'scarf' }), ['r2']],
    ['query (every word)', () => ({ query: 'RED scarf' }), ['r2']],
    ['amountRange', () => ({ amountRange: { from: 2500, to: 6000 } }), ['r2', 'r3']],
    ['hasUnpaidInvoices', () => ({ hasUnpaidInvoices: true }), ['r2', 'r4']],
    [
      'settlementExternalPaymentReferences',
      () => ({ settlementExternalPaymentReferences: ['KID-123'] }),
      ['r1'],
    ],
    ['orderStatuses', () => ({ orderStatuses: ['SETTLED'] }), ['r1']],
    ['orderStates', () => ({ orderStates: ['IN_PROGRESS'] }), ['r3', 'r4']],
    ['settleStates', () => ({ settleStates: ['COMPLETE'] }), ['r1', 'r3']],
  ] as const)('filters by %s', async (_name, body, expected) => {
    await expectUids(body(), [...expected]);
  });

  it.each([
    ['store and settle state', () => ({ storeUids: [w.s1], settleStates: ['COMPLETE'] }), ['r1', 'r3']],
    [
      'organization and customer',
      () => ({ organizationUids: ['org-1'], customerUids: ['c1', 'c2'] }),
      ['r1'],
    ],
    [
      'product and payment method',
      () => ({ productUids: ['p1', 'p2'], tenantPaymentMethodUids: ['pm-card', 'tpm-card'] }),
      ['r1'],
    ],
    [
      'delivery and settle state',
      () => ({ deliveryStates: ['NOT_STARTED'], settleStates: ['NOT_STARTED'] }),
      ['r4'],
    ],
    ['unpaid and store', () => ({ hasUnpaidInvoices: true, storeUids: [w.s1] }), ['r4']],
    ['query and customer query', () => ({ query: 'sku-c', customerQuery: 'per' }), ['r3']],
    ['organization and query', () => ({ organizationUids: ['org-1', 'org-9'], query: 'sweater' }), ['r1']],
    ['organization and query (no match)', () => ({ organizationUids: ['org-1'], query: 'scarf' }), []],
    [
      'payment methods and query',
      () => ({ tenantPaymentMethodUids: ['tpm-card', 'pm-cash'], query: 'SKU-A' }),
      ['r1'],
    ],
    [
      'organization, payment method and query',
      () => ({ organizationUids: ['org-1'], tenantPaymentMethodUids: ['pm-cash'], query: 'sweater' }),
      [],
    ],
    ['user and order state', () => ({ tenantUserUids: ['seller-2'], orderStates: ['NOT_STARTED'] }), ['r2']],
    ['voucher and store', () => ({ voucherNumbers: ['1'], storeUids: [w.s2] }), ['r2']],
    ['customer query and store', () => ({ customerQuery: 'nord', storeUids: [w.s2] }), []],
    ['customer and amount', () => ({ customerUids: ['c1'], amountRange: { from: 0, to: 100 } }), []],
    [
      'reference and date',
      () => ({ settlementExternalPaymentReferences: ['KID-123'], settledAtFrom: w.between }),
      [],
    ],
    [
      'order number and sku',
      () => ({ orderNumber: w.orders.o3.orderNumber, productSkus: ['SKU-D'] }),
      ['r4'],
    ],
    [
      'store, date range and query',
      () => ({
        storeUids: [w.s1],
        settledAtFrom: w.between,
        settledAtTo: new Date().toISOString(),
        query: 'olsen',
      }),
      ['r3', 'r4'],
    ],
  ] as const)('combines %s', async (_name, body, expected) => {
    await expectUids(body(), [...expected]);
  });

  it('computes the facet keys of rows indexed before them, in the migration, as the projection does', async () => {
    const update = receiptProjection.migrations
      .flatMap((m) => m.statements)
      .find((st) => st.startsWith('UPDATE receipts SET facet_keys'))!;
    const db = new pg.Client({ connectionString: process.env.SEARCH_WRITER_URL });
    await db.connect();
    try {
      const keys = async () =>
        (
          await db.query('SELECT uid, facet_keys FROM receipts WHERE tenant_uid = $1 ORDER BY uid', [
            w.tenant,
          ])
        ).rows;
      const projected = await keys();
      expect(projected.some((r) => r.facet_keys.length === 3)).toBe(true);
      await db.query(`UPDATE receipts SET facet_keys = '{}' WHERE tenant_uid = $1`, [w.tenant]);
      await db.query(`${update} WHERE tenant_uid = $1`, [w.tenant]);
      expect(await keys()).toEqual(projected);
    } finally {
      await db.end();
    }
  });

  it('ignores empty strings', async () => {
    await expectUids(
      {
        customerQuery: '',
        orderNumber: '',
        storeUids: [''],
        voucherNumbers: [],
        query: '',
        settledAtFrom: '',
      },
      ['r1', 'r2', 'r3', 'r4'],
    );
  });

  it('refuses orderStatuses combined with orderStates, settleStates or deliveryStates', async () => {
    for (const extra of [
      { orderStates: ['COMPLETE'] },
      { settleStates: ['COMPLETE'] },
      { deliveryStates: ['COMPLETE'] },
    ]) {
      const res = await search({ orderStatuses: ['SETTLED'], ...extra });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe('body.orderStatuses');
    }
    const amount = await search({ amountRange: { from: 5 } });
    expect(amount.status).toBe(400);
    expect(amount.body.errors[0].path).toBe('body.amountRange.to');
  });

  it('honours the deprecated voucherNumber with a Deprecation header', async () => {
    const res = await expectUids({ voucherNumber: w.r.r4.voucherNumber, storeUids: [w.s1] }, ['r4']);
    expect(res.headers.get('deprecation')).toBe('true');
    const modern = await search({ voucherNumbers: ['1'] });
    expect(modern.headers.get('deprecation')).toBeNull();
  });

  it('sorts by grandTotal, voucherNumber and orderNumber', async () => {
    const totals = (await search({}, '?sortBy=grandTotal&sortDirection=ASC')).body.items.map(
      (i: any) => i.grandTotal,
    );
    expect(totals).toEqual([2000, 3000, 5000, 10000]);
    const vouchers = (await search({ storeUids: [w.s1] }, '?sortBy=voucherNumber')).body.items.map(
      (i: any) => i.voucherNumber,
    );
    expect(vouchers).toEqual(['1', '2', '3']);
    const orders = (await search({}, '?sortBy=orderNumber&sortDirection=DESC')).body.items.map(
      (i: any) => i.orderUid,
    );
    expect(orders).toEqual([
      w.orders.o3.orderUid,
      w.orders.o3.orderUid,
      w.orders.o2.orderUid,
      w.orders.o1.orderUid,
    ]);
    expect((await search({}, '?sortBy=note')).status).toBe(400);
  });

  it('pages through the result and reports the total at every edge', async () => {
    const all = (await search({}, '?sortBy=grandTotal')).body.items.map((i: any) => i.orderReceiptUid);
    const p1 = await search({}, '?sortBy=grandTotal&pageSize=3');
    const p2 = await search({}, '?sortBy=grandTotal&pageSize=3&pageNumber=2');
    const p3 = await search({}, '?sortBy=grandTotal&pageSize=3&pageNumber=3');
    expect([...p1.body.items, ...p2.body.items].map((i: any) => i.orderReceiptUid)).toEqual(all);
    expect(p1.body.paging).toEqual({ pageNumber: 1, pageSize: 3, totalCount: 4 });
    expect(p2.body.items).toHaveLength(1);
    expect(p3.body).toEqual({ items: [], paging: { pageNumber: 3, pageSize: 3, totalCount: 4 } });
    expect((await search({}, '?pageSize=501')).status).toBe(400);
    expect((await search({}, '?pageNumber=0')).status).toBe(400);
    expect((await search({}, '?pageSize=500')).body.paging.pageSize).toBe(500);
  });

  // Runs last: it settles r4 and so changes the world.
  it('keeps the order state on every receipt of an order current', async () => {
    const { r4 } = w.r;
    await expectUids({ orderStates: ['IN_PROGRESS'], customerQuery: 'olsen' }, ['r3', 'r4']);
    const settled = await w.api.post(
      `/tenants/${w.tenant}/stores/${w.s1}/receipts/${r4.orderReceiptUid}/settlements`,
      cash(2000),
    );
    // The order state reaches r3's row with the same write (its version stays, its time moves).
    await waitForSearchIndex(w.tenant, [
      indexedAs(settled),
      { uid: w.r.r3.orderReceiptUid, modifiedAt: settled.body.lastModifiedAt },
    ]);
    await expectUids({ orderStatuses: ['SETTLED'], customerQuery: 'olsen' }, ['r3', 'r4']);
  });
});
