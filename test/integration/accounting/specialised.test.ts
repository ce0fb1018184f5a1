import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { accountingStore } from './fixtures.ts';

type Entry = {
  accountingConfigUid: string;
  configType: string;
  key: string;
  value: string;
  vatCodeUid: string;
};
const paths = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path);

const FULL_ACCOUNT_NUMBERS = {
  customer: '1500',
  customerDummy: '1501',
  error: '07999',
  partlyPaidInvoice: '1502',
  cashfloatDeposit: '1920',
  cashfloatWithdrawal: '1921',
  cashfloatToBank: '1922',
  cashfloatExpenseWithdrawal: '1923',
  cashfloatDiff: '1924',
  vatCodes: [
    { vatCodeUid: 'vat-25', account: '02700' },
    { vatCodeUid: 'vat-15', account: '2701' },
  ],
};

describe('account numbers', () => {
  it('is empty before anything is configured', async () => {
    const { api, base } = await accountingStore();
    expect((await api.get(`${base}/accountnumbers`)).body).toEqual({ vatCodes: [] });
    expect((await api.get(`${base}/treatcodes`)).body).toEqual({});
    expect((await api.get(`${base}/vatTypes`)).body).toEqual({ vatCodes: [] });
  });

  it('writes one entry per field and per VAT code, and the entry list shows them', async () => {
    const { api, base } = await accountingStore();
    const put = await api.put(`${base}/accountnumbers`, FULL_ACCOUNT_NUMBERS);
    expect(put.status).toBe(200);
    const sorted = { ...FULL_ACCOUNT_NUMBERS, vatCodes: [...FULL_ACCOUNT_NUMBERS.vatCodes].reverse() };
    expect(put.body).toEqual(sorted);
    expect((await api.get(`${base}/accountnumbers`)).body).toEqual(sorted);

    const entries: Entry[] = (await api.get(base)).body.items;
    expect(entries).toHaveLength(11);
    const find = (key: string, vatCodeUid = '') =>
      entries.find((e) => e.key === key && e.vatCodeUid === vatCodeUid);
    expect(find('PARTYLYPAIDINVOICE')).toMatchObject({ configType: 'ACCOUNTNUMBER', value: '1502' });
    expect(find('CASHFLOAT_EXPENSE_WITHDRAWAL')?.value).toBe('1923');
    expect(find('ERROR')?.value).toBe('07999');
    expect(find('VATCODE', 'vat-25')).toMatchObject({ configType: 'ACCOUNTNUMBER', value: '02700' });
  });

  it('replaces the object: changed fields are updated in place, absent ones removed', async () => {
    const { api, base } = await accountingStore();
    await api.put(`${base}/accountnumbers`, FULL_ACCOUNT_NUMBERS);
    const before: Entry[] = (await api.get(base)).body.items;
    const customerUid = before.find((e) => e.key === 'CUSTOMER')!.accountingConfigUid;

    const next = { customer: '1600', error: '07999', vatCodes: [{ vatCodeUid: 'vat-12', account: '2702' }] };
    const put = await api.put(`${base}/accountnumbers`, next);
    expect(put.body).toEqual(next);
    expect((await api.get(`${base}/accountnumbers`)).body).toEqual(next);

    const after: Entry[] = (await api.get(base)).body.items;
    expect(after).toHaveLength(3);
    // The same entry, with its uid, now carries the new value.
    expect(after.find((e) => e.key === 'CUSTOMER')).toMatchObject({
      accountingConfigUid: customerUid,
      value: '1600',
    });
    expect((await api.get(`${base}/${customerUid}`)).body.value).toBe('1600');
    const removed = before.find((e) => e.key === 'CASHFLOAT_DIFF')!.accountingConfigUid;
    expect((await api.get(`${base}/${removed}`)).status).toBe(404);
  });

  it('shows entry changes in the next GET of the object', async () => {
    const { api, base } = await accountingStore();
    await api.put(`${base}/accountnumbers`, {
      customer: '1500',
      vatCodes: [{ vatCodeUid: 'v1', account: '1' }],
    });
    const entries: Entry[] = (await api.get(base)).body.items;
    const customer = entries.find((e) => e.key === 'CUSTOMER')!;
    await api.put(`${base}/${customer.accountingConfigUid}`, { value: '001500' });
    await api.post(base, { configType: 'ACCOUNTNUMBER', key: 'CASHFLOAT_TO_BANK', value: '1930' });
    await api.post(base, { configType: 'ACCOUNTNUMBER', key: 'VATCODE', vatCodeUid: 'v0', value: '2' });
    const vat1 = entries.find((e) => e.vatCodeUid === 'v1')!;
    expect((await api.delete(`${base}/${vat1.accountingConfigUid}`)).status).toBe(204);

    expect((await api.get(`${base}/accountnumbers`)).body).toEqual({
      customer: '001500',
      cashfloatToBank: '1930',
      vatCodes: [{ vatCodeUid: 'v0', account: '2' }],
    });
  });

  it('does not show product-group mappings among the VAT code accounts', async () => {
    const { api, base } = await accountingStore();
    await api.post(`${base}/productGroups`, {
      productGroupUid: 'pg-1',
      vatCodeUid: 'vat-25',
      account: '3000',
    });
    await api.put(`${base}/accountnumbers`, { vatCodes: [{ vatCodeUid: 'vat-25', account: '2700' }] });
    expect((await api.get(`${base}/accountnumbers`)).body.vatCodes).toEqual([
      { vatCodeUid: 'vat-25', account: '2700' },
    ]);
    // Replacing the object leaves the mapping alone.
    await api.put(`${base}/accountnumbers`, {});
    expect((await api.get(`${base}/productGroups`)).body.items).toHaveLength(1);
  });

  it('validates account numbers and VAT code lists, naming each field', async () => {
    const { api, base } = await accountingStore();
    const res = await api.put(`${base}/accountnumbers`, {
      customer: '15 00',
      cashfloatDiff: 1924,
      vatCodes: [
        { vatCodeUid: 'a', account: '1' },
        { vatCodeUid: 'a', account: '2' },
        { vatCodeUid: '', account: 'x' },
      ],
    });
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(
      expect.arrayContaining([
        'body.customer',
        'body.cashfloatDiff',
        'body.vatCodes.2.vatCodeUid',
        'body.vatCodes.2.account',
      ]),
    );
    const dup = await api.put(`${base}/accountnumbers`, {
      vatCodes: [
        { vatCodeUid: 'a', account: '1' },
        { vatCodeUid: 'a', account: '2' },
      ],
    });
    expect(paths(dup)).toEqual(['body.vatCodes.1.vatCodeUid']);
    const many = Array.from({ length: 41 }, (_, i) => ({ vatCodeUid: `v${i}`, account: '1' }));
    expect(paths(await api.put(`${base}/accountnumbers`, { vatCodes: many }))).toEqual(['body.vatCodes']);
    // Nothing was written by the refused requests.
    expect((await api.get(base)).body.paging.totalCount).toBe(0);
  });

  it('accepts the most VAT codes a PUT allows, all new, in one transaction', async () => {
    const { api, base } = await accountingStore();
    const vatCodes = Array.from({ length: 40 }, (_, i) => ({
      vatCodeUid: `v${String(i).padStart(2, '0')}`,
      account: `${i}`,
    }));
    const res = await api.put(`${base}/accountnumbers`, { ...FULL_ACCOUNT_NUMBERS, vatCodes });
    expect(res.status).toBe(200);
    expect((await api.get(base)).body.paging.totalCount).toBe(49);
  });
});

