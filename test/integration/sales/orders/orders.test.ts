import { describe, expect, it } from 'vitest';
import { client, token, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import { createOrder, createReceipt, line, newTenant } from '../fixtures.ts';

describe('orders', () => {
  it('creates an order with computed line money and increasing order numbers', async () => {
    const { tenant, api, store } = await newTenant();
    const res = await api.post(`/tenants/${tenant}/stores/${store}/orders`, {
      items: [line(12500, 2, { itemDiscountAmount: 2500, itemCost: 4000 }), line(999, 3, { vatRate: 1500 })],
      address: { firstname: 'Kari', lastname: 'Nordmann', email: 'kari@example.com' },
    });
    expect(res.status).toBe(201);
    const [a, b] = res.body.items;
    // 2 x (125.00 - 25.00) = 200.00 incl. 25 % VAT = 40.00
    expect(a).toMatchObject({
      totalPrice: 20000,
      totalVatAmount: 4000,
      itemVatAmount: 2000,
      totalDiscountAmount: 5000,
      itemDiscountPercentage: 2000,
      totalCost: 8000,
      itemGrossProfitAmount: 4000,
      totalGrossProfitAmount: 8000,
      itemGrossProfitPercentage: 5000,
      originalItemPrice: 12500,
      orderReceiptUid: '',
    });
    // 3 x 9.99 = 29.97 with 15 % VAT: 29.97 * 15/115 = 3.909... -> 3.91 (rounded once per line)
    expect(b).toMatchObject({ totalPrice: 2997, totalVatAmount: 391, itemVatAmount: 130 });
    expect(res.body.totals).toMatchObject({ gross: 22997, vat: 4391, net: 18606 });
    expect(res.body.address).toMatchObject({ firstname: 'Kari', displayName: 'Kari Nordmann', city: '' });
    expect(res.body).toMatchObject({
      status: 'OPEN',
      state: 'NOT_STARTED',
      currency: 'NOK',
      exchangeRate: 1_000_000,
    });

    const second = await createOrder(api, tenant, store, { items: [line(100)] });
    expect(Number(second.orderNumber)).toBe(Number(res.body.orderNumber) + 1);

    const got = await api.get(`/tenants/${tenant}/stores/${store}/orders/${res.body.orderUid}`);
    expect(got.status).toBe(200);
    expect(got.body.items).toHaveLength(2);
  });

  it('gives concurrent orders distinct order numbers', async () => {
    const { tenant, api, store } = await newTenant();
    const orders = await Promise.all(
      Array.from({ length: 8 }, () => createOrder(api, tenant, store, { items: [line(100)] })),
    );
    const numbers = orders.map((o) => Number(o.orderNumber)).sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses a duplicate orderUid with 409 and an unknown customer with 404', async () => {
    const { tenant, api, store } = await newTenant();
    const orderUid = uniqueUid('o');
    await createOrder(api, tenant, store, { orderUid, items: [line(100)] });
    const dup = await api.post(`/tenants/${tenant}/stores/${store}/orders`, { orderUid, items: [line(100)] });
    expect(dup.status).toBe(409);
    const missing = await api.post(`/tenants/${tenant}/stores/${store}/orders`, {
      customerUid: 'nobody',
      items: [line(100)],
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual([
      { path: 'body.customerUid', message: "customer 'nobody' was not found" },
    ]);
  });

  it('validates lines, naming each invalid field', async () => {
    const { tenant, api, store } = await newTenant();
    const res = await api.post(`/tenants/${tenant}/stores/${store}/orders`, {
      items: [line(100, 0), { ...line(100), vatRate: 20_000, productType: 'BOGUS' }],
    });
    expect(res.status).toBe(400);
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.items.0.quantityOrdered',
        'body.items.1.vatRate',
        'body.items.1.productType',
      ]),
    );
  });

  it('ignores money a client sends for computed fields', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, {
      items: [
        line(10000, 2, { totalPrice: 1, totalVatAmount: 1, itemVatAmount: 1, itemGrossProfitAmount: 1 }),
      ],
    });
    expect(order.items[0]).toMatchObject({ totalPrice: 20000, totalVatAmount: 4000, itemVatAmount: 2000 });
    expect(order.items[0].itemGrossProfitAmount).toBe(8000);
  });

  it('refuses an order too large to store with a 422 and writes nothing', async () => {
    const { tenant, api, store } = await newTenant();
    const orderUid = uniqueUid('big');
    const properties = Array.from({ length: 100 }, (_, i) => ({
      uid: `p${i}`,
      key: `k${i}`,
      value: 'x'.repeat(1000),
    }));
    const res = await api.post(`/tenants/${tenant}/stores/${store}/orders`, {
      orderUid,
      items: Array.from({ length: 5 }, () => line(100, 1, { properties })),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].path).toBe('body.items');
    expect((await api.get(`/tenants/${tenant}/stores/${store}/orders/${orderUid}`)).status).toBe(404);
    const next = await createOrder(api, tenant, store, { items: [line(100)] });
    expect(next.orderNumber).toBe('1');
  });

  it('gives concurrent receipts of one store distinct voucher numbers', async () => {
    const { tenant, api, store } = await newTenant();
    const orders = await Promise.all(
      Array.from({ length: 5 }, () => createOrder(api, tenant, store, { items: [line(100)] })),
    );
    const receipts = await Promise.all(orders.map((o) => createReceipt(api, tenant, store, o.orderUid)));
    expect(receipts.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(receipts.map((r) => Number(r.body.voucherNumber)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    await ensureStore(tenant, 'other-store');
    const other = await createOrder(api, tenant, 'other-store', { items: [line(100)] });
    expect((await createReceipt(api, tenant, 'other-store', other.orderUid)).body.voucherNumber).toBe('1');
  });

  it('hides orders of other tenants and other stores (404)', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(100)] });
    // Another store that exists: the order is not found there (an unknown store is a 404 naming the store).
    await ensureStore(tenant, 'other');
    const elsewhere = await api.get(`/tenants/${tenant}/stores/other/orders/${order.orderUid}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.detail).toBe(`order '${order.orderUid}' was not found`);
    const other = await newTenant();
    expect(
      (await other.api.get(`/tenants/${other.tenant}/stores/${store}/orders/${order.orderUid}`)).status,
    ).toBe(404);
    const noPermission = client(await token({ tenant, permissions: ['CUSTOMER'] }));
    expect(
      (await noPermission.get(`/tenants/${tenant}/stores/${store}/orders/${order.orderUid}`)).status,
    ).toBe(403);
  });
});
