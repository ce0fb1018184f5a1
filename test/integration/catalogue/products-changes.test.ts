import { describe, expect, it } from 'vitest';
import { catalogueTenant, newProduct } from './helpers.ts';

/**
 * Changes since on the product list and search (docs/decisions/changes-since.md): the products
 * created or updated at or after `updatedSince`, oldest change first, read-your-writes; the
 * product list calls its lastModifiedAt sort `updatedAt`, which is the one sort it then takes.
 */
describe('product changes since', () => {
  it('answers the products changed since a time, an updated one at its new place', async () => {
    const t = await catalogueTenant();
    const untouched = await newProduct(t);
    const updated = await newProduct(t);
    const since = new Date().toISOString();
    const created = await newProduct(t, { name: 'Tea cup' });
    const res = await t.api.put(`${t.products}/${updated.productUid}`, { name: 'Espresso cup, red' });
    expect(res.status, res.text).toBe(200);
    const q = `updatedSince=${encodeURIComponent(since)}`;
    const page = await t.api.get(`${t.products}?${q}&pageSize=1`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.items.map((p: any) => p.productUid)).toEqual([created.productUid]);
    expect(page.body.paging).toMatchObject({ pageNumber: 1, pageSize: 1, totalCount: 2 });
    const next = await t.api.get(`${t.products}?cursor=${encodeURIComponent(page.body.paging.nextCursor)}`);
    expect(next.body.items.map((p: any) => [p.productUid, p.name])).toEqual([
      [updated.productUid, 'Espresso cup, red'],
    ]);
    expect(next.body.paging).toEqual({ pageNumber: 2, pageSize: 1, totalCount: 2, nextCursor: null });
    const search = await t.api.post(`${t.products}/search?${q}&sortBy=updatedAt`, { query: 'tea' });
    expect(search.body.items.map((p: any) => p.productUid)).toEqual([created.productUid]);
    const all = await t.api.get(t.products);
    expect(all.body.items.map((p: any) => p.productUid)).toContain(untouched.productUid);
    expect(all.body.paging.nextCursor).toBeUndefined();
    const refused = await t.api.get(`${t.products}?${q}&sortBy=name`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('query.sortBy');
  });
});
