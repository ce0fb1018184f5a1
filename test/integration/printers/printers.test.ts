import { describe, expect, it } from 'vitest';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { printersWorld } from './helpers.ts';

describe('printers', () => {
  it('creates, reads, updates with If-Match and deletes a printer of a store', async () => {
    const w = await printersWorld();
    const storeUid = await w.store();
    const printerUid = uniqueUid('prn');
    const created = await w.printer(storeUid, { printerUid });
    expect(created).toMatchObject({
      printerUid,
      storeUid,
      type: 'RECEIPT',
      language: 'ESCPOS',
      paperWidthMm: 80,
      dpi: 203,
    });
    const path = `/tenants/${w.tenant}/printers/${printerUid}`;
    const read = await w.api.get(path);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    const stale = await w.api.put(path, { name: 'Renamed' }, { 'if-match': '"7"' });
    expect(stale.status).toBe(412);
    const updated = await w.api.put(path, { name: 'Renamed', paperWidthMm: 58 }, { 'if-match': '"1"' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', paperWidthMm: 58 });
    expect(updated.headers.get('etag')).toBe('"2"');
    const unchanged = await w.api.put(path, { name: 'Renamed' });
    expect(unchanged.headers.get('etag')).toBe('"2"');
    expect((await w.api.post(`/tenants/${w.tenant}/printers`, { ...created, name: 'x' })).status).toBe(409);
    expect((await w.api.delete(path)).status).toBe(204);
    expect((await w.api.get(path)).status).toBe(404);
  });

  it('refuses an unknown store, a language the type cannot speak and bad settings, naming the field', async () => {
    const w = await printersWorld();
    const storeUid = await w.store();
    const base = `/tenants/${w.tenant}/printers`;
    const body = { storeUid, name: 'P', type: 'LABEL', language: 'ZPL', connection: { type: 'USB' } };
    const noStore = await w.api.post(base, { ...body, storeUid: 'no-such-store' });
    expect(noStore.status).toBe(404);
    expect(noStore.body.errors).toEqual([expect.objectContaining({ path: 'body.storeUid' })]);
    const wrong = await w.api.post(base, { ...body, language: 'ESCPOS' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ path: 'body.language' })]);
    const bad = await w.api.post(base, { ...body, dpi: 250, connection: { type: 'WIFI', port: 70000 } });
    expect(bad.status).toBe(400);
    const paths = bad.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.dpi', 'body.connection.type', 'body.connection.port']),
    );
    const label = await w.printer(storeUid, { type: 'LABEL', language: 'ZPL' });
    expect(label).toMatchObject({ paperWidthMm: 102, labelHeightMm: 152 });
  });

  it('searches by store, type, language, connection and name, paged and sorted', async () => {
    const w = await printersWorld();
    const [oslo, bergen] = [await w.store('Oslo'), await w.store('Bergen')];
    await w.printer(oslo, { name: 'Oslo till 1' });
    await w.printer(oslo, { name: 'Oslo till 2', connection: { type: 'USB' } });
    await w.printer(oslo, { name: 'Oslo labels', type: 'LABEL', language: 'ZPL' });
    await w.printer(bergen, { name: 'Bergen till 1' });
    await w.printer(bergen, { name: 'Bergen office', type: 'A4', language: 'PDF' });
    const search = (body: object, query = '') =>
      w.api.post(`/tenants/${w.tenant}/printers/search${query}`, body);
    const names = async (body: object) =>
      (await search(body)).body.items.map((p: { name: string }) => p.name);
    expect(await names({})).toEqual([
      'Bergen office',
      'Bergen till 1',
      'Oslo labels',
      'Oslo till 1',
      'Oslo till 2',
    ]);
    expect(await names({ storeUids: [oslo] })).toEqual(['Oslo labels', 'Oslo till 1', 'Oslo till 2']);
    expect(await names({ types: ['RECEIPT'], name: 'TILL 1' })).toEqual(['Bergen till 1', 'Oslo till 1']);
    expect(await names({ languages: ['ZPL', 'PDF'] })).toEqual(['Bergen office', 'Oslo labels']);
    expect(await names({ connectionTypes: ['USB'] })).toEqual(['Oslo till 2']);
    expect(await names({ storeUids: [oslo, bergen], types: ['A4'] })).toEqual(['Bergen office']);
    const page = await search({}, '?pageSize=2&pageNumber=2&sortBy=name&sortDirection=DESC');
    expect(page.body.paging).toEqual({ pageNumber: 2, pageSize: 2, totalCount: 5 });
    expect(page.body.items.map((p: { name: string }) => p.name)).toEqual(['Oslo labels', 'Bergen till 1']);
    expect((await search({ types: ['PLOTTER'] })).status).toBe(400);
    const unsortable = await search({}, '?sortBy=connection');
    expect(unsortable.status).toBe(400);
    expect(unsortable.body.errors[0].path).toBe('query.sortBy');
  });

  it("never shows or touches another tenant's printers", async () => {
    const a = await printersWorld();
    const printer = await a.printer(await a.store());
    const other = client(await token({ tenant: uniqueTenant('prn-b'), permissions: [], access: 'ADMIN' }));
    const b = await printersWorld();
    const path = `/tenants/${b.tenant}/printers/${printer.printerUid}`;
    expect((await b.api.get(path)).status).toBe(404);
    expect((await b.api.post(`${path}/test`)).status).toBe(404);
    expect((await b.api.post(`/tenants/${b.tenant}/printers/search`, {})).body.items).toEqual([]);
    expect((await other.get(`/tenants/${a.tenant}/printers/${printer.printerUid}`)).status).toBe(403);
  });

  it('lets a STORE token read and test but not change printers', async () => {
    const w = await printersWorld();
    const printer = await w.printer(await w.store());
    const store = client(await token({ tenant: w.tenant, permissions: [], access: 'STORE' }));
    const path = `/tenants/${w.tenant}/printers/${printer.printerUid}`;
    expect((await store.get(path)).status).toBe(200);
    expect((await store.post(`${path}/test`)).status).toBe(202);
    expect((await store.put(path, { name: 'x' })).status).toBe(403);
    expect(
      (await store.post(`/tenants/${w.tenant}/devices`, { storeUid: printer.storeUid, name: 'x' })).status,
    ).toBe(403);
  });
});
