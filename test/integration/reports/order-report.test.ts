import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, client, eventually, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import { localDate, mondayOf } from './helpers.ts';

/**
 * The order intake report against real orders and receipts: orders are created through the API,
 * every line is taken on a receipt, the indexer projects the orders into the read model, and the
 * report's sums must equal the sums of the receipts' lines, whatever the grouping.
 */

type Line = {
  productUid: string;
  tenantUserUid: string;
  totalPrice: number;
  totalVatAmount: number;
  totalDiscountAmount: number;
  totalCost: number;
  totalGrossProfitAmount: number;
};
type Sums = {
  count: number;
  gross: number;
  net: number;
  vat: number;
  discount: number;
  cost: number;
  grossProfit: number;
};

const EMPTY: Sums = { count: 0, gross: 0, net: 0, vat: 0, discount: 0, cost: 0, grossProfit: 0 };
const add = (s: Sums, l: Line): Sums => ({
  count: s.count,
  gross: s.gross + l.totalPrice,
  net: s.net + l.totalPrice - l.totalVatAmount,
  vat: s.vat + l.totalVatAmount,
  discount: s.discount + l.totalDiscountAmount,
  cost: s.cost + l.totalCost,
  grossProfit: s.grossProfit + l.totalGrossProfitAmount,
});

const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Sale = { orderUid: string; storeUid: string; createdAt: string; lines: Line[] };

/** Expected groups: lines summed per key, count = the orders with a line in the group. */
const expectedBy = (sales: readonly Sale[], keyOf: (sale: Sale, line: Line) => string) => {
  const groups = new Map<string, Sums & { orders: Set<string> }>();
  for (const sale of sales)
    for (const line of sale.lines) {
      const key = keyOf(sale, line);
      const g = groups.get(key) ?? { ...EMPTY, orders: new Set<string>() };
      g.orders.add(sale.orderUid);
      groups.set(key, { ...add(g, line), orders: g.orders });
    }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, { orders, ...sums }]) => ({ key, currency: 'NOK', ...sums, count: orders.size }));
};

