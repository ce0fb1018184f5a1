import { describe, expect, it } from 'vitest';
import { client, token, uniqueUid } from '#test/support/api.ts';
import { accountingStore, seedCustomer } from './fixtures.ts';

const paths = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path);

describe('customer accounting', () => {
  it('sets and reads a ledger number per store, leading zeros kept', async () => {
    const { api, base, tenant } = await accountingStore();
    const customerUid = await seedCustomer(tenant);
    expect((await api.get(`${base}/customers/${customerUid}`)).body).toEqual({});
    const put = await api.put(`${base}/customers/${customerUid}`, { ledgerNumber: '0010042' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ledgerNumber: '0010042' });
    expect((await api.get(`${base}/customers/${customerUid}`)).body).toEqual({ ledgerNumber: '0010042' });
    await api.put(`${base}/customers/${customerUid}`, { ledgerNumber: '10043' });
    expect((await api.get(`${base}/customers/${customerUid}`)).body).toEqual({ ledgerNumber: '10043' });
  });

  it('answers 404 naming the customer when it does not exist, and writes nothing', async () => {
    const { api, base } = await accountingStore();
    const missing = uniqueUid('nobody');
    const get = await api.get(`${base}/customers/${missing}`);
    expect(get.status).toBe(404);
    expect(paths(get)).toEqual(['params.customerUid']);
    const put = await api.put(`${base}/customers/${missing}`, { ledgerNumber: '1' });
    expect(put.status).toBe(404);
    expect(paths(put)).toEqual(['params.customerUid']);
    expect((await api.get(`${base}/customers/${missing}/full`)).status).toBe(404);
  });

  it('requires the ledger number as a digit string', async () => {
    const { api, base, tenant } = await accountingStore();
    const customerUid = await seedCustomer(tenant);
    for (const ledgerNumber of [12345, '12-345', '', 'abc', undefined]) {
      const res = await api.put(`${base}/customers/${customerUid}`, { ledgerNumber });
      expect(res.status, String(ledgerNumber)).toBe(400);
      expect(paths(res)).toEqual(['body.ledgerNumber']);
    }
    expect((await api.get(`${base}/customers/${customerUid}`)).body).toEqual({});
  });

  it('returns the full customer with its ledger number in this store', async () => {
    const { api, base, tenant } = await accountingStore();
    const customerUid = await seedCustomer(tenant, { vatNumber: 'NO999999999MVA', paymentTerms: 14 });
    const before = await api.get(`${base}/customers/${customerUid}/full`);
    expect(before.status).toBe(200);
    expect(before.body.accounting).toEqual({});
    await api.put(`${base}/customers/${customerUid}`, { ledgerNumber: '20001' });
    const full = await api.get(`${base}/customers/${customerUid}/full`);
    expect(full.status).toBe(200);
    expect(full.body.accounting).toEqual({ ledgerNumber: '20001' });
    expect(full.body.customer).toMatchObject({
      customerUid,
      customerType: 'COMPANY',
      companyName: 'Fjord Supplies AS',
      displayName: 'Fjord Supplies AS',
      vatNumber: 'NO999999999MVA',
      paymentTerms: 14,
      addresses: [],
      contacts: [],
    });
  });

  it('returns the customer exactly as the customers API does, contacts included', async () => {
    const { base, tenant } = await accountingStore();
    const api = client(
      await token({ tenant, permissions: ['ACCOUNTING_CONFIG', 'CUSTOMER'], access: 'BACKOFFICE' }),
    );
    const created = await api.post(`/tenants/${tenant}/customers`, {
      customerType: 'COMPANY',
      companyName: 'Nordlys Handel AS',
    });
    expect(created.status).toBe(201);
    const customerUid = created.body.customerUid;
    const contact = await api.post(`/tenants/${tenant}/customers/${customerUid}/contacts`, {
      firstname: 'Kari',
      lastname: 'Nordmann',
    });
    expect(contact.status).toBeLessThan(300);
    await api.put(`${base}/customers/${customerUid}`, { ledgerNumber: '0777' });

    const full = await api.get(`${base}/customers/${customerUid}/full`);
    const direct = await api.get(`/tenants/${tenant}/customers/${customerUid}`);
    expect(full.status).toBe(200);
    expect(full.body).toEqual({ accounting: { ledgerNumber: '0777' }, customer: direct.body });
    expect(full.body.customer.contacts.map((c: { firstname: string }) => c.firstname)).toEqual(['Kari']);

    expect((await api.delete(`/tenants/${tenant}/customers/${customerUid}`)).status).toBe(204);
    expect((await api.get(`${base}/customers/${customerUid}/full`)).status).toBe(404);
    expect((await api.get(`${base}/customers/${customerUid}`)).status).toBe(404);
  });
});
