import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { quietFor, startReceiver } from '../../webhooks/receiver.ts';
import { subscribeReceiver } from '../../webhooks/subscription.ts';
import { countActions, createOrder, createReceipt, line, newTenant, outboxEvents } from '../fixtures.ts';

/** A tenant with a warehouse in its store and an order of two stock lines and a service line, on one receipt. */
const world = async () => {
  const t = await newTenant();
  const wh = await t.api.post(`/tenants/${t.tenant}/stores/${t.store}/warehouses`, { name: 'Backroom' });
  expect(wh.status).toBe(201);
  const order = await createOrder(t.api, t.tenant, t.store, {
    items: [line(1000, 3), line(2000, 1), line(500, 1, { productType: 'NON_PHYSICAL' })],
  });
  const receipt = await createReceipt(t.api, t.tenant, t.store, order.orderUid);
  expect(receipt.status).toBe(200);
  const [a, b, service] = order.items as Array<{ orderItemUid: string; productUid: string }>;
  const orderPath = `/tenants/${t.tenant}/stores/${t.store}/orders/${order.orderUid}`;
  // The order's products are not in the catalogue (a level read of one is a 404): the levels the
  // warehouse holds are what shows whether stock moved.
  const levels = async () =>
    (await t.api.get(`/tenants/${t.tenant}/warehouses/${wh.body.warehouseUid}/stock`)).body.items;
  return {
    ...t,
    warehouseUid: wh.body.warehouseUid as string,
    order,
    receiptUid: receipt.body.orderReceiptUid as string,
    a: a!,
    b: b!,
    service: service!,
    deliveries: `${orderPath}/deliveries`,
    orderPath,
    levels,
  };
};

