import { describe, expect, it } from 'vitest';
import { client, eventually, token, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import { cash, createOrder, createReceipt, line, newTenant, outboxEvents } from '../fixtures.ts';

/** Offers and orders (spec 9.5): orderType, the conversion and its orderDate, what an offer refuses. */
describe('offers and orders', () => {
  const orderPath = (tenant: string, store: string, orderUid: string) =>
    `/tenants/${tenant}/stores/${store}/orders/${orderUid}`;

  it('creates an ORDER by default, dated at its creation, and an OFFER without orderDate', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(1000)] });
    expect(order).toMatchObject({ orderType: 'ORDER', orderDate: order.createdAt });
    const offer = await createOrder(api, tenant, store, { orderType: 'OFFER', items: [line(1000)] });
    expect(offer.orderType).toBe('OFFER');
    expect(offer).not.toHaveProperty('orderDate');
    const got = await api.get(orderPath(tenant, store, offer.orderUid));
    expect(got.status).toBe(200);
    expect(got.headers.get('etag')).toBe('"1"');
    expect(got.body).toMatchObject({ orderType: 'OFFER' });
    expect(got.body).not.toHaveProperty('orderDate');
  });

  it('converts an offer once: orderDate is set then and never changes; an ORDER never goes back', async () => {
    const { tenant, api, store } = await newTenant();
    const offer = await createOrder(api, tenant, store, { orderType: 'OFFER', items: [line(1000)] });
    const path = orderPath(tenant, store, offer.orderUid);

    const converted = await api.patch(path, { orderType: 'ORDER' }, { 'If-Match': '"1"' });
    expect(converted.status, converted.text).toBe(200);
    expect(converted.headers.get('etag')).toBe('"2"');
    expect(converted.body.orderType).toBe('ORDER');
    const orderDate = converted.body.orderDate as string;
    expect(Date.parse(orderDate)).toBeGreaterThan(Date.parse(offer.createdAt));
    expect(converted.body.createdAt).toBe(offer.createdAt);

    const again = await api.patch(path, { orderType: 'ORDER' });
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe('"2"');
    expect(again.body.orderDate).toBe(orderDate);

    const back = await api.patch(path, { orderType: 'OFFER' });
    expect(back.status).toBe(409);
    expect(back.body.errors).toEqual([{ path: 'body.orderType', message: expect.any(String) }]);
    const stale = await api.patch(path, { orderType: 'ORDER' }, { 'If-Match': '"1"' });
    expect(stale.status).toBe(412);

    const got = await api.get(path);
    expect(got.body).toMatchObject({ orderType: 'ORDER', orderDate });
    expect(got.headers.get('etag')).toBe('"2"');

    // The webhooks of the order's receipt carry its type and date.
    const receipt = await createReceipt(api, tenant, store, offer.orderUid, { settlements: [cash(1000)] });
    expect(receipt.status, receipt.text).toBe(200);
    const events = (await outboxEvents(tenant)).filter((e) =>
      ['ORDER_SETTLED', 'ORDER_STATE_CHANGE'].includes(e.action),
    );
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.data.order).toMatchObject({ orderType: 'ORDER', orderDate });
  });

  it('refuses receipts, reservations, deliveries, pre-payments and shipping labels on an OFFER with 409, writing nothing', async () => {
    const { tenant, api, store } = await newTenant();
    const offer = await createOrder(api, tenant, store, { orderType: 'OFFER', items: [line(1000)] });
    const path = orderPath(tenant, store, offer.orderUid);
    const lineUid = offer.items[0].orderItemUid;

    const receipt = await createReceipt(api, tenant, store, offer.orderUid, { settlements: [cash(1000)] });
    expect(receipt.status).toBe(409);
    expect(receipt.body.errors).toEqual([{ path: 'params.orderUid', message: expect.any(String) }]);
    const reservation = await api.post(`/tenants/${tenant}/orders/reservations`, {
      reservations: [
        {
          orderUid: offer.orderUid,
          orderItemUid: lineUid,
          reservationType: 'WAREHOUSE',
          warehouseUid: 'w-1',
        },
      ],
    });
    expect(reservation.status).toBe(409);
    expect(reservation.body.errors[0].path).toBe('body.reservations[0]');
    const delivery = await api.post(`${path}/deliveries`, {
      lines: [{ orderItemUid: lineUid, quantity: 1 }],
    });
    expect(delivery.status).toBe(409);
    const deposit = await api.post(`${path}/pre-payments`, {
      amount: 500,
      storePaymentMethodUid: 'pm-card',
      settlementCode: 'CARD',
      settlementName: 'Card',
    });
    expect(deposit.status).toBe(409);
    // With the store's address, so that only the order's type can refuse the label.
    const addressed = await api.put(`/tenants/${tenant}/stores/${store}`, {
      address: { address: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0154', countryCode: 'NO' },
    });
    expect(addressed.status, addressed.text).toBe(200);
    const label = await api.post(`${path}/deliveries/shiplabel`, {
      deliveryProviderUid: 'local',
      deliveryMethodUid: 'local-standard',
      parcels: [{ weightGrams: 1000 }],
    });
    expect(label.status).toBe(409);
    expect(label.body.errors[0].path).toBe('params.orderUid');

    const after = await api.get(path);
    expect(after.headers.get('etag')).toBe('"1"');
    expect(after.body).toMatchObject({ receipts: [], orderType: 'OFFER' });
    expect(after.body.items[0]).toMatchObject({
      orderReceiptUid: '',
      reservationType: 'NONE',
      quantityReserved: 0,
    });
    expect((await api.get(`${path}/pre-payments`)).body.items).toEqual([]);

    // Converted, it takes its receipt.
    expect((await api.patch(path, { orderType: 'ORDER' })).status).toBe(200);
    expect(
      (await createReceipt(api, tenant, store, offer.orderUid, { settlements: [cash(1000)] })).status,
    ).toBe(200);
  });

  it('answers bad input with a 400 naming the field and writes nothing', async () => {
    const { tenant, api, store } = await newTenant();
    const orderUid = uniqueUid('o');
    const unknown = await api.post(`/tenants/${tenant}/stores/${store}/orders`, {
      orderUid,
      orderType: 'QUOTE',
      items: [line(1000)],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toBe('body.orderType');
    const reserved = await api.post(`/tenants/${tenant}/stores/${store}/orders`, {
      orderUid,
      orderType: 'OFFER',
      items: [line(1000), line(500, 1, { reservationType: 'WAREHOUSE', warehouseUid: 'w-1' })],
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.errors[0].path).toBe('body.items.1.reservationType');
    expect((await api.get(orderPath(tenant, store, orderUid))).status).toBe(404);

    const order = await createOrder(api, tenant, store, { orderType: 'OFFER', items: [line(1000)] });
    const path = orderPath(tenant, store, order.orderUid);
    for (const body of [{}, { orderType: 'SALE' }]) {
      const res = await api.patch(path, body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe('body.orderType');
    }
    const badTag = await api.patch(path, { orderType: 'ORDER' }, { 'If-Match': 'yesterday' });
    expect(badTag.status).toBe(400);
    expect(badTag.body.errors[0].path).toBe('headers.if-match');
    expect((await api.get(path)).body).toMatchObject({ orderType: 'OFFER' });
  });

  it('keeps tenants apart and asks for SALES_ORDER or RETURN_ORDER', async () => {
    const { tenant, api, store } = await newTenant();
    const offer = await createOrder(api, tenant, store, { orderType: 'OFFER', items: [line(1000)] });
    const other = await newTenant();
    const cross = await other.api.patch(orderPath(other.tenant, store, offer.orderUid), {
      orderType: 'ORDER',
    });
    expect(cross.status).toBe(404);
    const foreignPath = await other.api.patch(orderPath(tenant, store, offer.orderUid), {
      orderType: 'ORDER',
    });
    expect(foreignPath.status).toBe(403);
    const reader = client(await token({ tenant, permissions: ['CUSTOMER'] }));
    expect(
      (await reader.patch(orderPath(tenant, store, offer.orderUid), { orderType: 'ORDER' })).status,
    ).toBe(403);
    const returns = client(await token({ tenant, permissions: ['RETURN_ORDER'] }));
    expect((await returns.get(orderPath(tenant, store, offer.orderUid))).status).toBe(200);
    expect((await api.get(orderPath(tenant, store, offer.orderUid))).body.orderType).toBe('OFFER');
  });

  it('reports ORDERs by default, at their orderDate, and offers when asked', async () => {
    const { tenant, api, store } = await newTenant();
    await createOrder(api, tenant, store, { items: [line(10000)] });
    const offer = await createOrder(api, tenant, store, { orderType: 'OFFER', items: [line(3000)] });
    await createOrder(api, tenant, store, { orderType: 'OFFER', items: [line(700)] });
    expect((await api.patch(orderPath(tenant, store, offer.orderUid), { orderType: 'ORDER' })).status).toBe(
      200,
    );
    const today = new Date().toISOString().slice(0, 10);
    const report = (extra: Record<string, unknown>) =>
      api.post(`/tenants/${tenant}/reports/orders`, { from: today, to: today, groupBy: 'store', ...extra });
    const grossOf = async (extra: Record<string, unknown>, expected: number) =>
      eventually(async () => {
        const res = await report(extra);
        expect(res.status, res.text).toBe(200);
        const gross = res.body.groups.reduce((s: number, g: { gross: number }) => s + g.gross, 0);
        return gross === expected ? res.body : undefined;
      });
    expect((await grossOf({}, 13000)).orderTypes).toEqual(['ORDER']);
    expect((await grossOf({ orderTypes: ['OFFER'] }, 700)).groups).toMatchObject([{ key: store, count: 1 }]);
    await grossOf({ orderTypes: ['OFFER', 'ORDER'], groupBy: 'day' }, 13700);
    await grossOf({ orderTypes: ['ORDER'], groupBy: 'tenantUser' }, 13000);
    const bad = await report({ orderTypes: ['QUOTE'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toMatch(/^body\.orderTypes/);
  });

  it('searches orders by type, store, customer and dates, each filter narrowing', async () => {
    const { tenant, api, store } = await newTenant();
    const other = await ensureStore(tenant, uniqueUid('store'));
    const order = await createOrder(api, tenant, store, { items: [line(1000)] });
    const offer = await createOrder(api, tenant, store, { orderType: 'OFFER', items: [line(1000)] });
    const elsewhere = await createOrder(api, tenant, other, { orderType: 'OFFER', items: [line(1000)] });
    const converted = await createOrder(api, tenant, store, { orderType: 'OFFER', items: [line(1000)] });
    const conversion = await api.patch(orderPath(tenant, store, converted.orderUid), { orderType: 'ORDER' });
    const search = (body: Record<string, unknown>, query = '') =>
      api.post(`/tenants/${tenant}/orders/search${query}`, body);
    const uids = (res: { body: { items: Array<{ orderUid: string }> } }) =>
      res.body.items.map((o) => o.orderUid).sort();
    // Eventually consistent: wait until the conversion is indexed.
    await eventually(async () => {
      const res = await search({ orderTypes: ['ORDER'] });
      return res.body.paging.totalCount === 2 ? res : undefined;
    });
    expect(uids(await search({ orderTypes: ['OFFER'] }))).toEqual(
      [offer.orderUid, elsewhere.orderUid].sort(),
    );
    expect(uids(await search({ orderTypes: ['OFFER'], storeUids: [store] }))).toEqual([offer.orderUid]);
    const dated = await search({ orderDateFrom: conversion.body.orderDate });
    expect(uids(dated)).toEqual([converted.orderUid]);
    expect(dated.body.items[0]).toMatchObject({ orderType: 'ORDER', orderDate: conversion.body.orderDate });
    expect(uids(await search({ createdAtTo: order.createdAt }))).toEqual([order.orderUid]);
    const byNumber = await search({}, '?sortBy=orderNumber&pageSize=2');
    expect(byNumber.body.items.map((o: { orderNumber: string }) => Number(o.orderNumber))).toEqual([1, 2]);
    expect(byNumber.body.paging).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 4 });

    const bad = await search({ orderTypes: ['QUOTE'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toMatch(/^body\.orderTypes/);
    const window = await search({
      createdAtFrom: '2026-02-01T00:00:00Z',
      createdAtTo: '2026-01-01T00:00:00Z',
    });
    expect(window.status).toBe(400);
    expect(window.body.errors[0].path).toBe('body.createdAtFrom');

    const stranger = await newTenant();
    expect((await stranger.api.post(`/tenants/${tenant}/orders/search`, {})).status).toBe(403);
    expect(
      (await stranger.api.post(`/tenants/${stranger.tenant}/orders/search`, {})).body.paging.totalCount,
    ).toBe(0);
    const reader = client(await token({ tenant, permissions: ['CUSTOMER'] }));
    expect((await reader.post(`/tenants/${tenant}/orders/search`, {})).status).toBe(403);
  });
});
