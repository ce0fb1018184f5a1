import { describe, expect, it } from 'vitest';
import { purchaseWorld } from './purchase-helpers.ts';

type Level = { warehouseUid: string; onHand: number; incoming: number };

describe('receivements and incoming', () => {
  it('receives partly then fully: RECEIVEMENT movements, quantities per line, incoming falling to zero', async () => {
    const w = await purchaseWorld();
    const p = await w.product();
    const before = await w.create({ items: [{ productUid: p, quantityOrdered: 10 }] });
    expect((await w.api.get(`${w.stock}/${p}`)).body.incoming).toBe(0);
    const path = `${w.orders}/${before.body.purchaseOrderUid}`;
    await w.api.post(`${path}/send`, {});
    const level = await w.api.get(`${w.stock}/${p}`);
    expect(level.body).toMatchObject({ onHand: 0, incoming: 10, version: 0 });
    expect(Number(level.headers.get('x-db-round-trips'))).toBe(1);
    const line = before.body.items[0].purchaseOrderItemUid;

    const first = await w.api.post(`${path}/receivements`, {
      receivementUid: 'rcv-1',
      supplierOrderReference: 'DN-1',
      items: [{ purchaseOrderItemUid: line, quantity: 4 }],
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body.receivement).toMatchObject({
      receivementUid: 'rcv-1',
      supplierOrderReference: 'DN-1',
      warehouseUid: w.warehouseUid,
      items: [{ purchaseOrderItemUid: line, productUid: p, quantity: 4 }],
    });
    expect(first.body.purchaseOrder).toMatchObject({ state: 'PARTLY_RECEIVED', receivedAt: null });
    expect(first.body.purchaseOrder.items[0]).toMatchObject({ quantityReceived: 4, quantityOpen: 6 });
    expect((await w.api.get(`${w.stock}/${p}`)).body).toMatchObject({ onHand: 4, incoming: 6, version: 1 });

    const again = await w.api.post(`${path}/receivements`, {
      receivementUid: 'rcv-1',
      items: [{ purchaseOrderItemUid: line, quantity: 1 }],
    });
    expect(again.status).toBe(409);
    const over = await w.receive(path, [{ purchaseOrderItemUid: line, quantity: 7 }]);
    expect(over.status).toBe(409);
    expect(over.body.errors[0].path).toBe('body.items.0.quantity');
    const unknown = await w.receive(path, [{ purchaseOrderItemUid: 'nope', quantity: 1 }]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].path).toBe('body.items.0.purchaseOrderItemUid');

    const last = await w.receive(path, [{ purchaseOrderItemUid: line, quantity: 6 }]);
    expect(last.body.purchaseOrder).toMatchObject({ state: 'RECEIVED', receivedAt: expect.any(String) });
    expect((await w.api.get(`${w.stock}/${p}`)).body).toMatchObject({ onHand: 10, incoming: 0, version: 2 });
    const log = await w.api.get(`${w.stock}/${p}/movements`);
    expect(
      log.body.items.map((m: { reason: string; quantityChange: number }) => [m.reason, m.quantityChange]),
    ).toEqual([
      ['RECEIVEMENT', 6],
      ['RECEIVEMENT', 4],
    ]);
    const list = await w.api.get(`${path}/receivements`);
    expect(list.body.items.map((r: { items: Array<{ quantity: number }> }) => r.items[0]!.quantity)).toEqual([
      4, 6,
    ]);
  });

  it('shows incoming on the warehouse list and across warehouses, and cancelling takes back what was open', async () => {
    const w = await purchaseWorld();
    const { path, products, po } = await w.sentOrder([8, 3]);
    const [a, b] = products as [string, string];
    await w.move(a, 'ADJUSTMENT', 2);
    await w.receive(path, [{ purchaseOrderItemUid: po.items[1].purchaseOrderItemUid, quantity: 1 }]);
    const page = await w.api.get(w.stock);
    const byProduct = Object.fromEntries(
      page.body.items.map((l: Level & { productUid: string }) => [l.productUid, [l.onHand, l.incoming]]),
    );
    expect(byProduct).toEqual({ [a]: [2, 8], [b]: [1, 2] });

    const second = await w.api.post(w.warehouses, { name: 'Second' });
    const elsewhere = await w.create({
      warehouseUid: second.body.warehouseUid,
      items: [{ productUid: a, quantityOrdered: 5 }],
    });
    await w.api.post(`${w.orders}/${elsewhere.body.purchaseOrderUid}/send`, {});
    const across = await w.api.get(`/tenants/${w.tenant}/products/${a}/stock`);
    expect(across.body).toMatchObject({ onHand: 2, incoming: 13 });
    expect(across.body.warehouses.map((l: Level) => [l.warehouseUid, l.onHand, l.incoming]).sort()).toEqual(
      [
        [w.warehouseUid, 2, 8],
        [second.body.warehouseUid, 0, 5],
      ].sort(),
    );

    const cancelled = await w.api.post(`${path}/cancel`, {});
    expect(cancelled.body).toMatchObject({ state: 'CANCELLED', cancelledAt: expect.any(String) });
    expect((await w.api.get(`${w.stock}/${a}`)).body).toMatchObject({ onHand: 2, incoming: 0 });
    expect((await w.api.get(`${w.stock}/${b}`)).body).toMatchObject({ onHand: 1, incoming: 0 });
  });

  it('receives more than ordered when the order allows it; the surplus was never incoming', async () => {
    const w = await purchaseWorld();
    const { path, products, po } = await w.sentOrder([5], { allowOverReceipt: true });
    const line = po.items[0].purchaseOrderItemUid;
    const over = await w.receive(path, [{ purchaseOrderItemUid: line, quantity: 7 }]);
    expect(over.status, over.text).toBe(201);
    expect(over.body.purchaseOrder.state).toBe('RECEIVED');
    expect(over.body.purchaseOrder.items[0]).toMatchObject({ quantityReceived: 7, quantityOpen: 0 });
    expect((await w.api.get(`${w.stock}/${products[0]}`)).body).toMatchObject({ onHand: 7, incoming: 0 });
  });
});

