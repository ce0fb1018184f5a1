import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { eventsOf } from '../customers/helpers.ts';
import { newPricelist, priceTenant, putPrice } from './helpers.ts';

const priceEvents = async (tenant: string) =>
  (await eventsOf(tenant)).filter((e) => e.action.startsWith('PRICE_'));

describe('pricelists', () => {
  it('creates, reads, renames and deletes a pricelist; currency and type are fixed', async () => {
    const t = await priceTenant();
    const created = await t.api.post(t.pricelists, {
      pricelistUid: 'retail',
      name: 'Retail',
      currency: 'NOK',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ pricelistUid: 'retail', type: 'SALE', currency: 'NOK' });
    expect(
      (await t.api.post(t.pricelists, { pricelistUid: 'retail', name: 'R', currency: 'NOK' })).status,
    ).toBe(409);
    const read = await t.api.get(`${t.pricelists}/retail`);
    expect(read.headers.get('etag')).toBe('"1"');
    const renamed = await t.api.put(`${t.pricelists}/retail`, { name: 'Retail 2027' }, { 'if-match': '"1"' });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('etag')).toBe('"2"');
    expect((await t.api.put(`${t.pricelists}/retail`, { name: 'X' }, { 'if-match': '"1"' })).status).toBe(
      412,
    );
    const currency = await t.api.put(`${t.pricelists}/retail`, { currency: 'SEK' });
    expect(currency.status).toBe(422);
    expect(currency.body.errors[0].path).toBe('body.currency');
    expect((await t.api.put(`${t.pricelists}/retail`, { type: 'PURCHASE' })).status).toBe(422);
    await newPricelist(t, { name: 'Another' });
    const list = await t.api.get(`${t.pricelists}?sortBy=name`);
    expect(list.body.items.map((p: { name: string }) => p.name)).toEqual(['Another', 'Retail 2027']);
    expect((await t.api.delete(`${t.pricelists}/retail`)).status).toBe(204);
    expect((await t.api.get(`${t.pricelists}/retail`)).status).toBe(404);
  });

  it('refuses to delete a pricelist that has prices (409)', async () => {
    const t = await priceTenant();
    const pl = await newPricelist(t);
    await putPrice(t, pl, 'p1', { amount: 100 });
    expect((await t.api.delete(`${t.pricelists}/${pl}`)).status).toBe(409);
    expect((await t.api.delete(`${t.pricelists}/${pl}/prices/p1`)).status).toBe(204);
    expect((await t.api.delete(`${t.pricelists}/${pl}`)).status).toBe(204);
  });
});

