import { describe, expect, it } from 'vitest';
import { client, token, uniqueTenant } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import { cashAt, tillWorld } from './helpers.ts';

describe('tills of a store', () => {
  it('creates, lists, updates and deletes tills; the number is unique per store', async () => {
    const w = await tillWorld();
    const got = await w.api.get(w.till);
    expect(got.status).toBe(200);
    expect(got.headers.get('etag')).toBe('"1"');
    expect(got.headers.get('deprecation')).toBeNull();
    expect(got.body).toMatchObject({ tillUid: w.tillUid, storeUid: w.storeUid, name: 'Till 1', number: 1 });

    const taken = await w.api.post(w.tills, { name: 'Again', number: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].path).toBe('body.number');
    const second = await w.addTill(2);
    const listed = await w.api.get(w.tills);
    expect(listed.body.items.map((t: any) => t.number)).toEqual([1, 2]);
    expect(listed.body.paging).toEqual({ pageNumber: 1, pageSize: 50, totalCount: 2 });
    const byName = await w.api.get(`${w.tills}?sortBy=number&sortDirection=DESC&pageSize=1`);
    expect(byName.body.items.map((t: any) => t.number)).toEqual([2]);

    expect((await w.api.put(`${w.tills}/${second}`, { number: 1 })).status).toBe(409);
    const moved = await w.api.put(
      `${w.tills}/${second}`,
      { number: 3, name: 'Till 3' },
      { 'if-match': '"1"' },
    );
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).toBe('"2"');
    expect((await w.api.put(`${w.tills}/${second}`, { name: 'x' }, { 'if-match': '"1"' })).status).toBe(412);
    // Number 2 was released.
    expect((await w.api.post(w.tills, { name: 'Two', number: 2 })).status).toBe(201);
    expect((await w.api.delete(`${w.tills}/${second}`)).status).toBe(204);
    expect((await w.api.get(`${w.tills}/${second}`)).status).toBe(404);
    expect((await w.api.post(w.tills, { name: 'Three', number: 3 })).status).toBe(201);
  });

  it('still accepts the deprecated printer properties and answers them with a Deprecation header', async () => {
    const w = await tillWorld();
    const created = await w.api.post(w.tills, {
      name: 'Old POS',
      number: 9,
      receiptPrinter: 'EPSON-TM-T88',
      appSettings: { theme: 'dark' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('deprecation')).toBe('true');
    expect(created.body).toMatchObject({ receiptPrinter: 'EPSON-TM-T88', appSettings: { theme: 'dark' } });
    const path = `${w.tills}/${created.body.tillUid}`;
    const read = await w.api.get(path);
    expect(read.headers.get('deprecation')).toBe('true');
    const updated = await w.api.put(path, { barcodePrinter: 'ZEBRA' });
    expect(updated.body).toMatchObject({ barcodePrinter: 'ZEBRA', receiptPrinter: 'EPSON-TM-T88' });
    expect(updated.headers.get('deprecation')).toBe('true');
    // A setting without a name, or one holding an object, is refused naming it; nothing is written.
    for (const appSettings of [{ '': 'x' }, { theme: { '': 1 } }]) {
      const refused = await w.api.post(w.tills, { name: 'Bad POS', number: 10, appSettings });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.errors[0].path).toMatch(/^body\.appSettings/);
    }
    expect((await w.api.post(w.tills, { name: 'Good POS', number: 10 })).status).toBe(201);
  });

  it('keeps tills, sessions and settlements at tills to their own tenant and store', async () => {
    const w = await tillWorld();
    await w.api.post(`${w.till}/open`, { openingFloat: 100 });
    const other = client(await token({ tenant: uniqueTenant('other'), permissions: 'all' }));
    const foreign = `/tenants/${w.tenant}/stores/${w.storeUid}/tills/${w.tillUid}`;
    // A token of another tenant is refused on this tenant's paths.
    expect((await other.get(foreign)).status).toBe(403);
    // The same tillUid in another tenant or another store is not this till.
    const otherTenant = (await other.get('/tenants/x/stores/y/tills')).status;
    expect([403, 404]).toContain(otherTenant);
    expect((await w.api.get(`/tenants/${w.tenant}/stores/another-store/tills/${w.tillUid}`)).status).toBe(
      404,
    );
    expect(
      (
        await w.api.post(`/tenants/${w.tenant}/stores/another-store/tills/${w.tillUid}/close`, {
          counted: [],
        })
      ).status,
    ).toBe(404);
    // The other store takes cash too: what refuses the settlement is the till.
    await givePaymentMethods(w.api, w.tenant, 'another-store');
    const order = await w.api.post(`/tenants/${w.tenant}/stores/another-store/orders`, {
      items: [
        {
          productUid: 'p',
          sku: 's',
          name: 'n',
          quantityOrdered: 1,
          itemPrice: 100,
          vatCodeUid: 'v',
          vatRate: 0,
        },
      ],
    });
    const receipt = await w.api.post(
      `/tenants/${w.tenant}/stores/another-store/orders/${order.body.orderUid}/receipts`,
      {
        settlements: [cashAt(w.tillUid, 100)],
      },
    );
    expect(receipt.status).toBe(404);
    expect(receipt.body.errors[0].path).toBe('body.settlements.0.tillUid');
    expect((await w.api.get(`${w.till}/session`)).body.running.receiptsCount).toBe(0);
  });
});