describe('concurrent replacement', () => {
  it('applies concurrent PUTs whole or not at all, never mixing them or duplicating entries', async () => {
    const { api, base } = await accountingStore();
    const bodies = Array.from({ length: 4 }, (_, i) => ({
      customer: `10${i}`,
      error: `20${i}`,
      vatCodes: [{ vatCodeUid: 'vat-25', account: `30${i}` }],
    }));
    const results = await Promise.all(bodies.map((b) => api.put(`${base}/accountnumbers`, b)));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    const stored = (await api.get(`${base}/accountnumbers`)).body;
    expect(bodies).toContainEqual(stored);
    expect((await api.get(base)).body.paging.totalCount).toBe(3);
  });
});

describe('transaction limit', () => {
  it('refuses, whole, a PUT that would write more than one transaction holds', async () => {
    const { api, base } = await accountingStore();
    const codes = (prefix: string) =>
      Array.from({ length: 40 }, (_, i) => ({ vatCodeUid: `${prefix}${i}`, account: `${i}` }));
    expect((await api.put(`${base}/accountnumbers`, { customer: '1', vatCodes: codes('old') })).status).toBe(
      200,
    );
    const res = await api.put(`${base}/accountnumbers`, { customer: '2', vatCodes: codes('new') });
    expect(res.status).toBe(422);
    expect(paths(res)).toEqual(['body.vatCodes']);
    const stored = (await api.get(`${base}/accountnumbers`)).body;
    expect(stored.customer).toBe('1');
    expect(stored.vatCodes.every((v: { vatCodeUid: string }) => v.vatCodeUid.startsWith('old'))).toBe(true);
    // The two-step change the message asks for works.
    expect((await api.put(`${base}/accountnumbers`, { customer: '2' })).status).toBe(200);
    expect((await api.put(`${base}/accountnumbers`, { customer: '2', vatCodes: codes('new') })).status).toBe(
      200,
    );
    expect((await api.get(base)).body.paging.totalCount).toBe(41);
  });
});