describe('prices', () => {
  it('PUT creates (201, PRICE_CREATE), changes (200, PRICE_UPDATE), repeats (200, no event); DELETE emits PRICE_DELETE', async () => {
    const t = await priceTenant();
    const pl = await newPricelist(t);
    const path = `${t.pricelists}/${pl}/prices/prod-1`;
    const body = {
      amount: 4990,
      quantityBreaks: [
        { minQuantity: 24, amount: 3990 },
        { minQuantity: 6, amount: 4490 },
      ],
    };
    const created = await t.api.put(path, body);
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.body).toMatchObject({
      pricelistUid: pl,
      productUid: 'prod-1',
      currency: 'NOK',
      amount: 4990,
      validFrom: null,
      validTo: null,
      quantityBreaks: [
        { minQuantity: 6, amount: 4490 },
        { minQuantity: 24, amount: 3990 },
      ],
    });
    const again = await t.api.put(path, body);
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe('"1"');
    const changed = await t.api.put(
      path,
      { amount: 4590, validFrom: '2026-12-01T00:00:00.000Z' },
      { 'if-match': '"1"' },
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"2"');
    expect((await t.api.put(path, { amount: 1 }, { 'if-match': '"1"' })).status).toBe(412);
    expect((await t.api.get(path)).body).toMatchObject({ amount: 4590, quantityBreaks: [] });
    expect((await t.api.delete(path)).status).toBe(204);
    expect((await t.api.get(path)).status).toBe(404);
    expect((await t.api.delete(path)).status).toBe(404);

    const events = await priceEvents(t.tenant);
    expect(events.map((e) => e.action)).toEqual(['PRICE_CREATE', 'PRICE_UPDATE', 'PRICE_DELETE']);
    expect(events[1]!.data).toMatchObject({
      pricelist: { uid: pl, currency: 'NOK', type: 'SALE' },
      product: { uid: 'prod-1' },
      price: { amount: 4590, validFrom: '2026-12-01T00:00:00.000Z', quantityBreaks: [] },
      previous: { amount: 4990, validFrom: null },
    });
    expect(events[2]!.data.price.amount).toBe(4590);
    for (const e of events) {
      const payload = {
        ...e.data,
        id: e.eventId,
        action: e.action,
        occurredAt: e.occurredAt,
        attempt: 1,
        tenant: { id: 1, uid: t.tenant },
      };
      expect(EVENT_SCHEMAS[e.action as 'PRICE_CREATE'].safeParse(payload).error).toBeUndefined();
    }
  });

  it('refuses bad prices naming the field, and writes nothing', async () => {
    const t = await priceTenant();
    const pl = await newPricelist(t);
    const path = `${t.pricelists}/${pl}/prices/prod-1`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 12.5 }, 'body.amount'],
      [{ amount: -1 }, 'body.amount'],
      [{}, 'body.amount'],
      [{ amount: 1, validFrom: 'tomorrow' }, 'body.validFrom'],
      [{ amount: 1, validFrom: '2027-01-01T00:00:00Z', validTo: '2026-01-01T00:00:00Z' }, 'body.validTo'],
      [{ amount: 1, quantityBreaks: [{ minQuantity: 1, amount: 1 }] }, 'body.quantityBreaks.0.minQuantity'],
      [
        {
          amount: 1,
          quantityBreaks: [
            { minQuantity: 5, amount: 1 },
            { minQuantity: 5, amount: 2 },
          ],
        },
        'body.quantityBreaks.1.minQuantity',
      ],
    ];
    for (const [input, field] of cases) {
      const res = await t.api.put(path, input);
      expect(res.status, field).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect((await t.api.put(`${t.pricelists}/nope/prices/prod-1`, { amount: 1 })).status).toBe(404);
    expect((await t.api.put(path, { amount: 1 }, { 'if-match': '"1"' })).status).toBe(412);
    expect((await t.api.get(path)).status).toBe(404);
    expect(await priceEvents(t.tenant)).toEqual([]);
  });

  it('pages a pricelist by key: every price once, in productUid order', async () => {
    const t = await priceTenant();
    const pl = await newPricelist(t);
    const uids = Array.from({ length: 23 }, (_, i) => `p-${String(i).padStart(3, '0')}`);
    await Promise.all(uids.map((u, i) => putPrice(t, pl, u, { amount: 100 + i })));
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 1; page <= 10; page++) {
      const res: { status: number; body: any } = await t.api.get(
        `${t.pricelists}/${pl}/prices?pageSize=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.paging).toMatchObject({ pageNumber: page, pageSize: 5, totalCount: 23 });
      expect(res.body.items.length).toBeLessThanOrEqual(5);
      seen.push(...res.body.items.map((p: { productUid: string }) => p.productUid));
      cursor = res.body.paging.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(uids);
    // The same page by its number (the items before it skipped), and past the end.
    const third = await t.api.get(`${t.pricelists}/${pl}/prices?pageSize=5&pageNumber=3`);
    expect(third.body.items.map((p: { productUid: string }) => p.productUid)).toEqual(uids.slice(10, 15));
    expect(third.body.paging).toMatchObject({ pageNumber: 3, pageSize: 5, totalCount: 23 });
    const past = await t.api.get(`${t.pricelists}/${pl}/prices?pageSize=5&pageNumber=6`);
    expect(past.body).toEqual({
      items: [],
      paging: { pageNumber: 6, pageSize: 5, totalCount: 23, nextCursor: null },
    });
    const garbled = await t.api.get(`${t.pricelists}/${pl}/prices?cursor=not-a-cursor`);
    expect(garbled.status).toBe(400);
    expect(garbled.body.errors[0].path).toBe('query.cursor');
    expect((await t.api.get(`${t.pricelists}/${pl}/prices?pageNumber=2002&pageSize=5`)).status).toBe(400);
    expect((await t.api.get(`${t.pricelists}/nope/prices`)).status).toBe(404);
    expect((await t.api.get(`${t.pricelists}/${pl}/prices?pageSize=501`)).status).toBe(400);
  });

  it('lets any token of the tenant read and only ADMIN or BACKOFFICE write', async () => {
    const t = await priceTenant();
    const pl = await newPricelist(t);
    const storeLevel = await t.as('STORE');
    expect((await storeLevel.put(`${t.pricelists}/${pl}/prices/p1`, { amount: 1 })).status).toBe(403);
    expect((await storeLevel.post(t.pricelists, { name: 'X', currency: 'NOK' })).status).toBe(403);
    expect((await storeLevel.get(`${t.pricelists}/${pl}`)).status).toBe(200);
    expect((await storeLevel.get(`${t.pricelists}/${pl}/prices`)).status).toBe(200);
    const backoffice = await t.as('BACKOFFICE');
    expect((await backoffice.put(`${t.pricelists}/${pl}/prices/p1`, { amount: 1 })).status).toBe(201);
    expect((await storeLevel.get(`${t.pricelists}/${pl}/prices/p1`)).status).toBe(200);
    expect((await storeLevel.delete(`${t.pricelists}/${pl}/prices/p1`)).status).toBe(403);
  });

  it("never shows or changes another tenant's pricelists or prices", async () => {
    const a = await priceTenant();
    const b = await priceTenant();
    await a.api.post(a.pricelists, { pricelistUid: 'same', name: 'A', currency: 'NOK' });
    await putPrice(a, 'same', 'p1', { amount: 100 });
    expect((await b.api.get(`${b.pricelists}/same`)).status).toBe(404);
    expect((await b.api.get(`${b.pricelists}/same/prices/p1`)).status).toBe(404);
    expect((await b.api.get(`${b.pricelists}/same/prices`)).status).toBe(404);
    expect((await b.api.put(`${b.pricelists}/same/prices/p1`, { amount: 1 })).status).toBe(404);
    expect((await b.api.delete(`${b.pricelists}/same/prices/p1`)).status).toBe(404);
    expect((await b.api.get(b.pricelists)).body.items).toEqual([]);
    expect((await a.api.get(`${a.pricelists}/same/prices/p1`)).body.amount).toBe(100);
  });
});
