import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SMS_REJECTED } from '#infra/local/sms-server.ts';
import { client, eventually, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import { seedReference } from './helpers.ts';

const tenant = uniqueTenant('ntf-search');
const c1 = uniqueUid('c');
const o1 = uniqueUid('o');
const emailA = `${uniqueUid('a')}@example.com`;
const emailB = `${uniqueUid('b')}@example.com`;
let api: ReturnType<typeof client>;
const n: Record<string, { notificationUid: string; createdAt: string }> = {};

const search = async (body: object, query = '') => {
  const res = await api.post(`/tenants/${tenant}/notifications/search${query}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    items: Array<{ notificationUid: string }>;
    paging: { pageNumber: number; pageSize: number; totalCount: number };
  };
};
/** Names of the notifications a search returns, in order. */
const names = async (body: object, query = '') => {
  const byUid = Object.fromEntries(Object.entries(n).map(([name, v]) => [v.notificationUid, name]));
  return (await search(body, query)).items.map((i) => byUid[i.notificationUid]);
};

beforeAll(async () => {
  api = client(await token({ tenant, permissions: ['SERVICE_ORDER'] }));
  await seedReference('customer', tenant, c1);
  await seedReference('order', tenant, o1);
  const send = async (name: string, store: string, body: object) => {
    await ensureStore(tenant, store);
    const res = await api.post(`/tenants/${tenant}/stores/${store}/notifications`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    n[name] = res.body;
    // Distinct creation times, so that date ranges and ordering are exact.
    await new Promise((r) => setTimeout(r, 15));
  };
  await send('n1', 's1', {
    messageType: 'EMAIL',
    recipient: emailA,
    subject: 'Order ready',
    message: 'Your bike is ready',
    customerUid: c1,
  });
  await send('n2', 's1', {
    messageType: 'SMS',
    recipient: '+4791000001',
    message: 'Pickup code 1234',
    orderUid: o1,
  });
  await send('n3', 's2', {
    messageType: 'EMAIL',
    recipient: emailB,
    message: 'Supplier delivery arrived',
    purchaseOrderUid: 'po-1',
    receivementUid: 'rc-1',
    supplierUid: 'sup-1',
    tenantUserUid: 'user-1',
  });
  await send('n4', 's2', { messageType: 'SMS', recipient: LOCAL_SMS_REJECTED, message: 'Will be refused' });
  await eventually(async () => ((await search({ state: 'FAILED' })).items.length === 1 ? true : undefined));
});

describe('POST /tenants/{t}/notifications/search', () => {
  it('returns every notification of the tenant, newest first, as a paged list', async () => {
    const res = await search({});
    expect(res.paging).toEqual({ pageNumber: 1, pageSize: 50, totalCount: 4 });
    expect(await names({})).toEqual(['n4', 'n3', 'n2', 'n1']);
  });

  it('filters by messageType, recipient (any format or case), message and errorText', async () => {
    expect(await names({ messageType: 'SMS' })).toEqual(['n4', 'n2']);
    expect(await names({ recipient: '+47 910 00 001' })).toEqual(['n2']);
    expect(await names({ recipient: '0047 91000001' })).toEqual(['n2']);
    expect(await names({ recipient: emailA.toUpperCase() })).toEqual(['n1']);
    expect(await names({ message: 'PICKUP' })).toEqual(['n2']);
    expect(await names({ errorText: 'opted out' })).toEqual(['n4']);
  });

  it('filters by state', async () => {
    expect(await names({ state: 'FAILED' })).toEqual(['n4']);
    await eventually(async () => ((await names({ state: 'SENT' })).length === 3 ? true : undefined));
    expect(await names({ state: 'SENT' })).toEqual(['n3', 'n2', 'n1']);
    expect(await names({ state: 'NOT_STARTED' })).toEqual([]);
  });

  it('filters by store and by every reference', async () => {
    expect(await names({ storeUid: 's2' })).toEqual(['n4', 'n3']);
    expect(await names({ customerUid: c1 })).toEqual(['n1']);
    expect(await names({ orderUid: o1 })).toEqual(['n2']);
    for (const filter of [
      { purchaseOrderUid: 'po-1' },
      { receivementUid: 'rc-1' },
      { supplierUid: 'sup-1' },
      { tenantUserUid: 'user-1' },
    ]) {
      expect(await names(filter), JSON.stringify(filter)).toEqual(['n3']);
    }
    expect(await names({ serviceOrderUid: 'so-1' })).toEqual([]);
    expect(await names({ organizationUid: 'org-1' })).toEqual([]);
  });

  it('combines filters: every given filter must match', async () => {
    expect(await names({ storeUid: 's1', messageType: 'EMAIL' })).toEqual(['n1']);
    expect(await names({ customerUid: c1, messageType: 'SMS' })).toEqual([]);
    expect(await names({ supplierUid: 'sup-1', storeUid: 's2', message: 'delivery' })).toEqual(['n3']);
  });

  it('searches generically over message, subject and recipient (all words, any case)', async () => {
    expect(await names({ query: 'BIKE' })).toEqual(['n1']);
    expect(await names({ query: 'order ready' })).toEqual(['n1']);
    expect(await names({ query: emailB.slice(0, 8) })).toEqual(['n3']);
    expect(await names({ query: '+4791000001' })).toEqual(['n2']);
    expect(await names({ query: 'nothing-like-this' })).toEqual([]);
  });

  it('bounds createdAt with fromDateTime and toDateTime, inclusively, on every access path', async () => {
    expect(await names({ fromDateTime: n.n2!.createdAt })).toEqual(['n4', 'n3', 'n2']);
    expect(await names({ toDateTime: n.n2!.createdAt })).toEqual(['n2', 'n1']);
    expect(await names({ fromDateTime: n.n2!.createdAt, toDateTime: n.n3!.createdAt })).toEqual(['n3', 'n2']);
    expect(await names({ storeUid: 's2', toDateTime: n.n3!.createdAt })).toEqual(['n3']);
    expect(await names({ customerUid: c1, fromDateTime: n.n2!.createdAt })).toEqual([]);
    const offset = new Date(Date.parse(n.n3!.createdAt)).toISOString().replace('Z', '+00:00');
    expect(await names({ fromDateTime: offset, messageType: 'EMAIL' })).toEqual(['n3']);
  });

  it('refuses an inverted or malformed date range', async () => {
    const inverted = await api.post(`/tenants/${tenant}/notifications/search`, {
      fromDateTime: n.n3!.createdAt,
      toDateTime: n.n1!.createdAt,
    });
    expect(inverted.status).toBe(400);
    expect(inverted.body.errors[0].path).toBe('body.toDateTime');
    const bad = await api.post(`/tenants/${tenant}/notifications/search`, {
      fromDateTime: 'yesterday',
      state: 'LOST',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'body.fromDateTime',
      'body.state',
    ]);
  });

  it('pages and sorts with the query parameters of spec 2.1', async () => {
    const page2 = await search({}, '?pageSize=3&pageNumber=2');
    expect(page2.paging).toEqual({ pageNumber: 2, pageSize: 3, totalCount: 4 });
    expect(await names({}, '?pageSize=3&pageNumber=2')).toEqual(['n1']);
    expect(await names({}, '?pageSize=2&sortBy=createdAt&sortDirection=ASC')).toEqual(['n1', 'n2']);
    expect(await names({ messageType: 'EMAIL' }, '?sortBy=recipient&sortDirection=ASC')).toEqual([
      'n1',
      'n3',
    ]);
    expect((await search({ storeUid: 's1' }, '?pageNumber=5')).items).toEqual([]);
    const tooLarge = await api.post(`/tenants/${tenant}/notifications/search?pageSize=501`, {});
    expect(tooLarge.status).toBe(400);
    const badSort = await api.post(`/tenants/${tenant}/notifications/search?sortBy=message`, {});
    expect(badSort.status).toBe(400);
  });

  it('never shows another tenant anything', async () => {
    const other = uniqueTenant('ntf-other');
    const otherApi = client(await token({ tenant: other, permissions: ['SALES_ORDER'] }));
    await ensureStore(other, 's1');
    await otherApi.post(`/tenants/${other}/stores/s1/notifications`, {
      messageType: 'EMAIL',
      recipient: emailA,
      message: 'Theirs',
    });
    const theirs = await otherApi.post(`/tenants/${other}/notifications/search`, {});
    expect(theirs.body.paging.totalCount).toBe(1);
    expect(theirs.body.items[0].message).toBe('Theirs');
    const byCustomer = await otherApi.post(`/tenants/${other}/notifications/search`, { customerUid: c1 });
    expect(byCustomer.body.items).toEqual([]);
    expect(await names({ recipient: emailA })).toEqual(['n1']);
    const cross = await otherApi.post(`/tenants/${tenant}/notifications/search`, {});
    expect(cross.status).toBe(403);
  });
});

describe('GET /tenants/{t}/stores/{s}/notifications', () => {
  it("lists the store's notifications newest first, paged", async () => {
    const res = await api.get(`/tenants/${tenant}/stores/s1/notifications`);
    expect(res.status).toBe(200);
    expect(res.body.paging).toEqual({ pageNumber: 1, pageSize: 50, totalCount: 2 });
    expect(res.body.items.map((i: { notificationUid: string }) => i.notificationUid)).toEqual([
      n.n2!.notificationUid,
      n.n1!.notificationUid,
    ]);
    const page = await api.get(
      `/tenants/${tenant}/stores/s1/notifications?pageSize=1&pageNumber=2&sortDirection=DESC`,
    );
    expect(page.body.items.map((i: { notificationUid: string }) => i.notificationUid)).toEqual([
      n.n1!.notificationUid,
    ]);
    const unknown = await api.get(`/tenants/${tenant}/stores/no-such-store/notifications`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ path: 'params.storeUid' })]);
  });
});
