import { describe, expect, it } from 'vitest';
import { eventsOf } from '../customers/helpers.ts';
import { catalogueTenant, newProduct } from './helpers.ts';

/** Metadata on products: set, patched key by key, limits named by key, in lists and searches. */

const errorPaths = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path);

describe('product metadata', () => {
  it("is set on create, changed key by key on PUT ('' removes one) and answered by list and search", async () => {
    const t = await catalogueTenant();
    const p = await newProduct(t, { metadata: { erpId: 'A-1', season: 'ss26' } });
    expect(p.metadata).toEqual({ erpId: 'A-1', season: 'ss26' });
    const one = `${t.products}/${p.productUid}`;
    const updated = await t.api.put(one, { metadata: { season: '', bin: 'B7' } }, { 'If-Match': '"1"' });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.metadata).toEqual({ erpId: 'A-1', bin: 'B7' });
    expect((await t.api.put(one, { name: 'Mug' })).body.metadata).toEqual({ erpId: 'A-1', bin: 'B7' });
    // The same pairs again are no change: no new version.
    expect((await t.api.put(one, { metadata: { bin: 'B7' } })).headers.get('etag')).toBe('"3"');

    const listed = await t.api.get(t.products);
    expect(listed.body.items.map((x: { metadata: object }) => x.metadata)).toEqual([
      { erpId: 'A-1', bin: 'B7' },
    ]);
    const found = await t.api.post(`${t.products}/search`, { query: 'mug' });
    expect(found.body.items.map((x: { metadata: object }) => x.metadata)).toEqual([
      { erpId: 'A-1', bin: 'B7' },
    ]);

    const updates = (await eventsOf(t.tenant)).filter((e) => e.action === 'PRODUCT_UPDATE');
    expect(updates[0]!.data.changedFields).toEqual(['metadata']);
  });

  it('refuses over-long keys and values and a key past 50, naming the key, also in a batch', async () => {
    const t = await catalogueTenant();
    const long = 'k'.repeat(41);
    const bad = await t.api.post(t.products, { sku: 'S-1', name: 'Cup', metadata: { [long]: 'v' } });
    expect(bad.status).toBe(400);
    expect(errorPaths(bad)).toEqual([`body.metadata.${long}`]);
    const fifty = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v']));
    const p = await newProduct(t, { metadata: fifty });
    const over = await t.api.put(`${t.products}/${p.productUid}`, { metadata: { extra: 'v' } });
    expect(over.status).toBe(400);
    expect(errorPaths(over)).toEqual(['body.metadata.extra']);
    expect((await t.api.get(`${t.products}/${p.productUid}`)).headers.get('etag')).toBe('"1"');

    const q = await newProduct(t, { metadata: fifty });
    const batch = await t.api.post(`${t.products}/batch`, {
      products: [
        { productUid: p.productUid, metadata: { extra: 'v' } },
        { sku: 'S-2', name: 'Plate', metadata: { note: 'v'.repeat(501) } },
        { productUid: q.productUid, metadata: { k0: '' } },
      ],
    });
    expect(batch.status).toBe(207);
    expect(batch.body.items.map((i: { status: number }) => i.status)).toEqual([400, 400, 200]);
    expect(batch.body.items.map((i: any) => i.problem?.errors?.[0]?.path)).toEqual([
      'body.products.0.metadata.extra',
      'body.products.1.metadata.note',
      undefined,
    ]);
    expect(Object.keys((await t.api.get(`${t.products}/${p.productUid}`)).body.metadata)).toHaveLength(50);
    expect(Object.keys((await t.api.get(`${t.products}/${q.productUid}`)).body.metadata)).toHaveLength(49);
  });
});
