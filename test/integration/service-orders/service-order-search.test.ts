import { beforeAll, describe, expect, it } from 'vitest';
import { serviceWorld } from './helpers.ts';

type World = Awaited<ReturnType<typeof serviceWorld>>;
let w: World;
const uids: Record<string, string> = {};
let ola: Awaited<ReturnType<World['customer']>>;

beforeAll(async () => {
  w = await serviceWorld();
  ola = await w.customer({ firstname: 'Ola', lastname: 'Fjellstad' });
  const take = async (name: string, body: Record<string, unknown>, storeUid = w.storeA) => {
    const res = await w.intake(body, storeUid);
    if (res.status !== 201) throw new Error(`intake: ${res.status} ${res.text}`);
    uids[name] = res.body.serviceOrderUid;
    return `${w.base(storeUid)}/${res.body.serviceOrderUid}`;
  };
  await take('espresso', {});
  await take('bike', {
    customerUid: ola.customerUid,
    items: [{ description: 'Racing bike', serialNumber: 'WTU-4471-X' }],
    problemDescription: 'Gears slip',
  });
  const kettle = await take(
    'kettle',
    { items: [{ description: 'Kettle' }], problemDescription: 'No heat' },
    w.storeB,
  );
  expect((await w.counter.post(`${kettle}/state`, { state: 'DIAGNOSING' })).status).toBe(200);
});

/** The names of the service orders a search finds, in order (only those of this file). */
const names = async (body: Record<string, unknown>, query = '') => {
  const res = await w.search(body, query);
  expect(res.status, res.text).toBe(200);
  const byUid = Object.fromEntries(Object.entries(uids).map(([name, uid]) => [uid, name]));
  return res.body.items.map((i: { serviceOrderUid: string }) => byUid[i.serviceOrderUid]);
};

describe('POST /service-orders/search', () => {
  it('finds by store, customer, state, serial number and free text, newest first', async () => {
    expect(await names({})).toEqual(['kettle', 'bike', 'espresso']);
    expect(await names({ storeUids: [w.storeB] })).toEqual(['kettle']);
    expect(await names({ customerUid: ola.customerUid })).toEqual(['bike']);
    expect(await names({ states: ['DIAGNOSING'] })).toEqual(['kettle']);
    expect(await names({ states: ['RECEIVED'], storeUids: [w.storeA, w.storeB] })).toEqual([
      'bike',
      'espresso',
    ]);
    expect(await names({ serialNumber: 'wtu-4471-x' })).toEqual(['bike']);
    expect(await names({ serialNumber: 'WTU-4471' })).toEqual([]);
    expect(await names({ query: 'fjell gears' })).toEqual(['bike']);
    expect(await names({ query: w.kari.lastname.toUpperCase() })).toEqual(['kettle', 'espresso']);
    expect(await names({ query: 'em2-99812' })).toEqual(['espresso']);
    expect(await names({ query: 'kettle', states: ['RECEIVED'] })).toEqual([]);
  });

  it('pages and sorts by the query parameters', async () => {
    const page = await w.search({}, '?pageSize=2&pageNumber=2&sortBy=createdAt&sortDirection=ASC');
    expect(page.body.paging).toEqual({ pageNumber: 2, pageSize: 2, totalCount: 3 });
    expect(page.body.items.map((i: { serviceOrderUid: string }) => i.serviceOrderUid)).toEqual([uids.kettle]);
    const filtered = await w.search({ storeUids: [w.storeA] }, '?pageSize=1');
    expect(filtered.body.paging.totalCount).toBe(2);
  });

  it('answers 400 naming the field for a bad filter or paging value', async () => {
    const cases = [
      [{ states: ['FIXED'] }, '', 'body.states.0'],
      [{ storeUids: [] }, '', 'body.storeUids'],
      [{ customerUid: 'a b' }, '', 'body.customerUid'],
      [{}, '?sortBy=state', 'query.sortBy'],
      [{}, '?pageSize=0', 'query.pageSize'],
    ] as const;
    for (const [body, query, path] of cases) {
      const res = await w.search(body, query);
      expect(res.status, path).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
    }
  });
});

describe('notifications about a service order (spec 4.6 rule 4)', () => {
  it('accepts an existing serviceOrderUid, refuses an unknown or foreign one (404 naming it), and searches by it', async () => {
    const other = await serviceWorld();
    const theirs = (await other.intake()).body.serviceOrderUid as string;
    const path = `/tenants/${w.tenant}/stores/${w.storeA}/notifications`;
    const mail = (serviceOrderUid: string) => ({
      messageType: 'EMAIL',
      recipient: w.kari.email,
      subject: 'Your repair',
      message: 'Your espresso machine is ready for pickup',
      customerUid: w.kari.customerUid,
      serviceOrderUid,
    });
    const sent = await w.counter.post(path, mail(uids.espresso!));
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.serviceOrderUid).toBe(uids.espresso);
    for (const uid of ['no-such-service-order', theirs]) {
      const refused = await w.counter.post(path, mail(uid));
      expect(refused.status).toBe(404);
      expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual(['body.serviceOrderUid']);
    }
    const found = await w.counter.post(`/tenants/${w.tenant}/notifications/search`, {
      serviceOrderUid: uids.espresso,
    });
    expect(found.status, found.text).toBe(200);
    expect(found.body.items.map((n: { notificationUid: string }) => n.notificationUid)).toEqual([
      sent.body.notificationUid,
    ]);
  });
});
