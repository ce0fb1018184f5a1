import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { newPricelist, priceTenant } from '../prices/helpers.ts';
import { line } from '../sales/fixtures.ts';

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Oslo Sentrum',
  number: uniqueUid('n'),
  currency: 'NOK',
  timezone: 'Europe/Oslo',
  ...extra,
});

describe('stores', () => {
  it('creates, reads with an ETag, updates with If-Match, lists and deletes a store', async () => {
    const t = await priceTenant();
    const retail = await newPricelist(t);
    const purchase = await newPricelist(t, { type: 'PURCHASE', name: 'Purchase' });
    const created = await t.api.post(
      t.stores,
      body({
        storeUid: 'oslo',
        address: { address: 'Karl Johans gate 1', city: 'Oslo', countryCode: 'NO' },
        pricelistUid: retail,
        purchasePricelistUid: purchase,
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      storeUid: 'oslo',
      currency: 'NOK',
      timezone: 'Europe/Oslo',
      pricelistUid: retail,
      purchasePricelistUid: purchase,
      defaultWarehouseUid: '',
      address: { address: 'Karl Johans gate 1', city: 'Oslo', countryCode: 'NO', email: '' },
    });

    const read = await t.api.get(`${t.stores}/oslo`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');

    const stale = await t.api.put(`${t.stores}/oslo`, { name: 'X' }, { 'if-match': '"7"' });
    expect(stale.status).toBe(412);
    const updated = await t.api.put(
      `${t.stores}/oslo`,
      { name: 'Oslo City', pricelistUid: '' },
      { 'if-match': '"1"' },
    );
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    expect(updated.body).toMatchObject({ name: 'Oslo City', pricelistUid: '', address: { city: 'Oslo' } });
    // Nothing changes: no new version.
    const same = await t.api.put(`${t.stores}/oslo`, { name: 'Oslo City' });
    expect(same.headers.get('etag')).toBe('"2"');

    await t.api.post(t.stores, body({ storeUid: 'bergen', name: 'Bergen' }));
    const list = await t.api.get(`${t.stores}?sortBy=name&pageSize=1&pageNumber=2`);
    expect(list.status).toBe(200);
    expect(list.body.paging).toEqual({ pageNumber: 2, pageSize: 1, totalCount: 2 });
    expect(list.body.items.map((s: { storeUid: string }) => s.storeUid)).toEqual(['oslo']);

    expect((await t.api.delete(`${t.stores}/oslo`)).status).toBe(204);
    expect((await t.api.get(`${t.stores}/oslo`)).status).toBe(404);
    expect((await t.api.delete(`${t.stores}/oslo`)).status).toBe(404);
  });

  it('keeps store numbers unique per tenant (409), across renumbering and deletes', async () => {
    const t = await priceTenant();
    await t.api.post(t.stores, body({ storeUid: 'a', number: '101' }));
    const dup = await t.api.post(t.stores, body({ storeUid: 'b', number: '101' }));
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual([expect.objectContaining({ path: 'body.number' })]);
    expect((await t.api.get(`${t.stores}/b`)).status).toBe(404);
    expect((await t.api.post(t.stores, body({ storeUid: 'b', number: '102' }))).status).toBe(201);
    expect((await t.api.put(`${t.stores}/b`, { number: '101' })).status).toBe(409);
    // a renumbered store frees its old number
    expect((await t.api.put(`${t.stores}/a`, { number: '103' })).status).toBe(200);
    expect((await t.api.put(`${t.stores}/b`, { number: '101' })).status).toBe(200);
    // a deleted store frees its number
    expect((await t.api.delete(`${t.stores}/b`)).status).toBe(204);
    expect((await t.api.post(t.stores, body({ storeUid: 'c', number: '101' }))).status).toBe(201);
    // another tenant may use the same number
    const other = await priceTenant();
    expect((await other.api.post(other.stores, body({ number: '101' }))).status).toBe(201);
    // a duplicate storeUid is a 409 too
    expect((await t.api.post(t.stores, body({ storeUid: 'c' }))).status).toBe(409);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const t = await priceTenant();
    const cases: Array<[Record<string, unknown>, string]> = [
      [body({ timezone: 'Mars/Olympus' }), 'body.timezone'],
      [body({ timezone: 'Europe/Oslo; DROP' }), 'body.timezone'],
      [body({ currency: 'nok' }), 'body.currency'],
      [body({ name: '' }), 'body.name'],
      [{ ...body(), number: undefined }, 'body.number'],
      [body({ address: { city: 5 } }), 'body.address.city'],
    ];
    for (const [input, path] of cases) {
      const res = await t.api.post(t.stores, input);
      expect(res.status, path).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await t.api.get(t.stores)).body.paging.totalCount).toBe(0);
  });

  it('checks the pricelists a store names: existence (404), type and currency (422)', async () => {
    const t = await priceTenant();
    const sale = await newPricelist(t);
    const purchase = await newPricelist(t, { type: 'PURCHASE' });
    const sek = await newPricelist(t, { currency: 'SEK' });
    const missing = await t.api.post(t.stores, body({ pricelistUid: 'nope' }));
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].path).toBe('body.pricelistUid');
    const wrongType = await t.api.post(t.stores, body({ pricelistUid: purchase }));
    expect(wrongType.status).toBe(422);
    const wrongPurchase = await t.api.post(t.stores, body({ purchasePricelistUid: sale }));
    expect(wrongPurchase.status).toBe(422);
    expect(wrongPurchase.body.errors[0].path).toBe('body.purchasePricelistUid');
    expect((await t.api.post(t.stores, body({ pricelistUid: sek }))).status).toBe(422);
    const store = await t.api.post(t.stores, body({ pricelistUid: sale }));
    expect(store.status).toBe(201);
    // changing the currency re-checks the pricelist
    const moved = await t.api.put(`${t.stores}/${store.body.storeUid}`, { currency: 'SEK' });
    expect(moved.status).toBe(422);
    const both = await t.api.put(`${t.stores}/${store.body.storeUid}`, {
      currency: 'SEK',
      pricelistUid: sek,
    });
    expect(both.status).toBe(200);
  });

  it('lets any token of the tenant read and only ADMIN or BACKOFFICE write', async () => {
    const t = await priceTenant();
    const store = await t.api.post(t.stores, body());
    const storeLevel = await t.as('STORE');
    expect((await storeLevel.get(`${t.stores}/${store.body.storeUid}`)).status).toBe(200);
    expect((await storeLevel.get(t.stores)).status).toBe(200);
    expect((await storeLevel.post(t.stores, body())).status).toBe(403);
    expect((await storeLevel.put(`${t.stores}/${store.body.storeUid}`, { name: 'X' })).status).toBe(403);
    expect((await storeLevel.delete(`${t.stores}/${store.body.storeUid}`)).status).toBe(403);
    const backoffice = await t.as('BACKOFFICE');
    expect((await backoffice.put(`${t.stores}/${store.body.storeUid}`, { name: 'Y' })).status).toBe(200);
  });

  it("never shows or changes another tenant's store", async () => {
    const a = await priceTenant();
    const b = await priceTenant();
    await a.api.post(a.stores, body({ storeUid: 'shared-uid' }));
    expect((await b.api.get(`${b.stores}/shared-uid`)).status).toBe(404);
    expect((await b.api.put(`${b.stores}/shared-uid`, { name: 'X' })).status).toBe(404);
    expect((await b.api.delete(`${b.stores}/shared-uid`)).status).toBe(404);
    expect((await b.api.get(b.stores)).body.items).toEqual([]);
    expect((await a.api.get(`${b.stores}/shared-uid`)).status).toBe(403);
  });

  it('answers 404 naming params.storeUid under a store that was never created, until it is', async () => {
    const t = await priceTenant();
    const refused = await t.api.post(`${t.base}/stores/later-1/orders`, { items: [line(100)] });
    expect(refused.status).toBe(404);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'params.storeUid' })]);
    const list = await t.api.get(`${t.base}/stores/later-1/warehouses`);
    expect(list.status).toBe(404);
    expect((await t.api.get(`${t.stores}/later-1`)).status).toBe(404);
    expect((await t.api.post(t.stores, body({ storeUid: 'later-1' }))).status).toBe(201);
    const order = await t.api.post(`${t.base}/stores/later-1/orders`, { items: [line(100)] });
    expect(order.status).toBe(201);
    const orderUid = order.body.orderUid as string;
    expect((await t.api.get(`${t.base}/stores/later-1/orders/${orderUid}`)).status).toBe(200);
    // A deleted store's records stay, unreachable under it until it is created again.
    expect((await t.api.delete(`${t.stores}/later-1`)).status).toBe(204);
    expect((await t.api.get(`${t.base}/stores/later-1/orders/${orderUid}`)).status).toBe(404);
    expect((await t.api.post(t.stores, body({ storeUid: 'later-1' }))).status).toBe(201);
    expect((await t.api.get(`${t.base}/stores/later-1/orders/${orderUid}`)).status).toBe(200);
  });
});