describe('treat codes and VAT types', () => {
  it('maps treat codes to TREATCODE entries both ways', async () => {
    const { api, base } = await accountingStore();
    const body = { creditLedger: 'K', generalLedger: 'G', ledger: 'L', payment: 'P' };
    expect((await api.put(`${base}/treatcodes`, body)).body).toEqual(body);
    const entries: Entry[] = (await api.get(base)).body.items;
    expect(entries.map((e) => `${e.configType}/${e.key}=${e.value}`).sort()).toEqual([
      'TREATCODE/CREDITLEDGER=K',
      'TREATCODE/GENERALLEDGER=G',
      'TREATCODE/LEDGE=L',
      'TREATCODE/PAYMENT=P',
    ]);
    const ledge = entries.find((e) => e.key === 'LEDGE')!;
    await api.put(`${base}/${ledge.accountingConfigUid}`, { value: 'L2' });
    expect((await api.get(`${base}/treatcodes`)).body).toEqual({ ...body, ledger: 'L2' });
    const bad = await api.put(`${base}/treatcodes`, { payment: 'x'.repeat(65) });
    expect(paths(bad)).toEqual(['body.payment']);
  });

  it('maps VAT types to VAT_TYPE_ID entries both ways, apart from account-number VAT codes', async () => {
    const { api, base } = await accountingStore();
    await api.put(`${base}/accountnumbers`, { vatCodes: [{ vatCodeUid: 'vat-25', account: '2700' }] });
    const body = { balance: 'B1', vatCodes: [{ vatCodeUid: 'vat-25', value: '3' }] };
    expect((await api.put(`${base}/vatTypes`, body)).body).toEqual(body);
    const entries: Entry[] = (await api.get(`${base}?sortBy=configType`)).body.items;
    expect(entries.map((e) => `${e.configType}/${e.key}/${e.vatCodeUid}=${e.value}`)).toEqual([
      'ACCOUNTNUMBER/VATCODE/vat-25=2700',
      'VAT_TYPE_ID/BALANCE/=B1',
      'VAT_TYPE_ID/VATCODE/vat-25=3',
    ]);
    await api.post(base, { configType: 'VAT_TYPE_ID', key: 'VATCODE', vatCodeUid: 'vat-15', value: '5' });
    expect((await api.get(`${base}/vatTypes`)).body.vatCodes).toEqual([
      { vatCodeUid: 'vat-15', value: '5' },
      { vatCodeUid: 'vat-25', value: '3' },
    ]);
    expect((await api.get(`${base}/accountnumbers`)).body.vatCodes).toEqual([
      { vatCodeUid: 'vat-25', account: '2700' },
    ]);
    expect((await api.put(`${base}/vatTypes`, { balance: '' })).body).toEqual({ vatCodes: [] });
    expect((await api.get(`${base}/vatTypes`)).body).toEqual({ vatCodes: [] });
  });
});

