import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import {
  type Api,
  createOrder,
  createReceipt,
  indexedAs,
  line,
  newTenant,
  receiptPath,
  waitForSearchIndex,
} from '../fixtures.ts';

describe('receipt search: fuzzy text', () => {
  let tenant: string;
  let api: Api;
  let store: string;
  const uids: Record<'percent' | 'underscore' | 'backslash' | 'plain', string> = {
    percent: '',
    underscore: '',
    backslash: '',
    plain: '',
  };
  const found = async (body: Record<string, unknown>) => {
    const res = await api.post(`/tenants/${tenant}/receipts/search`, body);
    expect(res.status, res.text).toBe(200);
    expect(res.body.paging.totalCount).toBe(res.body.items.length);
    const byUid = Object.fromEntries(Object.entries(uids).map(([name, uid]) => [uid, name]));
    return res.body.items.map((i: { orderReceiptUid: string }) => byUid[i.orderReceiptUid]).sort();
  };

  beforeAll(async () => {
    ({ tenant, api, store } = await newTenant());
    // Names and notes holding LIKE wildcards, and a look-alike without them.
    const cases = [
      ['percent', { firstname: 'Kari', lastname: 'Nord%mann' }, '100% linen'],
      ['underscore', { firstname: 'Kari_Ann', lastname: 'Berg' }, 'x_y'],
      ['backslash', { firstname: 'Ola', lastname: 'Back\\slash' }, 'a\\b'],
      ['plain', { firstname: 'KariXAnn', lastname: 'Nordxmann' }, '1000 linen xay'],
    ] as const;
    const written = [];
    for (const [name, address, note] of cases) {
      const order = await createOrder(api, tenant, store, { address, items: [line(1000)] });
      const res = await createReceipt(api, tenant, store, order.orderUid, { note });
      expect(res.status, res.text).toBe(200);
      uids[name] = res.body.orderReceiptUid;
      written.push(indexedAs(res));
    }
    await waitForSearchIndex(tenant, written);
  });

  it.each([
    [{ query: '%' }, ['percent']],
    [{ query: '0%' }, ['percent']],
    [{ query: '_' }, ['underscore']],
    [{ query: 'X_Y' }, ['underscore']],
    [{ query: '\\' }, ['backslash']],
    [{ query: 'linen' }, ['percent', 'plain']],
    [{ query: 'LINEN 100%' }, ['percent']],
    [{ customerQuery: 'd%m' }, ['percent']],
    [{ customerQuery: 'i_a' }, ['underscore']],
    [{ customerQuery: 'K\\S' }, ['backslash']],
    [{ customerQuery: 'KARI' }, ['percent', 'plain', 'underscore']],
    [{ customerQuery: 'kari nord' }, ['percent', 'plain']],
    [{ customerQuery: 'kari ola' }, []],
    [{ customerQuery: 'kari', query: '%' }, ['percent']],
  ])('%j matches wildcards literally', async (body, expected) => {
    expect(await found(body)).toEqual([...expected].sort());
  });

  it('refuses NUL characters in search values with a 400 naming each field', async () => {
    const nul = String.fromCharCode(0);
    const res = await api.post(`/tenants/${tenant}/receipts/search`, {
      query: `lin${nul}en`,
      customerQuery: `${nul}kari`,
      orderNumber: `1${nul}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'body.customerQuery',
      'body.orderNumber',
      'body.query',
    ]);
  });

  it('finds a receipt by its changed note once the change is indexed, and no longer by the old one', async () => {
    const word = uniqueUid('note');
    const res = await api.put(receiptPath(tenant, store, uids.plain), { note: word });
    expect(res.status, res.text).toBe(200);
    await waitForSearchIndex(tenant, [indexedAs(res)]);
    expect(await found({ query: word })).toEqual(['plain']);
    expect(await found({ query: 'xay' })).toEqual([]);
  });
});