describe('order intake report', () => {
  const tenant = uniqueTenant('rep');
  const stores = [uniqueUid('s1'), uniqueUid('s2')];
  const sales: Sale[] = [];
  const groupOf = new Map<string, string>();
  let api: ReturnType<typeof client>;
  const report = (body: Record<string, unknown>, headers?: Record<string, string>): Promise<ApiResponse> =>
    api.post(`/tenants/${tenant}/reports/orders`, body, headers);
  const today = new Date().toISOString().slice(0, 10);
  const wide = { from: shiftDays(today, -2), to: shiftDays(today, 2) };

  beforeAll(async () => {
    api = client(await token({ tenant }));
    for (const store of stores) await ensureStore(tenant, store);
    for (const group of ['pg-cups', 'pg-plates']) {
      expect(
        (await api.post(`/tenants/${tenant}/productGroups`, { productGroupUid: group, name: group })).status,
      ).toBe(201);
      const productUid = uniqueUid('p');
      const created = await api.post(`/tenants/${tenant}/products`, {
        productUid,
        sku: `SKU-${productUid}`,
        name: 'Cup',
        productGroupUid: group,
        vatCodeUid: 'vat-25',
        vatRate: 2500,
        allowedActions: ['QUANTITY_SOLD', 'PRICE_SALE', 'DISCOUNT', 'CREDIT'],
      });
      expect(created.status).toBe(201);
      groupOf.set(productUid, group);
    }
    const [cup, plate] = [...groupOf.keys()];
    // Catalogue lines take sku, name and VAT from the product; the price is the seller's.
    const line = (
      productUid: string,
      itemPrice: number,
      quantityOrdered: number,
      extra: Record<string, unknown> = {},
    ) => ({ productUid, itemPrice, quantityOrdered, ...extra });
    const orders = [
      {
        store: stores[0]!,
        items: [
          line(cup!, 12_900, 2, { itemCost: 4_000, itemDiscountAmount: 900, tenantUserUid: 'seller-a' }),
          line(plate!, 9_990, 1, { itemCost: 3_100, tenantUserUid: 'seller-b' }),
        ],
      },
      { store: stores[0]!, items: [line(cup!, 12_900, 1, { itemCost: 4_000, tenantUserUid: 'seller-b' })] },
      // A line outside the catalogue (no product group) at 15 % VAT and without a cost.
      {
        store: stores[1]!,
        items: [
          line(uniqueUid('free'), 4_990, 3, {
            sku: 'FREE',
            name: 'Gift wrap',
            vatRate: 1500,
            vatCodeUid: 'vat-15',
            tenantUserUid: 'seller-a',
          }),
          line(plate!, 9_990, 2, { itemCost: 3_100, itemDiscountAmount: 1_000, tenantUserUid: 'seller-a' }),
        ],
      },
    ];
    for (const o of orders) {
      const order = await api.post(`/tenants/${tenant}/stores/${o.store}/orders`, { items: o.items });
      expect(order.status, order.text).toBe(201);
      const receipt = await api.post(
        `/tenants/${tenant}/stores/${o.store}/orders/${order.body.orderUid}/receipts`,
        {},
      );
      expect(receipt.status, receipt.text).toBe(200);
      sales.push({
        orderUid: order.body.orderUid,
        storeUid: o.store,
        createdAt: order.body.createdAt,
        lines: receipt.body.items,
      });
    }
    expect(sales.flatMap((s) => s.lines)).toHaveLength(5);
    // The read model is eventually consistent: wait until the report counts every order.
    await eventually(async () => {
      const res = await report({ ...wide, groupBy: 'store' });
      const count = (res.body?.groups ?? []).reduce((n: number, g: Sums) => n + g.count, 0);
      return count === orders.length ? true : undefined;
    });
  });

  it('sums the receipts of each store, and filters by store', async () => {
    const res = await report({ ...wide, groupBy: 'store' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...wide, groupBy: 'store', timezone: 'UTC', storeUids: null });
    expect(res.body.groups).toEqual(expectedBy(sales, (s) => s.storeUid));
    const one = await report({ ...wide, groupBy: 'store', storeUids: [stores[1]] });
    expect(one.body.groups).toEqual(
      expectedBy(
        sales.filter((s) => s.storeUid === stores[1]),
        (s) => s.storeUid,
      ),
    );
  });

  it('sums the receipts by product group (the catalogue group, "" for a line outside it) and by seller', async () => {
    const byGroup = await report({ ...wide, groupBy: 'productGroup' });
    expect(byGroup.body.groups).toEqual(expectedBy(sales, (_, l) => groupOf.get(l.productUid) ?? ''));
    expect(byGroup.body.groups.map((g: { key: string }) => g.key)).toEqual(['', 'pg-cups', 'pg-plates']);
    const bySeller = await report({ ...wide, groupBy: 'tenantUser' });
    expect(bySeller.body.groups).toEqual(expectedBy(sales, (_, l) => l.tenantUserUid));
    expect(bySeller.body.groups.map((g: { key: string }) => g.key)).toEqual(['seller-a', 'seller-b']);
  });

  it("keys days, weeks and months by the order's local date in the time zone asked for", async () => {
    // UTC+14 and UTC-11: 25 hours apart, so the same instant falls on two different dates.
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const day = (s: Sale) => localDate(s.createdAt, timezone);
      const days = await report({ ...wide, groupBy: 'day', timezone });
      expect(days.body.groups).toEqual(expectedBy(sales, day));
      const weeks = await report({ ...wide, groupBy: 'week', timezone });
      expect(weeks.body.groups).toEqual(expectedBy(sales, (s) => mondayOf(day(s))));
      const months = await report({ ...wide, groupBy: 'month', timezone });
      expect(months.body.groups).toEqual(expectedBy(sales, (s) => day(s).slice(0, 7)));
      // A period of the single local day of the first order holds exactly that day's orders.
      const only = day(sales[0]!);
      const single = await report({ from: only, to: only, groupBy: 'day', timezone });
      expect(single.body.groups).toEqual(
        expectedBy(
          sales.filter((s) => day(s) === only),
          day,
        ),
      );
    }
    const before = await report({ from: shiftDays(today, -30), to: shiftDays(today, -3), groupBy: 'day' });
    expect(before.body.groups).toEqual([]);
  });

  it('answers CSV for Accept: text/csv, with the same figures', async () => {
    const json = (await report({ ...wide, groupBy: 'store' })).body;
    const csv = await report({ ...wide, groupBy: 'store' }, { accept: 'text/csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = csv.text
      .trimEnd()
      .split('\r\n')
      .map((r) => r.split(','));
    expect(rows[0]).toEqual([
      'store',
      'currency',
      'count',
      'gross',
      'net',
      'vat',
      'discount',
      'cost',
      'grossProfit',
    ]);
    expect(rows.slice(1)).toEqual(
      json.groups.map((g: Sums & { key: string; currency: string }) =>
        [g.key, g.currency, g.count, g.gross, g.net, g.vat, g.discount, g.cost, g.grossProfit].map(String),
      ),
    );
  });

  it('refuses a bad period, time zone or grouping naming the field, and a STORE token', async () => {
    const bad = async (body: Record<string, unknown>, path: string) => {
      const res = await report({ ...wide, groupBy: 'day', ...body });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    };
    await bad({ from: today, to: shiftDays(today, -1) }, 'body.to');
    await bad({ from: '2024-01-01', to: '2026-01-01' }, 'body.to');
    await bad({ timezone: 'Mars/Olympus_Mons' }, 'body.timezone');
    await bad({ groupBy: 'year' }, 'body.groupBy');
    await bad({ from: '2026-02-30' }, 'body.from');
    const store = client(await token({ tenant, permissions: 'all', access: 'STORE' }));
    expect((await store.post(`/tenants/${tenant}/reports/orders`, { ...wide, groupBy: 'day' })).status).toBe(
      403,
    );
    const backoffice = client(await token({ tenant, permissions: [], access: 'BACKOFFICE' }));
    expect(
      (await backoffice.post(`/tenants/${tenant}/reports/orders`, { ...wide, groupBy: 'day' })).status,
    ).toBe(200);
  });

  it("shows no other tenant's orders", async () => {
    const other = uniqueTenant('rep');
    const otherApi = client(await token({ tenant: other }));
    const res = await otherApi.post(`/tenants/${other}/reports/orders`, { ...wide, groupBy: 'store' });
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([]);
  });
});