describe('product-group mappings', () => {
  it('creates and lists mappings, 409 on a second mapping of the same group and VAT code', async () => {
    const { api, base } = await accountingStore();
    const uid = uniqueUid('map');
    const created = await api.post(`${base}/productGroups`, {
      accountingConfigUid: uid,
      productGroupUid: 'pg-2',
      vatCodeUid: 'vat-25',
      account: '03000',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      productGroupUid: 'pg-2',
      vatCodeUid: 'vat-25',
      account: '03000',
      accountingConfigUid: uid,
    });
    await api.post(`${base}/productGroups`, {
      productGroupUid: 'pg-1',
      vatCodeUid: 'vat-25',
      account: '3001',
    });
    const dup = await api.post(`${base}/productGroups`, {
      productGroupUid: 'pg-2',
      vatCodeUid: 'vat-25',
      account: '1',
    });
    expect(dup.status).toBe(409);

    const list = await api.get(`${base}/productGroups?pageSize=1`);
    expect(list.body.paging).toEqual({ pageNumber: 1, pageSize: 1, totalCount: 2 });
    expect(list.body.items[0].productGroupUid).toBe('pg-1');
    // The mapping is an entry: readable and changeable through the entry endpoints.
    expect((await api.get(`${base}/${uid}`)).body).toMatchObject({
      configType: 'ACCOUNTNUMBER',
      key: 'VATCODE',
      vatCodeUid: 'vat-25',
      productGroupUid: 'pg-2',
      value: '03000',
    });
    await api.put(`${base}/${uid}`, { value: '3005' });
    const all = (await api.get(`${base}/productGroups`)).body.items;
    expect(all.find((m: { accountingConfigUid: string }) => m.accountingConfigUid === uid).account).toBe(
      '3005',
    );
  });

  it('needs productGroupUid, vatCodeUid and a digit account', async () => {
    const { api, base } = await accountingStore();
    const res = await api.post(`${base}/productGroups`, { account: '12a' });
    expect(res.status).toBe(400);
    expect(paths(res).sort()).toEqual(['body.account', 'body.productGroupUid', 'body.vatCodeUid']);
    const empty = await api.post(`${base}/productGroups`, {
      productGroupUid: '',
      vatCodeUid: '',
      account: '1',
    });
    expect(paths(empty).sort()).toEqual(['body.productGroupUid', 'body.vatCodeUid']);
  });

  it('still serves the deprecated POST /productGroup, with Deprecation and Link headers', async () => {
    const { api, base, tenant, store } = await accountingStore();
    const res = await api.post(`${base}/productGroup`, {
      productGroupUid: 'pg-9',
      vatCodeUid: 'vat-25',
      value: '04000',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe('true');
    expect(res.headers.get('link')).toBe(
      `</v2/tenants/${tenant}/stores/${store}/accountingConfigs/productGroups>; rel="successor-version"`,
    );
    expect(res.body).toMatchObject({
      configType: 'ACCOUNTNUMBER',
      key: 'VATCODE',
      productGroupUid: 'pg-9',
      vatCodeUid: 'vat-25',
      value: '04000',
    });
    const list = await api.get(`${base}/productGroups`);
    expect(list.body.items).toEqual([
      {
        productGroupUid: 'pg-9',
        vatCodeUid: 'vat-25',
        account: '04000',
        accountingConfigUid: res.body.accountingConfigUid,
      },
    ]);
    const dup = await api.post(`${base}/productGroup`, {
      productGroupUid: 'pg-9',
      vatCodeUid: 'vat-25',
      value: '1',
    });
    expect(dup.status).toBe(409);
    const bad = await api.post(`${base}/productGroup`, { productGroupUid: 'pg-9', value: '1x' });
    expect(paths(bad).sort()).toEqual(['body.value', 'body.vatCodeUid']);
    // The successor does not carry the header.
    const successor = await api.post(`${base}/productGroups`, {
      productGroupUid: 'pg-8',
      vatCodeUid: 'v',
      account: '1',
    });
    expect(successor.headers.get('deprecation')).toBeNull();
  });
});
