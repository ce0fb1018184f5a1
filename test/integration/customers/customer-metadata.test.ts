import { describe, expect, it } from 'vitest';
import { customerTenant, eventsOf, newCustomer } from './helpers.ts';

/** Metadata on customers: set, changed key by key, limits named by key, returned and searched. */

const errorPaths = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path);

describe('customer metadata', () => {
  it("is set on create, patched key by key on PUT ('' removes one) and answered everywhere", async () => {
    const t = await customerTenant();
    const uid = await newCustomer(t, { metadata: { erpId: 'K-1', channel: 'shopify', empty: '' } });
    const one = `${t.customers}/${uid}`;
    expect((await t.api.get(one)).body.metadata).toEqual({ erpId: 'K-1', channel: 'shopify' });

    const updated = await t.api.put(one, { metadata: { channel: '', tier: 'gold' } }, { 'If-Match': '"1"' });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.metadata).toEqual({ erpId: 'K-1', tier: 'gold' });
    // A PUT without metadata keeps it.
    expect((await t.api.put(one, { lastname: 'Hansen' })).body.metadata).toEqual({
      erpId: 'K-1',
      tier: 'gold',
    });

    const listed = await t.api.get(t.customers);
    expect(listed.body.items.find((c: { customerUid: string }) => c.customerUid === uid).metadata).toEqual({
      erpId: 'K-1',
      tier: 'gold',
    });
    const found = await t.api.post(`${t.customers}/search`, { metadata: { tier: 'gold' } });
    expect(found.body.items.map((c: { customerUid: string }) => c.customerUid)).toEqual([uid]);

    const removed = await t.api.put(one, { metadata: { erpId: '', tier: '' } });
    expect(removed.body.metadata).toEqual({});
    expect((await t.api.post(`${t.customers}/search`, { metadata: { tier: 'gold' } })).body.items).toEqual(
      [],
    );

    const events = await eventsOf(t.tenant);
    expect(events[0]!.data.customer.metadata).toEqual({ erpId: 'K-1', channel: 'shopify' });
    expect(events.at(-1)!.data.customer.metadata).toEqual({});
  });

  it('refuses an over-long key or value, a 51st key and a key past 50 after the change, naming the key', async () => {
    const t = await customerTenant();
    const long = 'k'.repeat(41);
    const tooLong = await t.api.post(t.customers, { firstname: 'A', metadata: { [long]: 'v' } });
    expect(tooLong.status).toBe(400);
    expect(errorPaths(tooLong)).toEqual([`body.metadata.${long}`]);
    const bigValue = await t.api.post(t.customers, { firstname: 'A', metadata: { note: 'v'.repeat(501) } });
    expect(errorPaths(bigValue)).toEqual(['body.metadata.note']);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    const tooMany = await t.api.post(t.customers, { firstname: 'A', metadata: many });
    expect(tooMany.status).toBe(400);
    expect(errorPaths(tooMany)).toEqual(['body.metadata.k50']);

    const first50 = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v']));
    const uid = await newCustomer(t, { metadata: first50 });
    const over = await t.api.put(`${t.customers}/${uid}`, { metadata: { extra: 'v' } });
    expect(over.status).toBe(400);
    expect(errorPaths(over)).toEqual(['body.metadata.extra']);
    // Nothing was written: the customer is still at version 1 with its 50 keys.
    const after = await t.api.get(`${t.customers}/${uid}`);
    expect(after.headers.get('etag')).toBe('"1"');
    expect(Object.keys(after.body.metadata)).toHaveLength(50);
    // Removing one key in the same change makes room for another.
    const swapped = await t.api.put(`${t.customers}/${uid}`, { metadata: { k0: '', extra: 'v' } });
    expect(swapped.status, swapped.text).toBe(200);
    expect(Object.keys(swapped.body.metadata)).toHaveLength(50);
  });

  it('searches by exact pairs, all of which must match, with the other criteria and paging', async () => {
    const t = await customerTenant();
    const a = await newCustomer(t, { metadata: { channel: 'shopify', region: 'north' } });
    const b = await newCustomer(t, { metadata: { channel: 'shopify', region: 'south' } });
    const c = await newCustomer(t, {
      customerType: 'COMPANY',
      companyName: 'Nordlys AS',
      metadata: { channel: 'shopify' },
    });
    await newCustomer(t, { metadata: { channel: 'pos' } });
    await newCustomer(t);
    const search = async (body: object, query = '') => {
      const res = await t.api.post(`${t.customers}/search${query}`, body);
      expect(res.status, res.text).toBe(200);
      return res.body as { items: Array<{ customerUid: string }>; paging: { totalCount: number } };
    };
    const uids = (page: { items: Array<{ customerUid: string }> }) =>
      page.items.map((x) => x.customerUid).sort();

    expect(uids(await search({ metadata: { channel: 'shopify' } }))).toEqual([a, b, c].sort());
    expect(uids(await search({ metadata: { channel: 'shopify', region: 'north' } }))).toEqual([a]);
    // Exact: neither a prefix nor another case matches.
    expect(uids(await search({ metadata: { channel: 'shop' } }))).toEqual([]);
    expect(uids(await search({ metadata: { channel: 'Shopify' } }))).toEqual([]);
    expect(uids(await search({ metadata: { region: 'north', missing: 'x' } }))).toEqual([]);
    expect(uids(await search({ metadata: { channel: 'shopify' }, customerType: 'COMPANY' }))).toEqual([c]);
    const paged = await search({ metadata: { channel: 'shopify' } }, '?pageSize=2&sortBy=customerUid');
    expect(paged.paging.totalCount).toBe(3);
    expect(paged.items.map((x) => x.customerUid)).toEqual([a, b, c].sort().slice(0, 2));

    const bad = await t.api.post(`${t.customers}/search`, { metadata: { channel: '' } });
    expect(bad.status).toBe(400);
    expect(errorPaths(bad)).toEqual(['body.metadata.channel']);
  });

  it("never finds another tenant's customers by their pairs", async () => {
    const mine = await customerTenant();
    const theirs = await customerTenant();
    await newCustomer(theirs, { metadata: { erpId: 'shared-1' } });
    const own = await newCustomer(mine, { metadata: { erpId: 'shared-1' } });
    const found = await mine.api.post(`${mine.customers}/search`, { metadata: { erpId: 'shared-1' } });
    expect(found.body.items.map((c: { customerUid: string }) => c.customerUid)).toEqual([own]);
    expect(found.body.paging.totalCount).toBe(1);
    expect(
      (await theirs.api.post(`${mine.customers}/search`, { metadata: { erpId: 'shared-1' } })).status,
    ).toBe(403);
  });
});
