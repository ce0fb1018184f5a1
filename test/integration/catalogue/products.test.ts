import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { eventsOf } from '../customers/helpers.ts';
import { catalogueTenant, gtin13, newGroup, newProduct } from './helpers.ts';

describe('products: create, read, update, delete', () => {
  it('creates a product with the fields of spec 2.4 and more, and reads it with an ETag', async () => {
    const t = await catalogueTenant();
    const group = await newGroup(t);
    const productUid = uniqueUid('p');
    const gtin = gtin13();
    const body = {
      productUid,
      sku: 'CUP-1',
      name: ' Espresso cup ',
      productType: 'STOCK',
      description: 'Porcelain',
      brand: 'Nordlys',
      unit: 'pcs',
      productGroupUid: group,
      gtins: [{ gtin, type: 'EAN13' }],
      vatCodeUid: 'vat-25',
      vatRate: 2500,
      costPrice: 3500,
      defaultPrice: { amount: 9900, currency: 'nok' },
      allowedActions: ['QUANTITY_SOLD', 'DISCOUNT', 'DISCOUNT'],
      productProperties: [
        {
          propertyUid: 'colour',
          propertyName: 'Colour',
          propertyOptionName: 'White',
          propertyType: 'SINGLESELECT',
        },
      ],
      properties: [{ key: 'material', value: 'porcelain' }],
    };
    const created = await t.api.post(t.products, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      productUid,
      name: 'Espresso cup',
      active: true,
      parentProductUid: '',
      gtins: [{ gtin, primary: true, type: 'EAN13' }],
      defaultPrice: { amount: 9900, currency: 'NOK' },
      allowedActions: ['QUANTITY_SOLD', 'DISCOUNT'],
      components: [],
    });
    expect(created.body.productProperties[0].productPropertyUid).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(created.body.properties[0].uid).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(created.body).not.toHaveProperty('coverImage');
    const got = await t.api.get(`${t.products}/${productUid}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);
    expect(got.headers.get('etag')).toBe('"1"');
    expect((await eventsOf(t.tenant)).map((e) => e.action)).toEqual(['PRODUCT_CREATE']);
    expect((await eventsOf(t.tenant))[0]!.data).toEqual({
      product: { id: expect.any(Number), uid: productUid, sku: 'CUP-1', name: 'Espresso cup', active: true },
    });
  });

  it('names the field of a bad value (400) and of a missing reference (404)', async () => {
    const t = await catalogueTenant();
    const bad = await t.api.post(t.products, { sku: 'X', name: 'X', gtins: [{ gtin: '12ab' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('body.gtins.0.gtin');
    const missing = await t.api.post(t.products, { sku: 'X', name: 'X', productGroupUid: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].path).toBe('body.productGroupUid');
    const typo = await t.api.post(t.products, { sku: 'X', name: 'X', productType: 'SERVICE' });
    expect(typo.body.errors[0].path).toBe('body.productType');
    expect((await t.api.get(`${t.products}/nope`)).status).toBe(404);
  });

  it('updates partially with If-Match, emits PRODUCT_UPDATE naming the changes, and nothing for no change', async () => {
    const t = await catalogueTenant();
    const p = await newProduct(t, { brand: 'Old' });
    const url = `${t.products}/${p.productUid}`;
    const res = await t.api.put(url, { name: 'Lungo cup', brand: '', active: false }, { 'if-match': '"1"' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Lungo cup', brand: '', active: false, sku: p.sku });
    expect(res.headers.get('etag')).toBe('"2"');
    expect((await t.api.put(url, { name: 'x' }, { 'if-match': '"1"' })).status).toBe(412);
    const same = await t.api.put(url, { name: 'Lungo cup', active: false });
    expect(same.headers.get('etag')).toBe('"2"');
    const events = await eventsOf(t.tenant);
    expect(events.map((e) => e.action)).toEqual(['PRODUCT_CREATE', 'PRODUCT_UPDATE']);
    expect(events[1]!.data.changedFields).toEqual(['name', 'brand', 'active']);
    expect(events[1]!.data.product).toMatchObject({ name: 'Lungo cup', active: false });
  });

  it('keeps gtins unique per tenant (409 naming the gtin) and frees them on change and delete', async () => {
    const t = await catalogueTenant();
    const gtin = gtin13();
    const a = await newProduct(t, { gtins: [{ gtin }] });
    const dup = await t.api.post(t.products, { sku: 'B', name: 'B', gtins: [{ gtin: gtin13() }, { gtin }] });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual([expect.objectContaining({ path: 'body.gtins.1.gtin' })]);
    const b = await newProduct(t);
    expect((await t.api.put(`${t.products}/${b.productUid}`, { gtins: [{ gtin }] })).status).toBe(409);
    expect((await t.api.put(`${t.products}/${a.productUid}`, { gtins: [] })).status).toBe(200);
    expect((await t.api.put(`${t.products}/${b.productUid}`, { gtins: [{ gtin }] })).status).toBe(200);
    expect((await t.api.delete(`${t.products}/${b.productUid}`)).status).toBe(204);
    expect((await t.api.put(`${t.products}/${a.productUid}`, { gtins: [{ gtin }] })).status).toBe(200);
    const other = await catalogueTenant();
    expect((await other.api.post(other.products, { sku: 'A', name: 'A', gtins: [{ gtin }] })).status).toBe(
      201,
    );
    const twice = await t.api.post(t.products, {
      sku: 'C',
      name: 'C',
      gtins: [{ gtin: '12345678' }, { gtin: '12345678' }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].path).toBe('body.gtins.1.gtin');
  });

  it('holds variants under a CONFIGURABLE master only, and keeps a master with variants', async () => {
    const t = await catalogueTenant();
    const plain = await newProduct(t);
    const notMaster = await t.api.post(t.products, {
      sku: 'V',
      name: 'V',
      parentProductUid: plain.productUid,
    });
    // A rule on the stored product (not CONFIGURABLE), not on the request: 422.
    expect(notMaster.status).toBe(422);
    expect(notMaster.body.errors[0].path).toBe('body.parentProductUid');
    const master = await newProduct(t, { productType: 'CONFIGURABLE' });
    const variant = await newProduct(t, { parentProductUid: master.productUid });
    expect(variant.parentProductUid).toBe(master.productUid);
    const retype = await t.api.put(`${t.products}/${master.productUid}`, { productType: 'STOCK' });
    expect(retype.status).toBe(409);
    expect(retype.body.errors[0].path).toBe('body.productType');
    expect((await t.api.delete(`${t.products}/${master.productUid}`)).status).toBe(409);
    expect((await t.api.delete(`${t.products}/${variant.productUid}`)).status).toBe(204);
    expect((await t.api.delete(`${t.products}/${master.productUid}`)).status).toBe(204);
  });

  it('holds component lines in packages only; a component must exist', async () => {
    const t = await catalogueTenant();
    const cup = await newProduct(t);
    const saucer = await newProduct(t);
    const set = await t.api.post(t.products, {
      sku: 'SET',
      name: 'Cup and saucer',
      productType: 'PACKAGE_FIXED',
      components: [{ productUid: cup.productUid }, { productUid: saucer.productUid, quantity: 2 }],
    });
    expect(set.status).toBe(201);
    expect(set.body.components).toEqual([
      { productUid: cup.productUid, quantity: 1 },
      { productUid: saucer.productUid, quantity: 2 },
    ]);
    const empty = await t.api.post(t.products, { sku: 'E', name: 'E', productType: 'PACKAGE_FIXED' });
    expect(empty.body.errors[0].path).toBe('body.components');
    const notPackage = await t.api.post(t.products, {
      sku: 'S',
      name: 'S',
      components: [{ productUid: cup.productUid }],
    });
    expect(notPackage.body.errors[0].path).toBe('body.components');
    const missing = await t.api.post(t.products, {
      sku: 'D',
      name: 'D',
      productType: 'PACKAGE_DYNAMIC',
      components: [{ productUid: cup.productUid }, { productUid: 'gone' }],
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].path).toBe('body.components.1.productUid');
  });

  it('deletes a product with PRODUCT_DELETE; another tenant never sees it', async () => {
    const t = await catalogueTenant();
    const p = await newProduct(t);
    const other = await catalogueTenant();
    const foreign = await other.api.get(`/tenants/${t.tenant}/products/${p.productUid}`);
    expect(foreign.status).toBe(403);
    expect((await other.api.get(`${other.products}/${p.productUid}`)).status).toBe(404);
    expect((await other.api.delete(`${other.products}/${p.productUid}`)).status).toBe(404);
    expect((await t.api.delete(`${t.products}/${p.productUid}`)).status).toBe(204);
    expect((await t.api.get(`${t.products}/${p.productUid}`)).status).toBe(404);
    expect((await eventsOf(t.tenant)).map((e) => e.action)).toEqual(['PRODUCT_CREATE', 'PRODUCT_DELETE']);
  });
});
