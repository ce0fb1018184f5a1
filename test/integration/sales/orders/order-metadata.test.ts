import { describe, expect, it } from 'vitest';
import { eventually } from '#test/support/api.ts';
import {
  cash,
  createOrder,
  createReceipt,
  indexedAs,
  line,
  newTenant,
  receiptPath,
  waitForSearchIndex,
} from '../fixtures.ts';

/** Metadata on orders and receipts: set, patched key by key, limits named by key, searched. */

const errorPaths = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path);
const orderPath = (tenant: string, store: string, orderUid: string) =>
  `/tenants/${tenant}/stores/${store}/orders/${orderUid}`;
const fifty = () => Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v']));

describe('order metadata', () => {
  it("is set on create and changed by PATCH key by key ('' removes one), with If-Match", async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, {
      items: [line(1000)],
      metadata: { erpId: 'SO-1', channel: 'web' },
    });
    expect(order.metadata).toEqual({ erpId: 'SO-1', channel: 'web' });
    const path = orderPath(tenant, store, order.orderUid);

    const patched = await api.patch(path, { metadata: { channel: '', wave: '7' } }, { 'If-Match': '"1"' });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.headers.get('etag')).toBe('"2"');
    expect(patched.body.metadata).toEqual({ erpId: 'SO-1', wave: '7' });
    expect((await api.get(path)).body.metadata).toEqual({ erpId: 'SO-1', wave: '7' });
    // The same pairs again change nothing; a stale If-Match is a 412.
    expect((await api.patch(path, { metadata: { wave: '7' } })).headers.get('etag')).toBe('"2"');
    expect((await api.patch(path, { metadata: { wave: '8' } }, { 'If-Match': '"1"' })).status).toBe(412);

    // A receipt written after keeps the order's metadata (it rewrites the order item).
    const receipt = await createReceipt(api, tenant, store, order.orderUid, { settlements: [cash(1000)] });
    expect(receipt.status, receipt.text).toBe(200);
    expect((await api.get(path)).body.metadata).toEqual({ erpId: 'SO-1', wave: '7' });
  });

  it('converts an offer and changes its metadata in one PATCH, one version apart', async () => {
    const { tenant, api, store } = await newTenant();
    const offer = await createOrder(api, tenant, store, { orderType: 'OFFER', items: [line(1000)] });
    expect(offer.metadata).toEqual({});
    const res = await api.patch(orderPath(tenant, store, offer.orderUid), {
      orderType: 'ORDER',
      metadata: { quoteRef: 'Q-9' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('etag')).toBe('"2"');
    expect(res.body).toMatchObject({ orderType: 'ORDER', metadata: { quoteRef: 'Q-9' } });
  });

  it('refuses over-long keys and values and a key past 50, naming the key, without writing', async () => {
    const { tenant, api, store } = await newTenant();
    const long = 'k'.repeat(41);
    const create = (metadata: Record<string, string>) =>
      api.post(`/tenants/${tenant}/stores/${store}/orders`, { items: [line(1000)], metadata });
    expect(errorPaths(await create({ [long]: 'v' }))).toEqual([`body.metadata.${long}`]);
    expect(errorPaths(await create({ note: 'v'.repeat(501) }))).toEqual(['body.metadata.note']);
    const tooMany = await create({ ...fifty(), k50: 'v' });
    expect(tooMany.status).toBe(400);
    expect(errorPaths(tooMany)).toEqual(['body.metadata.k50']);

    const order = await createOrder(api, tenant, store, { items: [line(1000)], metadata: fifty() });
    const path = orderPath(tenant, store, order.orderUid);
    const over = await api.patch(path, { metadata: { extra: 'v' } });
    expect(over.status).toBe(400);
    expect(errorPaths(over)).toEqual(['body.metadata.extra']);
    expect((await api.get(path)).headers.get('etag')).toBe('"1"');
  });

  it("searches orders by exact pairs with the other filters, never another tenant's", async () => {
    const { tenant, api, store } = await newTenant();
    const a = await createOrder(api, tenant, store, {
      items: [line(1000)],
      metadata: { channel: 'shopify', wave: '1' },
    });
    const b = await createOrder(api, tenant, store, {
      orderType: 'OFFER',
      items: [line(1000)],
      metadata: { channel: 'shopify' },
    });
    const c = await createOrder(api, tenant, store, { items: [line(1000)], metadata: { channel: 'pos' } });
    const other = await newTenant();
    await createOrder(other.api, other.tenant, other.store, {
      items: [line(1000)],
      metadata: { channel: 'shopify' },
    });
    // Tagged after creation: the search sees a PATCH once it is indexed.
    await api.patch(orderPath(tenant, store, c.orderUid), { metadata: { channel: 'shopify', wave: '2' } });
    const search = (body: Record<string, unknown>, query = '') =>
      api.post(`/tenants/${tenant}/orders/search${query}`, body);
    const uids = (res: { body: { items: Array<{ orderUid: string }> } }) =>
      res.body.items.map((o) => o.orderUid).sort();
    // Eventually consistent: wait until the PATCH is indexed.
    const all = await eventually(async () => {
      const res = await search({ metadata: { channel: 'shopify' } });
      return res.body.paging.totalCount === 3 ? res : undefined;
    });
    expect(uids(all)).toEqual([a.orderUid, b.orderUid, c.orderUid].sort());
    expect(all.body.items.find((o: { orderUid: string }) => o.orderUid === c.orderUid).metadata).toEqual({
      channel: 'shopify',
      wave: '2',
    });
    expect(uids(await search({ metadata: { channel: 'shopify', wave: '2' } }))).toEqual([c.orderUid]);
    expect(uids(await search({ metadata: { channel: 'shopify' }, orderTypes: ['OFFER'] }))).toEqual([
      b.orderUid,
    ]);
    expect(uids(await search({ metadata: { channel: 'pos' } }))).toEqual([]);
    const page = await search({ metadata: { channel: 'shopify' } }, '?pageSize=2&sortBy=orderNumber');
    expect(page.body.paging).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3 });
    expect(page.body.items.map((o: { orderUid: string }) => o.orderUid)).toEqual([a.orderUid, b.orderUid]);
    const bad = await search({ metadata: { ['k'.repeat(41)]: 'v' } });
    expect(bad.status).toBe(400);
    expect(errorPaths(bad)).toEqual([`body.metadata.${'k'.repeat(41)}`]);
  });
});

