import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { eventsOf } from '../customers/helpers.ts';
import { catalogueTenant, gtin13, newGroup, newProduct } from './helpers.ts';

describe('products: batch import (207)', () => {
  it('creates and updates item by item, each atomic, with a result per item', async () => {
    const t = await catalogueTenant();
    const group = await newGroup(t);
    const existing = await newProduct(t, { name: 'Old name' });
    const unchanged = await newProduct(t);
    const taken = gtin13();
    await newProduct(t, { gtins: [{ gtin: taken }] });
    const fresh = uniqueUid('p');
    const res = await t.api.post(`${t.products}/batch`, {
      products: [
        { productUid: fresh, sku: 'NEW-1', name: 'New', productGroupUid: group },
        { productUid: existing.productUid, name: 'New name' },
        { productUid: unchanged.productUid, name: unchanged.name },
        { sku: 'NO-NAME' },
        { sku: 'G', name: 'Taken gtin', gtins: [{ gtin: taken }] },
        { sku: 'B', name: 'Bad type', productType: 'WIDGET' },
        { sku: 'M', name: 'Missing group', productGroupUid: 'nope' },
        { productUid: fresh, name: 'Twice' },
      ],
    });
    expect(res.status).toBe(207);
    // Read-your-writes: the batch's one marker makes the next search wait for every product written.
    const seen = await t.api.post(`${t.products}/search?sortBy=name`, { query: 'new' });
    expect(seen.body.items.map((p: any) => p.productUid)).toEqual([fresh, existing.productUid]);
    expect(res.body.items.map((i: any) => [i.index, i.status])).toEqual([
      [0, 201],
      [1, 200],
      [2, 200],
      [3, 400],
      [4, 409],
      [5, 400],
      [6, 404],
      [7, 400],
    ]);
    const problems = res.body.items.map((i: any) => i.problem?.errors?.[0]?.path);
    expect(problems).toEqual([
      undefined,
      undefined,
      undefined,
      'body.products.3.name',
      'body.products.4.gtins.0.gtin',
      'body.products.5.productType',
      'body.products.6.productGroupUid',
      'body.products.7.productUid',
    ]);
    expect(res.body.items[4].problem).toMatchObject({ status: 409, title: 'Conflict' });
    expect((await t.api.get(`${t.products}/${fresh}`)).body).toMatchObject({
      name: 'New',
      productGroupUid: group,
    });
    expect((await t.api.get(`${t.products}/${existing.productUid}`)).body.name).toBe('New name');
    const found = await t.api.post(`${t.products}/search`, { query: 'taken gtin' });
    expect(found.body.items).toEqual([]);
    const actions = (await eventsOf(t.tenant)).map((e) => e.action);
    expect(actions.filter((a) => a === 'PRODUCT_CREATE')).toHaveLength(4);
    expect(actions.filter((a) => a === 'PRODUCT_UPDATE')).toHaveLength(1);
  });

  it('takes 1 to 500 products', async () => {
    const t = await catalogueTenant();
    expect((await t.api.post(`${t.products}/batch`, { products: [] })).body.errors[0].path).toBe(
      'body.products',
    );
    const many = Array.from({ length: 501 }, (_, i) => ({ sku: `S${i}`, name: `N${i}` }));
    expect((await t.api.post(`${t.products}/batch`, { products: many })).status).toBe(400);
  });
});