describe('the transaction limit', () => {
  it('receives 24 lines in one receivement (99 items in one transaction) and refuses a 25th line (400)', async () => {
    const w = await purchaseWorld();
    const { path, products, po } = await w.sentOrder(Array.from({ length: 25 }, () => 2));
    const lines = po.items.map((i: { purchaseOrderItemUid: string }) => ({
      purchaseOrderItemUid: i.purchaseOrderItemUid,
      quantity: 2,
    }));
    const tooMany = await w.receive(path, lines);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].path).toBe('body.items');
    const most = await w.receive(path, lines.slice(0, 24));
    expect(most.status, most.text).toBe(201);
    expect(most.body.purchaseOrder.state).toBe('PARTLY_RECEIVED');
    const last = await w.receive(path, lines.slice(24));
    expect(last.body.purchaseOrder.state).toBe('RECEIVED');
    for (const p of [products[0], products[24]])
      expect((await w.api.get(`${w.stock}/${p}`)).body).toMatchObject({ onHand: 2, incoming: 0 });
  });
});

describe('internal purchase orders (transfers)', () => {
  it('takes stock out of the source when sent, into the destination when received, and returns the rest when cancelled', async () => {
    const w = await purchaseWorld();
    const source = await w.api.post(w.warehouses, { name: 'Central' });
    const sourceStock = `/tenants/${w.tenant}/warehouses/${source.body.warehouseUid}/stock`;
    const p = await w.product();
    await w.api.post(`${sourceStock}/${p}/movements`, { reason: 'ADJUSTMENT', quantity: 6 });
    const transfer = (quantityOrdered: number) =>
      w.create({
        type: 'INTERNAL_PURCHASE_ORDER',
        supplierUid: undefined,
        sourceWarehouseUid: source.body.warehouseUid,
        items: [{ productUid: p, quantityOrdered }],
      });

    const tooMuch = await transfer(9);
    const refused = await w.api.post(`${w.orders}/${tooMuch.body.purchaseOrderUid}/send`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].path).toBe('items.0.quantityOrdered');
    expect((await w.api.get(`${w.orders}/${tooMuch.body.purchaseOrderUid}`)).body.state).toBe('DRAFT');

    const created = await transfer(5);
    const path = `${w.orders}/${created.body.purchaseOrderUid}`;
    expect((await w.api.post(`${path}/send`, {})).status).toBe(200);
    expect((await w.api.get(`${sourceStock}/${p}`)).body).toMatchObject({ onHand: 1 });
    expect((await w.api.get(`${w.stock}/${p}`)).body).toMatchObject({ onHand: 0, incoming: 5 });
    const out = await w.api.get(`${sourceStock}/${p}/movements`);
    expect(out.body.items[0]).toMatchObject({ reason: 'TRANSFER_OUT', quantityChange: -5 });

    const line = created.body.items[0].purchaseOrderItemUid;
    await w.receive(path, [{ purchaseOrderItemUid: line, quantity: 3 }]);
    expect((await w.api.get(`${w.stock}/${p}`)).body).toMatchObject({ onHand: 3, incoming: 2 });
    const moves = await w.api.get(`${w.stock}/${p}/movements`);
    expect(moves.body.items[0]).toMatchObject({ reason: 'TRANSFER_IN', quantityChange: 3 });

    await w.api.post(`${path}/cancel`, {});
    expect((await w.api.get(`${sourceStock}/${p}`)).body).toMatchObject({ onHand: 3 });
    expect((await w.api.get(`${w.stock}/${p}`)).body).toMatchObject({ onHand: 3, incoming: 0 });
  });
});
