import { describe, expect, it } from 'vitest';
import { catalogueTenant, gtin13, newGroup, newProduct } from './helpers.ts';

const uids = (res: { body: { items: Array<{ productUid: string }> } }) =>
  res.body.items.map((p) => p.productUid);

describe('products: search over the read model', () => {
  it('matches words of name, sku, gtin and brand; sku and gtin exactly', async () => {
    const t = await catalogueTenant();
    const gtin = gtin13();
    const cup = await newProduct(t, {
      name: 'Espresso cup',
      sku: 'CUP-ESP-01',
      brand: 'Nordlys',
      gtins: [{ gtin }],
    });
    const mug = await newProduct(t, { name: 'Coffee mug', sku: 'MUG-02', brand: 'Fjord' });
    const search = (body: object) => t.api.post(`${t.products}/search`, body);
    expect(uids(await search({ query: 'presso' }))).toEqual([cup.productUid]);
    expect(uids(await search({ query: 'mug-0' }))).toEqual([mug.productUid]);
    expect(uids(await search({ query: gtin.slice(3, 10) }))).toEqual([cup.productUid]);
    expect(uids(await search({ query: 'FJORD' }))).toEqual([mug.productUid]);
    expect(uids(await search({ query: 'nordlys cup' }))).toEqual([cup.productUid]);
    // Several terms: each may be in the name or brand or in a code, all in one kind or mixed.
    expect(uids(await search({ query: 'coffee mug-02' }))).toEqual([mug.productUid]);
    expect(uids(await search({ query: `esp-01 ${gtin.slice(5)}` }))).toEqual([cup.productUid]);
    expect(uids(await search({ query: 'coffee esp-01' }))).toEqual([]);
    expect(uids(await search({ sku: 'cup-esp-01' }))).toEqual([cup.productUid]);
    expect(uids(await search({ sku: 'CUP-ESP' }))).toEqual([]);
    expect(uids(await search({ gtin }))).toEqual([cup.productUid]);
    // A sku is not unique: an exact sku can match several products, a page past them none.
    const twin = await newProduct(t, { name: 'Espresso cup, seconds', sku: 'cup-esp-01' });
    const first = await t.api.post(`${t.products}/search?pageSize=1&sortBy=name`, { sku: 'CUP-ESP-01' });
    expect(uids(first)).toEqual([cup.productUid]);
    expect(first.body.paging.totalCount).toBe(2);
    const past = await t.api.post(`${t.products}/search?pageSize=1&pageNumber=3`, { sku: 'CUP-ESP-01' });
    expect(past.body).toEqual({ items: [], paging: { pageNumber: 3, pageSize: 1, totalCount: 2 } });
    expect(uids(await search({ gtin, query: 'espresso' }))).toEqual([cup.productUid]);
    expect(uids(await search({ sku: 'CUP-ESP-01', query: 'seconds' }))).toEqual([twin.productUid]);
    const list = await t.api.get(`${t.products}?sortBy=name`);
    expect(uids(list)).toEqual([mug.productUid, cup.productUid, twin.productUid]);
    expect(list.body.paging).toEqual({ pageNumber: 1, pageSize: 50, totalCount: 3 });
  });

  it('filters by group with its subgroups, type, active and updatedSince', async () => {
    const t = await catalogueTenant();
    const top = await newGroup(t);
    const sub = await newGroup(t, { parentProductGroupUid: top });
    const elsewhere = await newGroup(t);
    const inTop = await newProduct(t, { productGroupUid: top, name: 'A' });
    const inSub = await newProduct(t, { productGroupUid: sub, name: 'B', productType: 'NO_STOCK' });
    const outside = await newProduct(t, { productGroupUid: elsewhere, name: 'C', active: false });
    const search = (body: object) => t.api.post(`${t.products}/search`, body);
    expect(uids(await search({ productGroupUids: [top] }))).toEqual([inTop.productUid, inSub.productUid]);
    expect(uids(await search({ productGroupUids: [sub, elsewhere] }))).toEqual([
      inSub.productUid,
      outside.productUid,
    ]);
    expect(uids(await search({ productTypes: ['NO_STOCK'] }))).toEqual([inSub.productUid]);
    expect(uids(await search({ active: false }))).toEqual([outside.productUid]);
    const since = new Date().toISOString();
    await t.api.put(`${t.products}/${inTop.productUid}`, { name: 'A2' });
    expect(uids(await search({ updatedSince: since }))).toEqual([inTop.productUid]);
    expect((await search({ updatedSince: 'yesterday' })).body.errors[0].path).toBe('body.updatedSince');
  });

  it('sorts by name, sku and updatedAt in both directions and pages', async () => {
    const t = await catalogueTenant();
    const b = await newProduct(t, { name: 'b', sku: '3' });
    const a = await newProduct(t, { name: 'a', sku: '2' });
    const c = await newProduct(t, { name: 'c', sku: '1' });
    const page = (q: string) => t.api.post(`${t.products}/search?${q}`, {});
    expect(uids(await page('sortBy=name'))).toEqual([a, b, c].map((p) => p.productUid));
    expect(uids(await page('sortBy=sku&sortDirection=DESC'))).toEqual([b, a, c].map((p) => p.productUid));
    expect(uids(await page('sortBy=updatedAt'))).toEqual([b, a, c].map((p) => p.productUid));
    const second = await page('sortBy=name&pageSize=2&pageNumber=2');
    expect(uids(second)).toEqual([c.productUid]);
    expect(second.body.paging).toEqual({ pageNumber: 2, pageSize: 2, totalCount: 3 });
    expect((await page('sortBy=price')).status).toBe(400);
  });

  it('shows a write at once (read-your-writes) and never another tenant', async () => {
    const t = await catalogueTenant();
    const p = await newProduct(t, { name: 'Visible teapot' });
    const other = await catalogueTenant();
    await newProduct(other, { name: 'Visible teapot' });
    expect(uids(await t.api.post(`${t.products}/search`, { query: 'teapot' }))).toEqual([p.productUid]);
    await t.api.delete(`${t.products}/${p.productUid}`);
    expect(uids(await t.api.post(`${t.products}/search`, { query: 'teapot' }))).toEqual([]);
  });
});
