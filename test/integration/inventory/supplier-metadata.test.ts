import { describe, expect, it } from 'vitest';
import { inventoryWorld } from './helpers.ts';

/** Metadata on suppliers: set, patched key by key, limits named by key, in the list. */

const ADDRESS = { countryCode: 'NO' };
const errorPaths = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path);

describe('supplier metadata', () => {
  it("is set on create, changed key by key on PUT ('' removes one), refused over the limits, and listed", async () => {
    const w = await inventoryWorld();
    const suppliers = `/tenants/${w.tenant}/suppliers`;
    const created = await w.api.post(suppliers, {
      supplierUid: 'sup-1',
      name: 'Tea & Co AS',
      address: ADDRESS,
      metadata: { erpId: 'V-1', terms: 'net30' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.metadata).toEqual({ erpId: 'V-1', terms: 'net30' });
    const one = `${suppliers}/sup-1`;
    const updated = await w.api.put(one, { metadata: { terms: '', buyer: 'kari' } }, { 'if-match': '"1"' });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    expect(updated.body.metadata).toEqual({ erpId: 'V-1', buyer: 'kari' });
    expect((await w.api.put(one, { metadata: { buyer: 'kari' } })).headers.get('etag')).toBe('"2"');
    expect((await w.api.put(one, { contactName: 'Ola' })).body.metadata).toEqual({
      erpId: 'V-1',
      buyer: 'kari',
    });

    const long = 'k'.repeat(41);
    const bad = await w.api.post(suppliers, { name: 'X', address: ADDRESS, metadata: { [long]: 'v' } });
    expect(bad.status).toBe(400);
    expect(errorPaths(bad)).toEqual([`body.metadata.${long}`]);
    const many = Object.fromEntries(Array.from({ length: 49 }, (_, i) => [`k${i}`, 'v']));
    const over = await w.api.put(one, { metadata: many });
    expect(over.status).toBe(400);
    expect(errorPaths(over)).toEqual(['body.metadata.k48']);

    await w.api.post(suppliers, { supplierUid: 'sup-2', name: 'Bakeriet', address: ADDRESS });
    const list = await w.api.get(`${suppliers}?sortBy=supplierUid`);
    expect(list.body.items.map((s: { metadata: object }) => s.metadata)).toEqual([
      { erpId: 'V-1', buyer: 'kari' },
      {},
    ]);
  });
});