describe('deliveries', () => {
  it('delivers partly, refuses more than is left, holds what open deliveries pick, and completes the order once', async () => {
    const w = await world();
    const receiptPath = `/tenants/${w.tenant}/stores/${w.store}/receipts/${w.receiptUid}`;
    const first = await w.api.post(w.deliveries, {
      lines: [{ orderItemUid: w.a.orderItemUid, quantity: 2 }],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      state: 'DELIVERED',
      lines: [{ orderItemUid: w.a.orderItemUid, quantity: 2, productType: 'STOCK' }],
    });
    expect(first.body.deliveredAt).toEqual(expect.any(String));
    // The line holds no reservation: its stock leaves when it is sold (the sale-movements worker),
    // not at delivery (test/integration/inventory/delivery-movement.test.ts has reserved lines).
    expect(await w.levels()).toEqual([]);
    expect((await w.api.get(w.orderPath)).body.deliveryState).toBe('IN_PROGRESS');
    expect((await w.api.get(receiptPath)).body).toMatchObject({ deliveryState: 'IN_PROGRESS' });

    const over = await w.api.post(w.deliveries, {
      lines: [{ orderItemUid: w.a.orderItemUid, quantity: 2 }],
    });
    expect(over.status).toBe(409);
    expect(over.body.errors[0].path).toBe('body.lines.0.quantity');
    const service = await w.api.post(w.deliveries, {
      lines: [{ orderItemUid: w.service.orderItemUid, quantity: 1 }],
    });
    expect(service.status).toBe(422);
    expect(service.body.errors[0].path).toBe('body.lines.0.orderItemUid');

    const picking = await w.api.post(w.deliveries, {
      state: 'NEW',
      lines: [
        { orderItemUid: w.a.orderItemUid, quantity: 1 },
        { orderItemUid: w.b.orderItemUid, quantity: 1 },
      ],
    });
    expect(picking.status).toBe(201);
    expect(picking.body.deliveredAt).toBeNull();
    const held = await w.api.post(w.deliveries, {
      lines: [{ orderItemUid: w.b.orderItemUid, quantity: 1 }],
    });
    expect(held.status).toBe(409);

    const one = `${w.deliveries}/${picking.body.deliveryUid}`;
    const started = await w.api.put(one, { state: 'STARTED' }, { 'if-match': '"1"' });
    expect(started.status).toBe(200);
    expect((await w.api.put(one, { state: 'NEW' })).status).toBe(409);
    expect((await w.api.put(one, { state: 'DELIVERED' }, { 'if-match': '"1"' })).status).toBe(412);
    const done = await w.api.put(one, { state: 'DELIVERED' });
    expect(done.status).toBe(200);
    expect(done.headers.get('etag')).toBe('"3"');
    expect((await w.api.put(one, { state: 'CANCELLED' })).status).toBe(409);

    const order = (await w.api.get(w.orderPath)).body;
    expect(order.deliveryState).toBe('COMPLETE');
    expect(order.items.map((i: any) => i.quantityDelivered)).toEqual([3, 1, 0]);
    expect((await w.api.get(receiptPath)).body.deliveryState).toBe('COMPLETE');
    const actions = countActions(await outboxEvents(w.tenant));
    expect(actions).toMatchObject({ ORDER_LINE_DELIVERED: 2, ORDER_DELIVERED: 1 });
    expect(actions.STOCK_CHANGE).toBeUndefined();

    const listed = await w.api.get(w.deliveries);
    expect(listed.body.items).toHaveLength(2);
    const search = (body: object) => w.api.post(`/tenants/${w.tenant}/deliveries/search`, body);
    const mine = await search({ storeUids: [w.store], states: ['DELIVERED'] });
    expect(mine.body.paging.totalCount).toBe(2);
    expect((await search({ storeUids: ['another-store'] })).body.paging.totalCount).toBe(0);
    expect(
      (await w.api.get(`/tenants/${w.tenant}/stores/another-store/orders/${w.order.orderUid}/deliveries`))
        .status,
    ).toBe(404);
  });

  it('never delivers more than ordered when deliveries race', async () => {
    const w = await world();
    const tries = await Promise.all(
      Array.from({ length: 6 }, () =>
        w.api.post(w.deliveries, {
          lines: [{ orderItemUid: w.a.orderItemUid, quantity: 1 }],
        }),
      ),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const order = (await w.api.get(w.orderPath)).body;
    expect(order.items[0].quantityDelivered).toBe(3);
    expect(countActions(await outboxEvents(w.tenant)).ORDER_LINE_DELIVERED).toBe(1);
  });

  it('delivers signed ORDER_LINE_DELIVERED and ORDER_DELIVERED webhooks, as their schemas say', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const w = await world();
      const verified = await subscribeReceiver(w.tenant, receiver.url, [
        'ORDER_LINE_DELIVERED',
        'ORDER_DELIVERED',
      ]);
      const all = await w.api.post(w.deliveries, {
        lines: [
          { orderItemUid: w.a.orderItemUid, quantity: 3 },
          { orderItemUid: w.b.orderItemUid, quantity: 1 },
        ],
      });
      expect(all.status).toBe(201);
      await receiver.waitFor(3);
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(3);
      const payloads = verified(receiver.requests);
      for (const p of payloads) {
        const schema = EVENT_SCHEMAS[p.action as 'ORDER_DELIVERED' | 'ORDER_LINE_DELIVERED'];
        expect(schema.safeParse(p).error).toBeUndefined();
      }
      const lines = payloads.filter((p) => p.action === 'ORDER_LINE_DELIVERED').map((p) => p.orderLine.uid);
      expect(lines.sort()).toEqual([w.a.orderItemUid, w.b.orderItemUid].sort());
      const order = payloads.find((p) => p.action === 'ORDER_DELIVERED')!;
      expect(order).toMatchObject({
        order: { uid: w.order.orderUid, deliveryState: 'COMPLETE' },
        delivery: { uid: all.body.deliveryUid },
      });
    } finally {
      await receiver.close();
    }
  });
});
