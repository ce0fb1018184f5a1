import { describe, expect, it } from 'vitest';
import { client, token, uniqueUid } from '#test/support/api.ts';
import { inventoryWorld } from './helpers.ts';

describe('warehouses', () => {
  it('creates, lists, updates with If-Match and deletes a warehouse of a store; another store does not see it', async () => {
    const w = await inventoryWorld();
    // A create answers 201 with the Location of what it created, under the API's base path.
    const made = await w.api.post(w.warehouses, { name: 'Cellar' });
    expect(made.status).toBe(201);
    expect(made.headers.get('location')).toBe(`/v2${w.warehouses}/${made.body.warehouseUid}`);
    expect((await w.api.get(made.headers.get('location')!.slice(3))).body).toEqual(made.body);
    expect((await w.api.delete(`${w.warehouses}/${made.body.warehouseUid}`)).status).toBe(204);
    const list = await w.api.get(w.warehouses);
    expect(list.body.items.map((x: { warehouseUid: string }) => x.warehouseUid)).toEqual([w.warehouseUid]);
    expect(list.body.paging).toEqual({ pageNumber: 1, pageSize: 50, totalCount: 1 });
    const one = await w.api.get(`${w.warehouses}/${w.warehouseUid}`);
    expect(one.body).toMatchObject({ name: 'Backroom', storeUid: w.storeUid, allowNegativeStock: false });
    const etag = one.headers.get('etag')!;
    const path = `${w.warehouses}/${w.warehouseUid}`;
    const renamed = await w.api.put(path, { name: 'Front' }, { 'if-match': etag });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Front');
    const stale = await w.api.put(path, { name: 'Side' }, { 'if-match': etag });
    expect(stale.status).toBe(412);
    const elsewhere = w.warehouses.replace(w.storeUid, uniqueUid('other'));
    expect((await w.api.get(`${elsewhere}/${w.warehouseUid}`)).status).toBe(404);
    expect((await w.api.post(w.warehouses, { warehouseUid: w.warehouseUid, name: 'Dup' })).status).toBe(409);
    expect((await w.api.delete(`${w.warehouses}/${w.warehouseUid}`)).status).toBe(204);
    expect((await w.api.get(`${w.warehouses}/${w.warehouseUid}`)).status).toBe(404);
  });

  it('keeps a warehouse that holds stock (409)', async () => {
    const w = await inventoryWorld();
    const p = await w.product();
    expect((await w.move(p, 'ADJUSTMENT', 5)).status).toBe(201);
    const refused = await w.api.delete(`${w.warehouses}/${w.warehouseUid}`);
    expect(refused.status).toBe(409);
  });
});