describe('receipt metadata', () => {
  it('is set on create, changed key by key on PUT, refused over the limits and returned by the search', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(1000), line(500)] });
    const created = await createReceipt(api, tenant, store, order.orderUid, {
      metadata: { posRef: 'P-1', lane: '3' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.metadata).toEqual({ posRef: 'P-1', lane: '3' });
    const path = receiptPath(tenant, store, created.body.orderReceiptUid);

    const updated = await api.put(path, { metadata: { lane: '', shift: 'late' } }, { 'If-Match': '"1"' });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.metadata).toEqual({ posRef: 'P-1', shift: 'late' });
    expect((await api.get(path)).body.metadata).toEqual({ posRef: 'P-1', shift: 'late' });
    // A settlement rewrites the receipt and keeps its metadata.
    const paid = await api.post(`${path}/settlements`, cash(1500));
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.metadata).toEqual({ posRef: 'P-1', shift: 'late' });

    const long = 'k'.repeat(41);
    expect(errorPaths(await api.put(path, { metadata: { [long]: 'v' } }))).toEqual([`body.metadata.${long}`]);
    const full = await createReceipt(
      api,
      tenant,
      store,
      (await createOrder(api, tenant, store, { items: [line(1)] })).orderUid,
      {
        metadata: fifty(),
      },
    );
    expect(full.status, full.text).toBe(200);
    const over = await api.put(receiptPath(tenant, store, full.body.orderReceiptUid), {
      metadata: { extra: 'v' },
    });
    expect(over.status).toBe(400);
    expect(errorPaths(over)).toEqual(['body.metadata.extra']);

    const latest = await api.get(path);
    await waitForSearchIndex(tenant, [indexedAs(latest)]);
    const found = await api.post(`/tenants/${tenant}/receipts/search`, { orderNumber: order.orderNumber });
    expect(found.status, found.text).toBe(200);
    expect(found.body.items.map((r: { metadata: object }) => r.metadata)).toEqual([
      { posRef: 'P-1', shift: 'late' },
    ]);
  });
});
