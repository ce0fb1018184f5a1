import { describe, expect, it } from 'vitest';
import type { Permission } from '#shared/auth/model.ts';
import { client, token } from '#test/support/api.ts';
import { inventoryWorld } from './helpers.ts';
import { createSupplier } from './purchase-helpers.ts';

const ADDRESS = { address: 'Tollbugata 10', city: 'Oslo', postalCode: '0152', countryCode: 'NO' };

const supplierWorld = async () => {
  const w = await inventoryWorld();
  const suppliers = `/tenants/${w.tenant}/suppliers`;
  const orders = `/tenants/${w.tenant}/purchase-orders`;
  const order = (supplierUid: string) => w.api.post(orders, { warehouseUid: w.warehouseUid, supplierUid });
  return { ...w, suppliers, orders, order };
};

describe('suppliers', () => {
  it('creates with Location and ETag, reads, lists paged with a search, updates with If-Match and deletes', async () => {
    const w = await supplierWorld();
    const created = await w.api.post(w.suppliers, {
      supplierUid: 'sup-teaco',
      name: 'Tea & Co AS',
      supplierCode: 'L-1001',
      organizationNumber: '912345678',
      email: 'orders@teaco.example',
      address: ADDRESS,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.headers.get('location')).toBe(`/v2/tenants/${w.tenant}/suppliers/sup-teaco`);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.body).toMatchObject({
      supplierUid: 'sup-teaco',
      name: 'Tea & Co AS',
      contactName: '',
      address: { ...ADDRESS, companyName: '', mobile: '' },
    });
    const one = `${w.suppliers}/sup-teaco`;
    expect((await w.api.get(one)).body).toEqual(created.body);
    await w.api.post(w.suppliers, {
      name: 'Kaffebrenneriet Økern',
      supplierCode: 'L-2002',
      address: { countryCode: 'SE' },
    });
    await w.api.post(w.suppliers, { name: 'Bergen Bakst', address: { countryCode: 'DK' } });

    const page = await w.api.get(`${w.suppliers}?pageSize=2`);
    const names = (res: { body: { items: { name: string }[] } }) => res.body.items.map((s) => s.name);
    expect(names(page)).toEqual(['Bergen Bakst', 'Kaffebrenneriet Økern']);
    expect(page.body.paging).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3 });
    expect(names(await w.api.get(`${w.suppliers}?pageSize=2&pageNumber=2`))).toEqual(['Tea & Co AS']);
    const found = await w.api.get(`${w.suppliers}?query=okern`);
    expect(found.body.items.map((s: { supplierCode: string }) => s.supplierCode)).toEqual(['L-2002']);
    expect((await w.api.get(`${w.suppliers}?query=L-1001`)).body.items[0].supplierUid).toBe('sup-teaco');

    const updated = await w.api.put(
      one,
      { contactName: 'Kari Berg', address: { countryCode: 'SE' } },
      {
        'if-match': '"1"',
      },
    );
    expect(updated.status, updated.text).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    expect(updated.body).toMatchObject({ contactName: 'Kari Berg', name: 'Tea & Co AS' });
    expect(updated.body.address).toMatchObject({ countryCode: 'SE', city: '' });
    expect((await w.api.put(one, { name: 'Stale' }, { 'if-match': '"1"' })).status).toBe(412);
    expect((await w.api.get(one)).body.name).toBe('Tea & Co AS');

    expect((await w.api.delete(one)).status).toBe(204);
    expect((await w.api.get(one)).status).toBe(404);
  });

  it('refuses a missing or invalid country code naming body.address.countryCode, and writes nothing', async () => {
    const w = await supplierWorld();
    const refused = async (body: Record<string, unknown>, path: string, message: RegExp) => {
      const res = await w.api.post(w.suppliers, { supplierUid: 'sup-x', name: 'X', ...body });
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message: expect.stringMatching(message) });
    };
    await refused({}, 'body.address.countryCode', /^is required: an ISO 3166-1 alpha-2 country code/);
    await refused({ address: { city: 'Oslo' } }, 'body.address.countryCode', /^is required/);
    await refused({ address: { countryCode: '' } }, 'body.address.countryCode', /^is required/);
    await refused(
      { address: { countryCode: 'XX' } },
      'body.address.countryCode',
      /^'XX' is not an ISO 3166-1/,
    );
    await refused({ address: { countryCode: 'no' } }, 'body.address.countryCode', /^'no' is not/);
    await refused({ address: { countryCode: 47 } }, 'body.address.countryCode', /^must be an ISO 3166-1/);
    await refused({ name: '', address: ADDRESS }, 'body.name', /empty/);
    await refused({ email: 'nope', address: ADDRESS }, 'body.email', /e-mail/);
    expect((await w.api.get(`${w.suppliers}/sup-x`)).status).toBe(404);
    expect((await w.api.get(w.suppliers)).body.paging.totalCount).toBe(0);

    await createSupplier(w.api, w.tenant, 'sup-y');
    const update = await w.api.put(`${w.suppliers}/sup-y`, { name: 'Y', address: { city: 'Oslo' } });
    expect(update.status).toBe(400);
    expect(update.body.errors[0].path).toBe('body.address.countryCode');
    expect((await w.api.get(`${w.suppliers}/sup-y`)).body.name).toBe('Supplier sup-y');
    expect(
      (await w.api.post(w.suppliers, { supplierUid: 'sup-y', name: 'Y', address: ADDRESS })).status,
    ).toBe(409);
  });

  it('purchase orders name an existing supplier; a supplier orders name cannot be deleted', async () => {
    const w = await supplierWorld();
    const unknown = await w.order('sup-nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([
      { path: 'body.supplierUid', message: "supplier 'sup-nope' was not found" },
    ]);
    expect((await w.api.get(w.orders)).body.items).toEqual([]);

    await createSupplier(w.api, w.tenant, 'sup-a');
    await createSupplier(w.api, w.tenant, 'sup-b');
    const po = await w.order('sup-a');
    expect(po.status, po.text).toBe(201);
    const poPath = `${w.orders}/${po.body.purchaseOrderUid}`;
    const refused = await w.api.delete(`${w.suppliers}/sup-a`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/named by purchase orders/);
    expect((await w.api.get(`${w.suppliers}/sup-a`)).status).toBe(200);

    const toUnknown = await w.api.put(poPath, { supplierUid: 'sup-nope' });
    expect(toUnknown.status).toBe(404);
    expect(toUnknown.body.errors[0].path).toBe('body.supplierUid');
    expect((await w.api.get(poPath)).body.supplierUid).toBe('sup-a');

    // Moving the draft to another supplier releases the first one and holds the second.
    expect((await w.api.put(poPath, { supplierUid: 'sup-b' })).status).toBe(200);
    expect((await w.api.delete(`${w.suppliers}/sup-b`)).status).toBe(409);
    expect((await w.api.delete(`${w.suppliers}/sup-a`)).status).toBe(204);
    // A sent and cancelled order still names its supplier; a deleted draft no longer does.
    const second = await w.order('sup-b');
    expect((await w.api.post(`${w.orders}/${second.body.purchaseOrderUid}/cancel`, {})).status).toBe(200);
    expect((await w.api.delete(poPath)).status).toBe(204);
    expect((await w.api.delete(`${w.suppliers}/sup-b`)).status).toBe(409);
    expect((await w.order('sup-a')).status).toBe(404);
  });

  it("isolates tenants: another tenant's supplier is not found, listed or orderable", async () => {
    const w = await supplierWorld();
    const other = await supplierWorld();
    await createSupplier(w.api, w.tenant, 'sup-mine');
    const theirs = `${other.suppliers}/sup-mine`;
    expect((await other.api.get(theirs)).status).toBe(404);
    expect((await other.api.put(theirs, { name: 'Taken' })).status).toBe(404);
    expect((await other.api.delete(theirs)).status).toBe(404);
    expect((await other.api.get(other.suppliers)).body.items).toEqual([]);
    const order = await other.order('sup-mine');
    expect(order.status).toBe(404);
    expect(order.body.errors[0].path).toBe('body.supplierUid');
    expect((await w.api.get(theirs.replace(other.tenant, w.tenant))).body.name).toBe('Supplier sup-mine');
    expect((await w.api.get(`/tenants/${other.tenant}/suppliers`)).status).toBe(403);
  });

  it('PURCHASE_ORDER writes suppliers; RECEIVEMENT reads them; other store tokens do neither', async () => {
    const w = await supplierWorld();
    const as = async (permissions: Permission[]) =>
      client(await token({ tenant: w.tenant, permissions, access: 'STORE' }));
    const buyer = await as(['PURCHASE_ORDER']);
    const clerk = await as(['RECEIVEMENT']);
    const seller = await as(['SALES_ORDER']);
    const body = { supplierUid: 'sup-p', name: 'P', address: ADDRESS };
    expect((await clerk.post(w.suppliers, body)).status).toBe(403);
    expect((await seller.post(w.suppliers, body)).status).toBe(403);
    expect((await w.api.get(`${w.suppliers}/sup-p`)).status).toBe(404);
    expect((await buyer.post(w.suppliers, body)).status).toBe(201);
    expect((await clerk.get(`${w.suppliers}/sup-p`)).status).toBe(200);
    expect((await clerk.get(w.suppliers)).status).toBe(200);
    expect((await seller.get(w.suppliers)).status).toBe(403);
    expect((await clerk.put(`${w.suppliers}/sup-p`, { name: 'Q' })).status).toBe(403);
    expect((await clerk.delete(`${w.suppliers}/sup-p`)).status).toBe(403);
    expect((await buyer.put(`${w.suppliers}/sup-p`, { name: 'Q' })).status).toBe(200);
    expect((await buyer.delete(`${w.suppliers}/sup-p`)).status).toBe(204);
  });
});
