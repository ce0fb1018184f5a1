import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_TABLE } from '#functions/notifications/notification-search.table.ts';
import { LOCAL_SMS_REJECTED } from '#infra/local/sms-server.ts';
import { closeSearchDb, readTenant, rowsOf } from '#shared/search/search-db.ts';
import { tenantView } from '#shared/search/tenant-view.ts';
import { client, eventually, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import { callback, providerEvent } from './helpers.ts';

/**
 * The notification search over the read model: literal LIKE wildcards, every sort, paging with an
 * exact totalCount, read-your-writes of a send, state changes reaching the search, tenant walls.
 */

const tenant = uniqueTenant('ntf-rm');
const ra = `${uniqueUid('ra')}@example.com`;
const rb = `${uniqueUid('rb')}@example.com`;
let api: ReturnType<typeof client>;
type Item = {
  notificationUid: string;
  recipient: string;
  state: string;
  messageType: string;
  createdAt: string;
  lastModifiedAt: string;
  events: Array<{ type: string }>;
};
const n: Record<string, Item> = {};
type Paged = { items: Item[]; paging: { pageNumber: number; pageSize: number; totalCount: number } };

const search = async (body: object, query = '', as = api, t = tenant): Promise<Paged> => {
  const res = await as.post(`/tenants/${t}/notifications/search${query}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Paged;
};
const nameOf = (uid: string) => Object.entries(n).find(([, v]) => v.notificationUid === uid)?.[0] ?? uid;
const names = async (body: object, query = '') =>
  (await search(body, query)).items.map((i) => nameOf(i.notificationUid));
/** Names in the order of `key`, ties by uid: what the read model must return. */
const ordered = (list: string[], key: (i: Item) => string, dir: 'ASC' | 'DESC') =>
  [...list].sort((a, b) => {
    const x = n[a]!;
    const y = n[b]!;
    const c = key(x).localeCompare(key(y)) || x.notificationUid.localeCompare(y.notificationUid);
    return dir === 'ASC' ? c : -c;
  });

beforeAll(async () => {
  api = client(await token({ tenant, permissions: ['SALES_ORDER'] }));
  const send = async (name: string, store: string, body: object) => {
    await ensureStore(tenant, store);
    const res = await api.post(`/tenants/${tenant}/stores/${store}/notifications`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    n[name] = res.body;
    // Distinct creation times, so that date ranges and ordering are exact.
    await new Promise((r) => setTimeout(r, 15));
  };
  await send('p1', 'rm1', {
    messageType: 'EMAIL',
    recipient: ra,
    subject: 'Sale',
    message: 'Save 50% today',
  });
  await send('p2', 'rm1', { messageType: 'EMAIL', recipient: rb, message: 'Save 500 today' });
  await send('p3', 'rm2', {
    messageType: 'SMS',
    recipient: '+4791000011',
    message: 'Ref order_123 is ready',
  });
  await send('p4', 'rm2', {
    messageType: 'SMS',
    recipient: '+4791000012',
    message: 'Ref order-123 is ready',
  });
  await send('p5', 'rm2', { messageType: 'SMS', recipient: LOCAL_SMS_REJECTED, message: 'Refused' });
  // The sender's changes reach the search shortly after: wait for the final states.
  await eventually(async () => {
    const { items } = await search({}, '?pageSize=10');
    const done = items.filter((i) => i.state === 'SENT' || i.state === 'FAILED');
    if (done.length < 5) return undefined;
    for (const i of items) n[nameOf(i.notificationUid)] = i;
    return true;
  });
});

afterAll(closeSearchDb);

describe('notification search over the read model', () => {
  it('matches % and _ in query, message and errorText literally', async () => {
    expect(await names({ query: '50%' })).toEqual(['p1']);
    expect(await names({ query: '%' })).toEqual(['p1']);
    expect(await names({ message: '50% TODAY' })).toEqual(['p1']);
    expect(await names({ query: 'ORDER_123' })).toEqual(['p3']);
    expect(await names({ query: '_' })).toEqual(['p3']);
    expect(await names({ message: 'order_1' })).toEqual(['p3']);
    expect(await names({ query: '\\' })).toEqual([]);
    expect(await names({ errorText: 'PHONE_NUMBER' })).toEqual(['p5']);
    // As wildcards these would match DESTINATION_PHONE_NUMBER_OPTED_OUT.
    expect(await names({ errorText: 'N_MBER' })).toEqual([]);
    expect(await names({ errorText: 'phone%out' })).toEqual([]);
  });

  it('refuses U+0000 in text filters with a 400 naming each field', async () => {
    const res = await api.post(`/tenants/${tenant}/notifications/search`, {
      message: '50\u0000% today',
      query: 'to\u0000day',
      recipient: `${ra}\u0000`,
      errorText: '\u0000',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'body.errorText',
      'body.message',
      'body.query',
      'body.recipient',
    ]);
  });

  it('needs every word of query, in message, subject or recipient, in any order and case', async () => {
    expect(await names({ query: 'today SAVE' })).toEqual(['p2', 'p1']);
    expect(await names({ query: 'sale today' })).toEqual(['p1']);
    expect(await names({ query: `${rb.slice(0, 9).toUpperCase()} 500` })).toEqual(['p2']);
    expect(await names({ query: 'today refused' })).toEqual([]);
    // A message filter is one substring of the message alone: the subject does not count.
    expect(await names({ message: 'sale' })).toEqual([]);
  });

  it('bounds createdAt inclusively at both ends', async () => {
    const at = n.p2!.createdAt;
    expect(await names({ fromDateTime: at, toDateTime: at })).toEqual(['p2']);
    expect(await names({ toDateTime: at, messageType: 'EMAIL' })).toEqual(['p2', 'p1']);
    expect(await names({ fromDateTime: n.p4!.createdAt, storeUid: 'rm2' })).toEqual(['p5', 'p4']);
  });

  it('sorts by every sortable field in both directions, ties by uid', async () => {
    const all = ['p1', 'p2', 'p3', 'p4', 'p5'];
    const cases: Array<[string, (i: Item) => string]> = [
      ['createdAt', (i) => i.createdAt],
      ['lastModifiedAt', (i) => i.lastModifiedAt],
      ['state', (i) => i.state],
      ['messageType', (i) => i.messageType],
      ['recipient', (i) => i.recipient],
    ];
    for (const [sortBy, key] of cases) {
      for (const dir of ['ASC', 'DESC'] as const) {
        expect(await names({}, `?sortBy=${sortBy}&sortDirection=${dir}`), `${sortBy} ${dir}`).toEqual(
          ordered(all, key, dir),
        );
      }
    }
    expect(await names({})).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
  });

  it('pages with an exact totalCount on every page', async () => {
    const page2 = await search({}, '?pageSize=2&pageNumber=2');
    expect(page2.paging).toEqual({ pageNumber: 2, pageSize: 2, totalCount: 5 });
    expect(page2.items.map((i) => nameOf(i.notificationUid))).toEqual(['p3', 'p2']);
    const last = await search({ storeUid: 'rm2' }, '?pageSize=2&pageNumber=2');
    expect(last.paging.totalCount).toBe(3);
    expect(last.items.map((i) => nameOf(i.notificationUid))).toEqual(['p3']);
    const beyond = await search({}, '?pageSize=2&pageNumber=4');
    expect(beyond).toEqual({ items: [], paging: { pageNumber: 4, pageSize: 2, totalCount: 5 } });
    const storeList = await api.get(
      `/tenants/${tenant}/stores/rm2/notifications?sortBy=recipient&sortDirection=ASC&pageSize=2`,
    );
    expect(storeList.body.paging.totalCount).toBe(3);
    expect(storeList.body.items.map((i: Item) => nameOf(i.notificationUid))).toEqual(
      ordered(['p3', 'p4', 'p5'], (i) => i.recipient, 'ASC').slice(0, 2),
    );
  });

  it("shows a send in the store's list and in the search at once (read-your-writes)", async () => {
    // A tenant of its own, so that the other tests here keep their five notifications.
    const own = uniqueTenant('ntf-ryw');
    const ownApi = client(await token({ tenant: own, permissions: ['SALES_ORDER'] }));
    const store = await ensureStore(own, uniqueUid('ryw'));
    for (let i = 1; i <= 4; i++) {
      const word = uniqueUid('word');
      const sent = await ownApi.post(`/tenants/${own}/stores/${store}/notifications`, {
        messageType: 'EMAIL',
        recipient: `${uniqueUid('ryw')}@example.com`,
        message: `Read your writes ${word}`,
      });
      expect(sent.status).toBe(200);
      const list = await ownApi.get(`/tenants/${own}/stores/${store}/notifications`);
      expect(list.body.paging.totalCount).toBe(i);
      expect(list.body.items[0].notificationUid).toBe(sent.body.notificationUid);
      const found = await search({ storeUid: store, query: word }, '', ownApi, own);
      expect(found.items.map((x) => x.notificationUid)).toEqual([sent.body.notificationUid]);
    }
  });

  it('a delivery report moves the notification from SENT to DELIVERED in the state filter', async () => {
    expect(await names({ state: 'SENT', storeUid: 'rm1' })).toEqual(['p2', 'p1']);
    expect((await callback(providerEvent('Delivery', tenant, n.p1!.notificationUid))).status).toBe(200);
    const delivered = await eventually(
      async () => {
        const { items } = await search({ state: 'DELIVERED', storeUid: 'rm1' });
        return items.length > 0 ? items : undefined;
      },
      10_000,
      50,
    );
    expect(delivered.map((i) => nameOf(i.notificationUid))).toEqual(['p1']);
    expect(delivered[0]!.events.map((e) => e.type)).toEqual(['Delivery']);
    expect(await names({ state: 'SENT', storeUid: 'rm1' })).toEqual(['p2']);
    expect(await names({ storeUid: 'rm1' }, '?sortBy=state&sortDirection=ASC')).toEqual(['p1', 'p2']);
  });

  it('never shows another tenant anything, also not to a query without a tenant condition', async () => {
    const other = uniqueTenant('ntf-rm-other');
    const otherApi = client(await token({ tenant: other, permissions: ['SALES_ORDER'] }));
    await ensureStore(other, 'rm1');
    const theirs = await otherApi.post(`/tenants/${other}/stores/rm1/notifications`, {
      messageType: 'EMAIL',
      recipient: ra,
      message: 'Save 50% today',
    });
    expect(theirs.status).toBe(200);
    const seen = await search({ query: '50%' }, '', otherApi, other);
    expect(seen.items.map((i) => i.notificationUid)).toEqual([theirs.body.notificationUid]);
    expect(seen.paging.totalCount).toBe(1);
    expect(await names({ recipient: ra })).toEqual(['p1']);
    expect((await search({ storeUid: 'rm1' })).paging.totalCount).toBe(2);
    // The tenant wall: the reader role sees the rows of the tenant it reads as, whatever the SQL says.
    const rows = await readTenant(other, (db) =>
      rowsOf<{ tenant_uid: string }>(
        db,
        sql`SELECT tenant_uid FROM ${sql.identifier(tenantView(NOTIFICATIONS_TABLE))}`,
      ),
    );
    expect(new Set(rows.map((r) => r.tenant_uid))).toEqual(new Set([other]));
    const cross = await otherApi.post(`/tenants/${tenant}/notifications/search`, {});
    expect(cross.status).toBe(403);
  });
});
