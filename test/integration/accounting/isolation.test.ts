import { describe, expect, it } from 'vitest';
import { call, client, token, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import { accountingStore, seedCustomer, storeBase } from './fixtures.ts';

describe('accounting isolation', () => {
  it("never shows store A's configuration in store B of the same tenant", async () => {
    const { api, base, tenant } = await accountingStore();
    const baseB = storeBase(tenant, await ensureStore(tenant, uniqueUid('store')));
    const customerUid = await seedCustomer(tenant);
    await api.put(`${base}/accountnumbers`, {
      customer: '1500',
      vatCodes: [{ vatCodeUid: 'v', account: '2700' }],
    });
    await api.put(`${base}/treatcodes`, { payment: 'P' });
    await api.put(`${base}/vatTypes`, { balance: 'B' });
    await api.post(`${base}/productGroups`, { productGroupUid: 'pg', vatCodeUid: 'v', account: '3000' });
    await api.put(`${base}/customers/${customerUid}`, { ledgerNumber: '42' });
    const entry = (await api.post(base, { configType: 'ACCOUNTNUMBER', key: 'ERROR', value: '9' })).body;

    expect((await api.get(baseB)).body.paging.totalCount).toBe(0);
    expect((await api.get(`${baseB}/accountnumbers`)).body).toEqual({ vatCodes: [] });
    expect((await api.get(`${baseB}/treatcodes`)).body).toEqual({});
    expect((await api.get(`${baseB}/vatTypes`)).body).toEqual({ vatCodes: [] });
    expect((await api.get(`${baseB}/productGroups`)).body.items).toEqual([]);
    expect((await api.get(`${baseB}/customers/${customerUid}`)).body).toEqual({});
    expect((await api.get(`${baseB}/customers/${customerUid}/full`)).body.accounting).toEqual({});
    expect((await api.get(`${baseB}/${entry.accountingConfigUid}`)).status).toBe(404);
    expect((await api.put(`${baseB}/${entry.accountingConfigUid}`, { value: '1' })).status).toBe(404);
    expect((await api.delete(`${baseB}/${entry.accountingConfigUid}`)).status).toBe(404);

    // The same identities and uid are free in store B.
    const sameUid = await api.post(baseB, {
      accountingConfigUid: entry.accountingConfigUid,
      configType: 'ACCOUNTNUMBER',
      key: 'ERROR',
      value: '8',
    });
    expect(sameUid.status).toBe(200);
    expect((await api.get(`${base}/${entry.accountingConfigUid}`)).body.value).toBe('9');
  });

  it("never reaches another tenant's configuration", async () => {
    const a = await accountingStore();
    const entry = (await a.api.post(a.base, { configType: 'TREATCODE', key: 'PAYMENT', value: 'P' })).body;
    const customerUid = await seedCustomer(a.tenant);

    const b = await accountingStore();
    // B's token on A's path: refused before anything is read.
    expect((await b.api.get(`${a.base}/${entry.accountingConfigUid}`)).status).toBe(403);
    expect((await b.api.get(`${a.base}/treatcodes`)).status).toBe(403);
    // B's own tenant with A's store uid: no such store there, and once B has one, nothing in it.
    const sameStore = storeBase(b.tenant, a.store);
    const unknown = await b.api.get(`${sameStore}/treatcodes`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ path: 'params.storeUid' })]);
    await ensureStore(b.tenant, a.store);
    expect((await b.api.get(`${sameStore}/${entry.accountingConfigUid}`)).status).toBe(404);
    expect((await b.api.get(`${sameStore}/treatcodes`)).body).toEqual({});
    expect((await b.api.get(sameStore)).body.paging.totalCount).toBe(0);
    expect((await b.api.get(`${sameStore}/customers/${customerUid}`)).status).toBe(404);
    expect((await b.api.put(`${sameStore}/customers/${customerUid}`, { ledgerNumber: '1' })).status).toBe(
      404,
    );
    expect((await b.api.get(`${sameStore}/customers/${customerUid}/full`)).status).toBe(404);
  });
});

describe('accounting permissions', () => {
  it('lets Tenant.Admin without ACCOUNTING_CONFIG read entries and objects, not change them', async () => {
    const { api, base, tenant } = await accountingStore();
    const customerUid = await seedCustomer(tenant);
    const entry = (await api.post(base, { configType: 'TREATCODE', key: 'PAYMENT', value: 'P' })).body;
    const admin = client(await token({ tenant, permissions: ['CUSTOMER'], access: 'ADMIN' }));

    for (const path of ['', `/${entry.accountingConfigUid}`, '/accountnumbers', '/treatcodes', '/vatTypes']) {
      expect((await admin.get(`${base}${path}`)).status, path).toBe(200);
    }
    expect((await admin.get(`${base}/customers/${customerUid}`)).status).toBe(200);
    expect((await admin.get(`${base}/customers/${customerUid}/full`)).status).toBe(200);

    const writes: Array<[string, string, unknown]> = [
      ['POST', base, { configType: 'TREATCODE', key: 'LEDGE', value: 'L' }],
      ['PUT', `${base}/${entry.accountingConfigUid}`, { value: 'X' }],
      ['DELETE', `${base}/${entry.accountingConfigUid}`, undefined],
      ['POST', `${base}/productGroup`, { productGroupUid: 'p', vatCodeUid: 'v', value: '1' }],
      ['POST', `${base}/productGroups`, { productGroupUid: 'p', vatCodeUid: 'v', account: '1' }],
      ['GET', `${base}/productGroups`, undefined],
      ['PUT', `${base}/accountnumbers`, {}],
      ['PUT', `${base}/treatcodes`, {}],
      ['PUT', `${base}/vatTypes`, {}],
      ['PUT', `${base}/customers/${customerUid}`, { ledgerNumber: '1' }],
    ];
    for (const [method, path, body] of writes) {
      const res =
        method === 'GET'
          ? await admin.get(path)
          : method === 'DELETE'
            ? await admin.delete(path)
            : method === 'PUT'
              ? await admin.put(path, body)
              : await admin.post(path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await api.get(`${base}/${entry.accountingConfigUid}`)).body.value).toBe('P');
  });

  it('refuses a caller with neither ACCOUNTING_CONFIG nor Tenant.Admin', async () => {
    const { base, tenant } = await accountingStore();
    const backoffice = client(await token({ tenant, permissions: ['CUSTOMER'], access: 'BACKOFFICE' }));
    expect((await backoffice.get(base)).status).toBe(403);
    expect((await backoffice.get(`${base}/accountnumbers`)).status).toBe(403);
    expect((await call('GET', `${base}/accountnumbers`)).status).toBe(401);
  });
});
