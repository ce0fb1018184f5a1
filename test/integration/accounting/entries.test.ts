import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { accountingStore } from './fixtures.ts';

const paths = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path);

describe('accounting config entries', () => {
  it('creates, reads, updates and deletes an entry', async () => {
    const { api, base } = await accountingStore();
    const uid = uniqueUid('cfg');
    const created = await api.post(base, {
      accountingConfigUid: uid,
      configType: 'ACCOUNTNUMBER',
      key: 'CUSTOMER',
      value: '01500',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      accountingConfigUid: uid,
      configType: 'ACCOUNTNUMBER',
      key: 'CUSTOMER',
      value: '01500',
      vatCodeUid: '',
      productGroupUid: '',
    });
    expect(created.body.createdAt).toBe(created.body.lastModifiedAt);

    const got = await api.get(`${base}/${uid}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);

    const updated = await api.put(`${base}/${uid}`, { value: '001510' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ accountingConfigUid: uid, value: '001510', key: 'CUSTOMER' });
    expect((await api.get(`${base}/${uid}`)).body.value).toBe('001510');

    const deleted = await api.delete(`${base}/${uid}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await api.get(`${base}/${uid}`)).status).toBe(404);
    expect((await api.delete(`${base}/${uid}`)).status).toBe(404);
    expect((await api.put(`${base}/${uid}`, { value: '1' })).status).toBe(404);
  });

  it('generates a uid when none is sent, and a deleted identity can be created again', async () => {
    const { api, base } = await accountingStore();
    const body = { configType: 'TREATCODE', key: 'PAYMENT', value: 'P1' };
    const first = await api.post(base, body);
    expect(first.status).toBe(200);
    expect(first.body.accountingConfigUid).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await api.delete(`${base}/${first.body.accountingConfigUid}`)).status).toBe(204);
    const again = await api.post(base, body);
    expect(again.status).toBe(200);
    expect(again.body.accountingConfigUid).not.toBe(first.body.accountingConfigUid);
  });

  it('answers 409 for a second entry with the same identity and for a used uid', async () => {
    const { api, base } = await accountingStore();
    const uid = uniqueUid('cfg');
    const entry = { configType: 'ACCOUNTNUMBER', key: 'VATCODE', vatCodeUid: 'vat-25', value: '2700' };
    expect((await api.post(base, { ...entry, accountingConfigUid: uid })).status).toBe(200);

    const sameIdentity = await api.post(base, { ...entry, value: '2701' });
    expect(sameIdentity.status).toBe(409);
    expect(sameIdentity.headers.get('content-type')).toBe('application/problem+json');

    const sameUid = await api.post(base, { ...entry, vatCodeUid: 'vat-15', accountingConfigUid: uid });
    expect(sameUid.status).toBe(409);
    expect(paths(sameUid)).toContain('body.accountingConfigUid');

    // Same key, other VAT code, other product group: different identities.
    expect((await api.post(base, { ...entry, vatCodeUid: 'vat-15' })).status).toBe(200);
    expect((await api.post(base, { ...entry, productGroupUid: 'pg-1' })).status).toBe(200);
    // Same key and VAT code under another config type is another identity too.
    expect((await api.post(base, { ...entry, configType: 'VAT_TYPE_ID', value: '3' })).status).toBe(200);

    const list = await api.get(base);
    const original = list.body.items.filter(
      (e: Record<string, string>) =>
        e.configType === 'ACCOUNTNUMBER' && e.vatCodeUid === 'vat-25' && e.productGroupUid === '',
    );
    expect(original.map((e: Record<string, string>) => [e.accountingConfigUid, e.value])).toEqual([
      [uid, '2700'],
    ]);
    expect(list.body.paging.totalCount).toBe(4);
  });

  it('rejects a key that is not valid for its configType', async () => {
    const { api, base } = await accountingStore();
    const res = await api.post(base, { configType: 'TREATCODE', key: 'CUSTOMER', value: '1' });
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(['body.key']);
    const unknown = await api.post(base, { configType: 'TREATCODE', key: 'NOPE', value: '1' });
    expect(unknown.status).toBe(400);
    expect(paths(unknown)).toContain('body.key');
    const badType = await api.post(base, { configType: 'LEDGER', key: 'PAYMENT', value: '1' });
    expect(paths(badType)).toContain('body.configType');
  });

  it('requires vatCodeUid for VATCODE and refuses it elsewhere', async () => {
    const { api, base } = await accountingStore();
    const missing = await api.post(base, { configType: 'VAT_TYPE_ID', key: 'VATCODE', value: '3' });
    expect(missing.status).toBe(400);
    expect(paths(missing)).toEqual(['body.vatCodeUid']);
    const empty = await api.post(base, {
      configType: 'ACCOUNTNUMBER',
      key: 'VATCODE',
      value: '3',
      vatCodeUid: '',
    });
    expect(paths(empty)).toEqual(['body.vatCodeUid']);
    const extra = await api.post(base, {
      configType: 'VAT_TYPE_ID',
      key: 'BALANCE',
      value: '3',
      vatCodeUid: 'v',
    });
    expect(paths(extra)).toEqual(['body.vatCodeUid']);
  });

  it('keeps account values as digit strings with leading zeros, and refuses anything else', async () => {
    const { api, base } = await accountingStore();
    for (const value of ['15a0', ' 1500', '-1500', '15.00']) {
      const res = await api.post(base, { configType: 'ACCOUNTNUMBER', key: 'ERROR', value });
      expect(res.status, value).toBe(400);
      expect(paths(res)).toEqual(['body.value']);
    }
    const number = await api.post(base, { configType: 'ACCOUNTNUMBER', key: 'ERROR', value: 1500 });
    expect(paths(number)).toEqual(['body.value']);
    const ok = await api.post(base, { configType: 'ACCOUNTNUMBER', key: 'ERROR', value: '0009' });
    expect(ok.body.value).toBe('0009');
    // On update the stored entry's type refuses the value: a rule on the record, 422.
    const update = await api.put(`${base}/${ok.body.accountingConfigUid}`, { value: '9x' });
    expect(update.status).toBe(422);
    expect(paths(update)).toEqual(['body.value']);
    // Treat codes are codes of the accounting system, not account numbers.
    const code = await api.post(base, { configType: 'TREATCODE', key: 'LEDGE', value: 'L-02' });
    expect(code.status).toBe(200);
    expect((await api.put(`${base}/${code.body.accountingConfigUid}`, { value: 'L-03' })).body.value).toBe(
      'L-03',
    );
  });

  it('lists every invalid field of a body at once, and needs value on update', async () => {
    const { api, base } = await accountingStore();
    const res = await api.post(base, { accountingConfigUid: 'has space', configType: 'X', key: 1 });
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(
      expect.arrayContaining(['body.accountingConfigUid', 'body.configType', 'body.key', 'body.value']),
    );
    const created = await api.post(base, { configType: 'TREATCODE', key: 'PAYMENT', value: 'P' });
    const noValue = await api.put(`${base}/${created.body.accountingConfigUid}`, {});
    expect(paths(noValue)).toEqual(['body.value']);
  });

  it('allows productGroupUid only on ACCOUNTNUMBER/VATCODE entries', async () => {
    const { api, base } = await accountingStore();
    const res = await api.post(base, {
      configType: 'ACCOUNTNUMBER',
      key: 'ERROR',
      value: '1',
      productGroupUid: 'pg',
    });
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(['body.productGroupUid']);
  });

  it('pages and sorts the entry list', async () => {
    const { api, base } = await accountingStore();
    const keys = ['CREDITLEDGER', 'GENERALLEDGER', 'LEDGE', 'PAYMENT'];
    for (const [i, key] of keys.entries()) {
      expect((await api.post(base, { configType: 'TREATCODE', key, value: `C${i}` })).status).toBe(200);
    }
    const page = await api.get(`${base}?pageSize=3&pageNumber=2&sortBy=value&sortDirection=DESC`);
    expect(page.status).toBe(200);
    expect(page.body.paging).toEqual({ pageNumber: 2, pageSize: 3, totalCount: 4 });
    expect(page.body.items.map((e: { value: string }) => e.value)).toEqual(['C0']);
    const first = await api.get(`${base}?sortBy=key`);
    expect(first.body.items.map((e: { key: string }) => e.key)).toEqual(keys);
    expect((await api.get(`${base}?pageSize=501`)).status).toBe(400);
    expect((await api.get(`${base}?sortBy=nope`)).status).toBe(400);
  });

  it('refuses uids that name endpoints, so every entry stays reachable by uid', async () => {
    const { api, base } = await accountingStore();
    for (const uid of ['productGroups', 'accountnumbers', 'customers']) {
      const res = await api.post(base, {
        accountingConfigUid: uid,
        configType: 'TREATCODE',
        key: 'PAYMENT',
        value: 'P',
      });
      expect(res.status, uid).toBe(400);
      expect(paths(res)).toEqual(['body.accountingConfigUid']);
    }
    const mapping = await api.post(`${base}/productGroups`, {
      accountingConfigUid: 'vatTypes',
      productGroupUid: 'pg',
      vatCodeUid: 'v',
      account: '1',
    });
    expect(paths(mapping)).toEqual(['body.accountingConfigUid']);
  });

  it('replays a create with the same Idempotency-Key instead of answering 409', async () => {
    const { api, base } = await accountingStore();
    const body = { configType: 'TREATCODE', key: 'GENERALLEDGER', value: 'G' };
    const key = { 'idempotency-key': uniqueUid('idem') };
    const first = await api.post(base, body, key);
    const replay = await api.post(base, body, key);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await api.post(base, body)).status).toBe(409);
  });
});