describe('stock movements', () => {
  it('changes a level only through movements, logged by version, summing to onHand', async () => {
    const w = await inventoryWorld();
    const p = await w.product();
    const empty = await w.api.get(`${w.stock}/${p}`);
    expect(empty.body).toMatchObject({
      onHand: 0,
      reserved: 0,
      available: 0,
      version: 0,
      lastModifiedAt: null,
    });
    expect(Number(empty.headers.get('x-db-round-trips'))).toBe(1);
    // An unknown warehouse or product is a 404 naming it, as its movements are; still one read.
    const noProduct = await w.api.get(`${w.stock}/no-such-product`);
    expect(noProduct.status).toBe(404);
    expect(noProduct.body.errors[0].path).toBe('params.productUid');
    const noWarehouse = await w.api.get(`/tenants/${w.tenant}/warehouses/no-such-warehouse/stock/${p}`);
    expect(noWarehouse.status).toBe(404);
    expect(noWarehouse.body.errors[0].path).toBe('params.warehouseUid');
    const noLog = await w.api.get(`/tenants/${w.tenant}/warehouses/no-such-warehouse/stock/${p}/movements`);
    expect(noLog.status).toBe(404);

    const first = await w.move(p, 'ADJUSTMENT', 10);
    expect(first.status, first.text).toBe(201);
    expect(first.body.level).toMatchObject({ onHand: 10, available: 10, version: 1 });
    expect(first.body.movement).toMatchObject({
      reason: 'ADJUSTMENT',
      quantityChange: 10,
      quantityAfter: 10,
      version: 1,
    });
    expect((await w.move(p, 'TRANSFER_OUT', -4)).body.level.onHand).toBe(6);
    const counted = await w.move(p, 'COUNT', 9);
    expect(counted.body.movement).toMatchObject({ reason: 'COUNT', quantityChange: 3, quantityAfter: 9 });
    // A count that finds what the books say records nothing.
    const same = await w.move(p, 'COUNT', 9);
    // Nothing created: 200, not 201.
    expect(same.status).toBe(200);
    expect(same.headers.get('location')).toBeNull();
    expect(same.body).toMatchObject({ level: { onHand: 9, version: 3 }, movement: null });

    const log = await w.api.get(`${w.stock}/${p}/movements?pageSize=2`);
    expect(log.body.items.map((m: { version: number }) => m.version)).toEqual([3, 2]);
    expect(log.body.paging).toMatchObject({ pageNumber: 1, pageSize: 2, totalCount: 3 });
    const older = await w.api.get(`${w.stock}/${p}/movements?cursor=${log.body.paging.nextCursor}`);
    expect(older.body.paging).toEqual({ pageNumber: 2, pageSize: 2, totalCount: 3, nextCursor: null });
    expect(older.body.items.map((m: { version: number }) => m.version)).toEqual([1]);
    const all = [...log.body.items, ...older.body.items];
    expect(all.reduce((n: number, m: { quantityChange: number }) => n + m.quantityChange, 0)).toBe(9);
  });

  it('refuses a decrease below zero unless the warehouse allows it; a count cannot be negative', async () => {
    const strict = await inventoryWorld();
    const p = await strict.product();
    await strict.move(p, 'ADJUSTMENT', 2);
    const below = await strict.move(p, 'ADJUSTMENT', -3);
    expect(below.status).toBe(409);
    expect(below.body.errors[0].path).toBe('body.quantity');
    expect((await strict.api.get(`${strict.stock}/${p}`)).body.onHand).toBe(2);
    expect((await strict.move(p, 'COUNT', -1)).status).toBe(400);
    expect((await strict.move(p, 'ADJUSTMENT', 0)).status).toBe(400);
    expect((await strict.move(p, 'SALE', -1)).status).toBe(400);

    const loose = await inventoryWorld({ allowNegativeStock: true });
    const q = await loose.product();
    const negative = await loose.move(q, 'TRANSFER_OUT', -3);
    expect(negative.status).toBe(201);
    expect(negative.body.level.onHand).toBe(-3);
  });

  it('answers 404 for an unknown product or warehouse, and isolates tenants', async () => {
    const w = await inventoryWorld();
    const unknown = await w.move(uniqueUid('nope'), 'ADJUSTMENT', 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].path).toBe('params.productUid');
    const p = await w.product();
    await w.move(p, 'ADJUSTMENT', 1);
    const other = await inventoryWorld();
    const foreign = client(await token({ tenant: other.tenant, permissions: [], access: 'ADMIN' }));
    const path = `/tenants/${other.tenant}/warehouses/${w.warehouseUid}/stock/${p}/movements`;
    expect((await foreign.post(path, { reason: 'ADJUSTMENT', quantity: 1 })).status).toBe(404);
    expect((await w.api.get(`/tenants/${other.tenant}/warehouses/${w.warehouseUid}/stock/${p}`)).status).toBe(
      403,
    );
  });

  it("lists a warehouse's levels by key and a product's levels in every warehouse", async () => {
    const w = await inventoryWorld();
    const products = await Promise.all([w.product(), w.product(), w.product()]);
    for (const p of products) await w.move(p, 'ADJUSTMENT', 4);
    const second = await w.api.post(w.warehouses, { name: 'Second' });
    const stock2 = `/tenants/${w.tenant}/warehouses/${second.body.warehouseUid}/stock`;
    await w.api.post(`${stock2}/${products[0]}/movements`, { reason: 'TRANSFER_IN', quantity: 6 });

    const page1 = await w.api.get(`${w.stock}?pageSize=2`);
    const page2 = await w.api.get(`${w.stock}?pageSize=2&cursor=${page1.body.paging.nextCursor}`);
    const seen = [...page1.body.items, ...page2.body.items].map((l: { productUid: string }) => l.productUid);
    expect(seen).toEqual([...products].sort());
    expect(page1.body.paging).toMatchObject({ pageNumber: 1, pageSize: 2, totalCount: 3 });
    expect(page2.body.paging).toEqual({ pageNumber: 2, pageSize: 2, totalCount: 3, nextCursor: null });
    const byNumber = await w.api.get(`${w.stock}?pageSize=2&pageNumber=2`);
    expect(byNumber.body.items).toEqual(page2.body.items);

    const across = await w.api.get(`/tenants/${w.tenant}/products/${products[0]}/stock`);
    expect(across.body).toMatchObject({ onHand: 10, available: 10 });
    expect(across.body.warehouses).toHaveLength(2);
  });

  it('sets stock for many products at once with a result per product (207)', async () => {
    const w = await inventoryWorld();
    const [a, b] = await Promise.all([w.product(), w.product()]);
    await w.move(a, 'ADJUSTMENT', 5);
    const batch = await w.api.post(`${w.stock}/batch`, {
      items: [
        { productUid: a, quantity: 2 },
        { productUid: uniqueUid('missing'), quantity: 1 },
        { productUid: b, quantity: 7 },
      ],
    });
    expect(batch.status).toBe(207);
    expect(batch.body.results.map((r: { status: number }) => r.status)).toEqual([200, 404, 200]);
    expect(batch.body.results[0].level).toMatchObject({ onHand: 2, version: 2 });
    expect(batch.body.results[2].level).toMatchObject({ onHand: 7, version: 1 });
    const invalid = await w.api.post(`${w.stock}/batch`, { items: [{ productUid: a, quantity: -1 }] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].path).toBe('body.items.0.quantity');
  });
});
