import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { accountingStore, storeBase } from './fixtures.ts';

const paths = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path);

describe('accounting entries: the spec 2.8 field name accountingConfigsUid', () => {
  it('answers every entry with accountingConfigsUid equal to accountingConfigUid', async () => {
    const { api, base } = await accountingStore();
    const uid = uniqueUid('cfg');
    const created = await api.post(base, {
      accountingConfigUid: uid,
      configType: 'TREATCODE',
      key: 'PAYMENT',
      value: 'P',
    });
    expect(created.body).toMatchObject({ accountingConfigUid: uid, accountingConfigsUid: uid });
    expect((await api.get(`${base}/${uid}`)).body.accountingConfigsUid).toBe(uid);
    expect((await api.put(`${base}/${uid}`, { value: 'Q' })).body.accountingConfigsUid).toBe(uid);
    const listed = (await api.get(base)).body.items[0];
    expect(listed).toMatchObject({ accountingConfigUid: uid, accountingConfigsUid: uid });
    const legacy = await api.post(`${base}/productGroup`, {
      productGroupUid: 'pg',
      vatCodeUid: 'v',
      value: '1',
    });
    expect(legacy.body.accountingConfigsUid).toBe(legacy.body.accountingConfigUid);
  });

  it('accepts accountingConfigsUid as the custom uid on create, and refuses two different uids', async () => {
    const { api, base } = await accountingStore();
    const uid = uniqueUid('cfg');
    const created = await api.post(base, {
      accountingConfigsUid: uid,
      configType: 'ACCOUNTNUMBER',
      key: 'ERROR',
      value: '1',
    });
    expect(created.status).toBe(200);
    expect(created.body.accountingConfigUid).toBe(uid);
    const both = await api.post(base, {
      accountingConfigUid: uniqueUid('a'),
      accountingConfigsUid: uniqueUid('b'),
      configType: 'ACCOUNTNUMBER',
      key: 'CUSTOMER',
      value: '1',
    });
    expect(both.status).toBe(400);
    expect(paths(both)).toEqual(['body.accountingConfigsUid']);
    const bad = await api.post(base, {
      accountingConfigsUid: 'a b',
      configType: 'TREATCODE',
      key: 'LEDGE',
      value: 'L',
    });
    expect(paths(bad)).toEqual(['body.accountingConfigsUid']);
    expect((await api.get(base)).body.paging.totalCount).toBe(1);
  });
});

describe('accounting: input at the edges', () => {
  it('refuses path uids with invalid characters (400 naming the parameter)', async () => {
    const { api, base, tenant } = await accountingStore();
    const cases: Array<[string, string]> = [
      [`${base}/a.b`, 'params.accountingConfigUid'],
      [`${base}/${'x'.repeat(129)}`, 'params.accountingConfigUid'],
      [`${storeBase(tenant, 'bad.store')}/treatcodes`, 'params.storeUid'],
      [`${base}/customers/a.b`, 'params.customerUid'],
      [`${base}/customers/a.b/full`, 'params.customerUid'],
    ];
    for (const [path, param] of cases) {
      const res = await api.get(path);
      expect(res.status, path).toBe(400);
      expect(paths(res), path).toEqual([param]);
    }
  });

  it('refuses an oversized or empty value and wrong types on every view', async () => {
    const { api, base } = await accountingStore();
    const long = await api.post(base, { configType: 'TREATCODE', key: 'LEDGE', value: 'x'.repeat(65) });
    expect(paths(long)).toEqual(['body.value']);
    const account = await api.post(base, {
      configType: 'ACCOUNTNUMBER',
      key: 'ERROR',
      value: '1'.repeat(33),
    });
    expect(paths(account)).toEqual(['body.value']);
    const vatTypes = await api.put(`${base}/vatTypes`, { balance: 5, vatCodes: 'all' });
    expect(paths(vatTypes).sort()).toEqual(['body.balance', 'body.vatCodes']);
    const treat = await api.put(`${base}/treatcodes`, { ledger: ['L'] });
    expect(paths(treat)).toEqual(['body.ledger']);
    expect((await api.get(base)).body.paging.totalCount).toBe(0);
  });

  it('says Deprecation: true on the deprecated route’s error answers too', async () => {
    const { api, base } = await accountingStore();
    const bad = await api.post(`${base}/productGroup`, { productGroupUid: 'pg' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('deprecation')).toBe('true');
  });
});
