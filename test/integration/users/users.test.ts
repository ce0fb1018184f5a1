import { describe, expect, it } from 'vitest';
import { client, token, uniqueTenant } from '#test/support/api.ts';

const world = async () => {
  const tenant = uniqueTenant('usr');
  const api = client(await token({ tenant, permissions: [], access: 'ADMIN' }));
  const users = `/tenants/${tenant}/users`;
  return { tenant, api, users };
};

describe('tenant users', () => {
  it('creates, reads, updates and deletes users; the user code is unique per tenant, whatever its case', async () => {
    const w = await world();
    const created = await w.api.post(w.users, {
      tenantUserUid: 'u-kari',
      displayName: 'Kari Nordmann',
      userCode: 'kn1',
      email: 'kari@example.com',
      mobile: '+47 912 34 567',
      stores: ['oslo', 'oslo'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tenantUserUid: 'u-kari', role: 'STORE', stores: ['oslo'] });
    const clash = await w.api.post(w.users, { displayName: 'Knut', userCode: 'KN1' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].path).toBe('body.userCode');
    const bad = await w.api.post(w.users, { displayName: 'X', userCode: 'x 1', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => e.path).sort()).toEqual(['body.email', 'body.userCode']);

    const read = await w.api.get(`${w.users}/u-kari`);
    expect(read.headers.get('etag')).toBe('"1"');
    const renamed = await w.api.put(
      `${w.users}/u-kari`,
      { userCode: 'KN2', role: 'BACKOFFICE' },
      { 'if-match': '"1"' },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ userCode: 'KN2', role: 'BACKOFFICE' });
    expect((await w.api.put(`${w.users}/u-kari`, { displayName: 'K' }, { 'if-match': '"1"' })).status).toBe(
      412,
    );
    // The old code is free again.
    expect((await w.api.post(w.users, { displayName: 'Knut', userCode: 'kn1' })).status).toBe(201);
    expect((await w.api.delete(`${w.users}/u-kari`)).status).toBe(204);
    expect((await w.api.get(`${w.users}/u-kari`)).status).toBe(404);
    expect((await w.api.post(w.users, { displayName: 'Kim', userCode: 'kn2' })).status).toBe(201);
  });

  it('searches over name, code and e-mail with GET query parameters, filtered by store', async () => {
    const w = await world();
    const people = [
      ['Kari Nordmann', '1042', 'kari@example.com', ['oslo']],
      ['Ola Nordmann', '1043', 'ola@example.com', ['bergen']],
      ['Åse Ødegård', '2001', 'aa@shop.no', ['oslo', 'bergen']],
    ] as const;
    for (const [displayName, userCode, email, stores] of people) {
      expect((await w.api.post(w.users, { displayName, userCode, email, stores })).status).toBe(201);
    }
    const names = async (qs: string) =>
      (await w.api.get(`${w.users}/search?${qs}`)).body.items.map((u: any) => u.displayName);
    expect(await names('query=nordmann')).toEqual(['Kari Nordmann', 'Ola Nordmann']);
    expect(await names('query=nordmann&storeUid=oslo')).toEqual(['Kari Nordmann']);
    expect(await names('query=1043')).toEqual(['Ola Nordmann']);
    expect(await names('query=shop.no')).toEqual(['Åse Ødegård']);
    // Case and accents fold: 'ØDEGARD' finds 'Ødegård' (Ø is a letter of its own, not O with a mark).
    expect(await names(`query=${encodeURIComponent('ØDEGARD')}`)).toEqual(['Åse Ødegård']);
    expect(await names(`query=${encodeURIComponent('ase')}`)).toEqual(['Åse Ødegård']);
    expect(await names('storeUid=bergen&sortBy=userCode&sortDirection=DESC')).toEqual([
      'Åse Ødegård',
      'Ola Nordmann',
    ]);
    const page = await w.api.get(`${w.users}/search?pageSize=2&pageNumber=2`);
    expect(page.body.paging).toEqual({ pageNumber: 2, pageSize: 2, totalCount: 3 });
    expect((await w.api.get(w.users)).body.paging.totalCount).toBe(3);
  });

  it('keeps users to their tenant and lets store-level tokens read but not write', async () => {
    const a = await world();
    const b = await world();
    await a.api.post(a.users, { tenantUserUid: 'same', displayName: 'In A', userCode: 'A1' });
    expect((await b.api.get(`${b.users}/same`)).status).toBe(404);
    expect((await b.api.get(`${b.users}/search?query=In`)).body.items).toEqual([]);
    expect((await b.api.get(`${a.users}/same`)).status).toBe(403);
    // The code is per tenant: B may use it.
    expect(
      (await b.api.post(b.users, { tenantUserUid: 'same', displayName: 'In B', userCode: 'A1' })).status,
    ).toBe(201);
    const store = client(await token({ tenant: a.tenant, permissions: [], access: 'STORE' }));
    expect((await store.get(`${a.users}/search?query=in`)).body.items).toHaveLength(1);
    expect((await store.post(a.users, { displayName: 'X', userCode: 'X1' })).status).toBe(403);
  });

  it("copies a user's name and code onto a customer's accountManager, and refuses a user that does not exist", async () => {
    const w = await world();
    await w.api.post(w.users, { tenantUserUid: 'u-am', displayName: 'Anne Manager', userCode: 'AM1' });
    const customers = `/tenants/${w.tenant}/customers`;
    const api = client(await token({ tenant: w.tenant, permissions: ['CUSTOMER'], access: 'ADMIN' }));
    const created = await api.post(customers, {
      firstname: 'Per',
      lastname: 'Hansen',
      accountManager: { tenantUserUid: 'u-am', displayName: 'stale', userCode: '' },
    });
    expect(created.status).toBe(201);
    expect(created.body.accountManager).toEqual({
      tenantUserUid: 'u-am',
      displayName: 'Anne Manager',
      userCode: 'AM1',
    });
    const missing = await api.put(`${customers}/${created.body.customerUid}`, {
      accountManager: { tenantUserUid: 'nobody' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].path).toBe('body.accountManager.tenantUserUid');
  });
});
