import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { priceTenant } from '../prices/helpers.ts';

/** Metadata on stores: set, patched key by key, limits named by key, in the list. */

const errorPaths = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path);
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Oslo Sentrum',
  number: uniqueUid('n'),
  currency: 'NOK',
  timezone: 'Europe/Oslo',
  ...extra,
});

describe('store metadata', () => {
  it("is set on create, changed key by key on PUT ('' removes one), refused over the limits, and listed", async () => {
    const t = await priceTenant();
    const created = await t.api.post(
      t.stores,
      body({ storeUid: 'oslo', metadata: { erpId: 'S-1', region: 'east' } }),
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body.metadata).toEqual({ erpId: 'S-1', region: 'east' });
    const one = `${t.stores}/oslo`;
    const updated = await t.api.put(one, { metadata: { region: '', format: 'city' } }, { 'if-match': '"1"' });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    expect(updated.body.metadata).toEqual({ erpId: 'S-1', format: 'city' });
    // A metadata change alone is a change; the same pairs again are none.
    expect((await t.api.put(one, { metadata: { format: 'city' } })).headers.get('etag')).toBe('"2"');

    const long = 'k'.repeat(41);
    expect(errorPaths(await t.api.put(one, { metadata: { [long]: 'v' } }))).toEqual([
      `body.metadata.${long}`,
    ]);
    expect(errorPaths(await t.api.put(one, { metadata: { big: 'v'.repeat(501) } }))).toEqual([
      'body.metadata.big',
    ]);
    const many = Object.fromEntries(Array.from({ length: 49 }, (_, i) => [`k${i}`, 'v']));
    const over = await t.api.put(one, { metadata: many });
    expect(over.status).toBe(400);
    expect(errorPaths(over)).toEqual(['body.metadata.k48']);
    expect((await t.api.get(one)).body.metadata).toEqual({ erpId: 'S-1', format: 'city' });

    await t.api.post(t.stores, body({ storeUid: 'bergen' }));
    const list = await t.api.get(`${t.stores}?sortBy=storeUid`);
    expect(list.body.items.map((s: { metadata: object }) => s.metadata)).toEqual([
      {},
      { erpId: 'S-1', format: 'city' },
    ]);
  });
});
