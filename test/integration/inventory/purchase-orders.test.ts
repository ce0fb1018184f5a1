import { describe, expect, it } from 'vitest';
import { client, token, uniqueUid } from '#test/support/api.ts';
import { purchaseWorld } from './purchase-helpers.ts';

describe('purchase orders: CRUD and rules', () => {
  it('creates a DRAFT with items from the catalogue, reads, lists, updates with If-Match and deletes it', async () => {
    const w = await purchaseWorld();
    const [a, b] = await Promise.all([w.product(), w.product()]);
    const created = await w.create({
      purchaseOrderNumber: 'PO-1',
      expectedDeliveryDate: '2026-12-01T08:00:00.000Z',
      items: [
        { productUid: a, quantityOrdered: 5 },
        { purchaseOrderItemUid: 'line-b', productUid: b, quantityOrdered: 2 },
      ],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      type: 'PURCHASE_ORDER',
      state: 'DRAFT',
      purchaseOrderNumber: 'PO-1',
      supplierUid: 'sup-teaco',
      sourceWarehouseUid: null,
      warehouseUid: w.warehouseUid,
      expectedDeliveryDate: '2026-12-01T08:00:00.000Z',
      allowOverReceipt: false,
      sentAt: null,
    });
    expect(created.body.items[0]).toMatchObject({
      productUid: a,
      sku: `SKU-${a}`,
      quantityOrdered: 5,
      quantityReceived: 0,
      quantityOpen: 5,
    });
    expect(created.body.items[1].purchaseOrderItemUid).toBe('line-b');
    const path = `${w.orders}/${created.body.purchaseOrderUid}`;

    const read = await w.api.get(path);
    expect(read.body).toEqual(created.body);
    const etag = read.headers.get('etag')!;
    const updated = await w.api.put(
      path,
      { items: [{ productUid: b, quantityOrdered: 7 }], note: 'rush' },
      {
        'if-match': etag,
      },
    );
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.items.map((i: { quantityOrdered: number }) => i.quantityOrdered)).toEqual([7]);
    expect((await w.api.put(path, { note: 'late' }, { 'if-match': etag })).status).toBe(412);
    const cleared = await w.api.put(path, { expectedDeliveryDate: null });
    expect(cleared.body.expectedDeliveryDate).toBeNull();

    const second = await w.create({ items: [] });
    const list = await w.api.get(`${w.orders}?pageSize=1`);
    expect(list.body.items.map((o: { purchaseOrderUid: string }) => o.purchaseOrderUid)).toEqual([
      second.body.purchaseOrderUid,
    ]);
    const rest = await w.api.get(`${w.orders}?pageSize=1&after=${encodeURIComponent(list.body.paging.next)}`);
    expect(rest.body.items[0].purchaseOrderUid).toBe(created.body.purchaseOrderUid);
    const garbled = await w.api.get(`${w.orders}?after=not-a-cursor`);
    expect(garbled.status).toBe(400);
    expect(garbled.body.errors[0].path).toBe('query.after');
    const drafts = await w.api.get(`${w.orders}?state=SENT`);
    expect(drafts.body.items).toEqual([]);

    expect((await w.api.delete(path)).status).toBe(204);
    expect((await w.api.get(path)).status).toBe(404);
  });

  it('refuses bad input naming the field: quantities, duplicates, types, unknown products and warehouses', async () => {
    const w = await purchaseWorld();
    const p = await w.product();
    const negative = await w.create({ items: [{ productUid: p, quantityOrdered: -1 }] });
    expect(negative.status).toBe(400);
    expect(negative.body.errors[0].path).toBe('body.items.0.quantityOrdered');
    const twice = await w.create({
      items: [
        { productUid: p, quantityOrdered: 1 },
        { productUid: p, quantityOrdered: 2 },
      ],
    });
    expect(twice.body.errors[0].path).toBe('body.items.1.productUid');
    const noSupplier = await w.api.post(w.orders, { warehouseUid: w.warehouseUid, items: [] });
    expect(noSupplier.body.errors[0].path).toBe('body.supplierUid');
    const noSource = await w.create({ type: 'INTERNAL_PURCHASE_ORDER', supplierUid: undefined });
    expect(noSource.body.errors[0].path).toBe('body.sourceWarehouseUid');
    const unknown = await w.create({ items: [{ productUid: uniqueUid('nope'), quantityOrdered: 1 }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].path).toBe('body.items.0.productUid');
    const nowhere = await w.create({ warehouseUid: uniqueUid('wh') });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.errors[0].path).toBe('body.warehouseUid');
  });

  it('follows the state table: illegal transitions are 409 and change nothing', async () => {
    const w = await purchaseWorld();
    const empty = await w.create({ items: [] });
    expect((await w.api.post(`${w.orders}/${empty.body.purchaseOrderUid}/send`, {})).status).toBe(409);

    const { path, po } = await w.sentOrder([3]);
    expect(po).toMatchObject({ state: 'SENT', sentAt: expect.any(String) });
    expect((await w.api.post(`${path}/send`, {})).status).toBe(409);
    expect((await w.api.delete(path)).status).toBe(409);
    const items = await w.api.put(path, { items: [] });
    expect(items.status).toBe(409);
    const header = await w.api.put(path, { supplierOrderReference: 'SO-9', allowOverReceipt: true });
    expect(header.status, header.text).toBe(200);
    expect(header.body).toMatchObject({ supplierOrderReference: 'SO-9', state: 'SENT', items: po.items });

    const draft = await w.create({ items: [] });
    const draftPath = `${w.orders}/${draft.body.purchaseOrderUid}`;
    expect(
      (await w.api.post(`${draftPath}/receivements`, { items: [{ purchaseOrderItemUid: 'x', quantity: 1 }] }))
        .status,
    ).toBe(409);
    expect((await w.api.post(`${draftPath}/cancel`, {})).body.state).toBe('CANCELLED');
    expect((await w.api.post(`${draftPath}/cancel`, {})).status).toBe(409);
    expect((await w.api.post(`${draftPath}/send`, {})).status).toBe(409);
    expect((await w.api.put(draftPath, { note: 'x' })).status).toBe(409);

    const line = po.items[0].purchaseOrderItemUid;
    expect(
      (await w.receive(path, [{ purchaseOrderItemUid: line, quantity: 3 }])).body.purchaseOrder.state,
    ).toBe('RECEIVED');
    expect((await w.api.post(`${path}/cancel`, {})).status).toBe(409);
    expect((await w.receive(path, [{ purchaseOrderItemUid: line, quantity: 1 }])).status).toBe(409);
    expect((await w.api.get(path)).body.items[0].quantityReceived).toBe(3);
  });

  it('asks for the permission of the order type; RECEIVEMENT reads and receives but does not write orders', async () => {
    const w = await purchaseWorld();
    const p = await w.product();
    const buyer = client(await token({ tenant: w.tenant, permissions: ['PURCHASE_ORDER'], access: 'STORE' }));
    const mover = client(
      await token({ tenant: w.tenant, permissions: ['INTERNAL_PURCHASE_ORDER'], access: 'STORE' }),
    );
    const clerk = client(await token({ tenant: w.tenant, permissions: ['RECEIVEMENT'], access: 'STORE' }));
    const body = {
      warehouseUid: w.warehouseUid,
      supplierUid: 'sup-teaco',
      items: [{ productUid: p, quantityOrdered: 2 }],
    };
    const bought = await buyer.post(w.orders, body);
    expect(bought.status, bought.text).toBe(201);
    const second = await w.api.post(w.warehouses, { name: 'Second' });
    const transfer = {
      ...body,
      supplierUid: undefined,
      type: 'INTERNAL_PURCHASE_ORDER',
      sourceWarehouseUid: second.body.warehouseUid,
    };
    expect((await buyer.post(w.orders, transfer)).status).toBe(403);
    expect((await mover.post(w.orders, transfer)).status).toBe(201);
    const path = `${w.orders}/${bought.body.purchaseOrderUid}`;
    expect((await mover.post(`${path}/send`, {})).status).toBe(403);
    expect((await clerk.post(`${path}/send`, {})).status).toBe(403);
    expect((await buyer.post(`${path}/send`, {})).status).toBe(200);
    expect((await clerk.get(path)).status).toBe(200);
    const line = bought.body.items[0].purchaseOrderItemUid;
    expect(
      (await buyer.post(`${path}/receivements`, { items: [{ purchaseOrderItemUid: line, quantity: 1 }] }))
        .status,
    ).toBe(403);
    expect(
      (await clerk.post(`${path}/receivements`, { items: [{ purchaseOrderItemUid: line, quantity: 1 }] }))
        .status,
    ).toBe(201);
  });

  it("isolates tenants: another tenant's order is not found, and its warehouses are not ours", async () => {
    const w = await purchaseWorld();
    const { uid, path } = await w.sentOrder([1]);
    const other = await purchaseWorld();
    expect((await other.api.get(`${other.orders}/${uid}`)).status).toBe(404);
    expect((await other.api.post(`${other.orders}/${uid}/cancel`, {})).status).toBe(404);
    expect((await other.api.get(other.orders)).body.items).toEqual([]);
    expect((await w.api.get(path.replace(w.tenant, other.tenant))).status).toBe(403);
    const foreignWarehouse = await other.create({ warehouseUid: w.warehouseUid });
    expect(foreignWarehouse.status).toBe(404);
  });
});
