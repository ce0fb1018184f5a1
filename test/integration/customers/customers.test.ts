import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { customerTenant, eventsOf, newCustomer } from './helpers.ts';

describe('customers: create', () => {
  it('creates a customer with a custom uid, derived displayName and E.164 mobile (201)', async () => {
    const t = await customerTenant();
    const customerUid = uniqueUid('c');
    const res = await t.api.post(t.customers, {
      customerUid,
      firstname: ' Kari ',
      lastname: 'Nordmann',
      email: 'Kari@Example.com',
      mobile: '912 34 567',
      countryCode: 'no',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      customerUid,
      customerType: 'PERSON',
      displayName: 'Kari Nordmann',
      firstname: 'Kari',
      email: 'Kari@Example.com',
      mobile: '+4791234567',
      countryCode: 'NO',
      contacts: [],
      relevance: 0,
    });
    expect(res.body.createdAt).toBe(res.body.lastModifiedAt);
  });

  it('generates a uid and names a COMPANY by its companyName', async () => {
    const t = await customerTenant();
    const res = await t.api.post(t.customers, {
      customerType: 'COMPANY',
      companyName: 'Nordlys Kaffe AS',
      firstname: 'Per',
      mobile: '+46 70 123 45 67',
    });
    expect(res.status).toBe(201);
    expect(res.body.customerUid).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(res.body.displayName).toBe('Nordlys Kaffe AS');
    expect(res.body.mobile).toBe('+46701234567');
  });

  it('keeps nested data: addresses get uids and display names, consents a timestamp', async () => {
    const t = await customerTenant();
    const res = await t.api.post(t.customers, {
      firstname: 'Ada',
      addresses: [{ firstname: 'Ada', lastname: 'L', city: 'Oslo' }],
      consents: [{ name: 'newsletter', status: true }],
      credit: { limit: 100000, balance: 2500 },
      paymentTerms: 14,
      customerGroupUids: ['vip'],
    });
    expect(res.status).toBe(201);
    expect(res.body.addresses[0]).toMatchObject({
      type: 'DELIVERY_ADDRESS',
      displayName: 'Ada L',
      city: 'Oslo',
    });
    expect(res.body.addresses[0].customerAddressUid).toBeTruthy();
    expect(res.body.consents[0]).toMatchObject({ name: 'newsletter', status: true, source: '' });
    expect(Date.parse(res.body.consents[0].createdAt)).not.toBeNaN();
    expect(res.body).toMatchObject({ credit: { limit: 100000, balance: 2500 }, paymentTerms: 14 });
  });

  it('answers a duplicate uid with 409 and writes no second event', async () => {
    const t = await customerTenant();
    const uid = await newCustomer(t);
    const again = await t.api.post(t.customers, { customerUid: uid, firstname: 'Other' });
    expect(again.status).toBe(409);
    expect((await t.api.get(`${t.customers}/${uid}`)).body.firstname).toBe('Ola');
    const events = await eventsOf(t.tenant);
    expect(events.map((e) => e.action)).toEqual(['CUSTOMER_CREATE']);
  });

  it.each([
    [{ firstname: '' }, 'body.firstname'],
    [{ customerType: 'COMPANY', firstname: 'A' }, 'body.companyName'],
    [{ firstname: 'A', email: 'not-an-email' }, 'body.email'],
    [{ firstname: 'A', mobile: '12' }, 'body.mobile'],
    [{ firstname: 'A', customerUid: 'bad uid!' }, 'body.customerUid'],
    [{ firstname: 'x'.repeat(101) }, 'body.firstname'],
    [{ firstname: 'A', paymentTerms: 'soon' }, 'body.paymentTerms'],
    [{ firstname: 'A', customerType: 'ROBOT' }, 'body.customerType'],
    [{ firstname: 'A', countryCode: 'NOR' }, 'body.countryCode'],
    [{ firstname: 'A', credit: { limit: 1.5, balance: 0 } }, 'body.credit.limit'],
  ])('rejects bad input %j naming %s (400)', async (body, path) => {
    const t = await customerTenant();
    const res = await t.api.post(t.customers, body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await eventsOf(t.tenant)).toEqual([]);
  });

  it('lists every invalid field at once', async () => {
    const t = await customerTenant();
    const res = await t.api.post(t.customers, { firstname: 1, email: 'x', mobile: 'abc' });
    expect(res.status).toBe(400);
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.firstname', 'body.email', 'body.mobile']));
  });

  it('requires an existing parent customer (404 naming the field) and not itself (400)', async () => {
    const t = await customerTenant();
    const missing = await t.api.post(t.customers, { firstname: 'A', customerParentUid: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].path).toBe('body.customerParentUid');
    const parent = await newCustomer(t);
    const child = await t.api.post(t.customers, { firstname: 'B', customerParentUid: parent });
    expect(child.status).toBe(201);
    expect(child.body.customerParentUid).toBe(parent);
    const self = await t.api.put(`${t.customers}/${child.body.customerUid}`, {
      customerParentUid: child.body.customerUid,
    });
    expect(self.status).toBe(400);
  });
});

describe('customers: read, update, delete', () => {
  it('reads a customer (200) and answers 404 for an unknown uid', async () => {
    const t = await customerTenant();
    const uid = await newCustomer(t, { email: 'ola@example.com' });
    const res = await t.api.get(`${t.customers}/${uid}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      customerUid: uid,
      displayName: 'Ola Nordmann',
      email: 'ola@example.com',
    });
    const missing = await t.api.get(`${t.customers}/nope`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].path).toBe('params.customerUid');
  });

  it('updates partially: omitted fields stay, "" clears, displayName follows (200)', async () => {
    const t = await customerTenant();
    const uid = await newCustomer(t, { email: 'ola@example.com', city: 'Oslo' });
    const before = await t.api.get(`${t.customers}/${uid}`);
    const res = await t.api.put(`${t.customers}/${uid}`, { firstname: 'Kari', email: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstname: 'Kari', lastname: 'Nordmann', displayName: 'Kari Nordmann' });
    expect(res.body).toMatchObject({ email: '', city: 'Oslo', createdAt: before.body.createdAt });
    expect(res.body.lastModifiedAt >= before.body.lastModifiedAt).toBe(true);
    const read = await t.api.get(`${t.customers}/${uid}`);
    expect(read.body).toEqual(res.body);
  });

  it('rejects an update that leaves a PERSON without a name, and an unknown uid', async () => {
    const t = await customerTenant();
    const uid = await newCustomer(t);
    expect((await t.api.put(`${t.customers}/${uid}`, { firstname: '', lastname: '' })).status).toBe(400);
    expect((await t.api.put(`${t.customers}/nope`, { firstname: 'A' })).status).toBe(404);
  });

  it('deletes a customer (204); it is gone afterwards (404)', async () => {
    const t = await customerTenant();
    const uid = await newCustomer(t);
    const res = await t.api.delete(`${t.customers}/${uid}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.api.get(`${t.customers}/${uid}`)).status).toBe(404);
    expect((await t.api.delete(`${t.customers}/${uid}`)).status).toBe(404);
  });

  it('writes CUSTOMER_CREATE, CUSTOMER_UPDATE and CUSTOMER_DELETE with the customer snapshot', async () => {
    const t = await customerTenant();
    const uid = await newCustomer(t, { mobile: '+4791234567' });
    await t.api.put(`${t.customers}/${uid}`, { lastname: 'Hansen' });
    await t.api.delete(`${t.customers}/${uid}`);
    const events = await eventsOf(t.tenant);
    expect(events.map((e) => e.action)).toEqual(['CUSTOMER_CREATE', 'CUSTOMER_UPDATE', 'CUSTOMER_DELETE']);
    expect(events[0]!.data.customer).toMatchObject({
      uid,
      displayName: 'Ola Nordmann',
      mobile: '+4791234567',
    });
    expect(typeof events[0]!.data.customer.id).toBe('number');
    expect(events[1]!.data.customer.displayName).toBe('Ola Hansen');
    expect(events[2]!.data.customer.uid).toBe(uid);
  });
});

describe('customers: list and search', () => {
  it('lists a page with paging metadata and sorts by an allowed field', async () => {
    const t = await customerTenant();
    for (const firstname of ['Cecilie', 'Anders', 'Berit']) await newCustomer(t, { firstname });
    const page = await t.api.get(`${t.customers}?pageSize=2&sortBy=firstname`);
    expect(page.status).toBe(200);
    expect(page.body.paging).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3 });
    expect(page.body.items.map((c: { firstname: string }) => c.firstname)).toEqual(['Anders', 'Berit']);
    const second = await t.api.get(
      `${t.customers}?pageSize=2&pageNumber=2&sortBy=firstname&sortDirection=DESC`,
    );
    expect(second.body.items.map((c: { firstname: string }) => c.firstname)).toEqual(['Anders']);
  });

  it('rejects bad paging (400)', async () => {
    const t = await customerTenant();
    expect((await t.api.get(`${t.customers}?pageSize=501`)).status).toBe(400);
    expect((await t.api.get(`${t.customers}?pageNumber=0`)).status).toBe(400);
    expect((await t.api.get(`${t.customers}?sortBy=internalNote`)).status).toBe(400);
  });

  it('searches fuzzily over words of names, company, e-mail and mobile, case-insensitively', async () => {
    const t = await customerTenant();
    const kari = await newCustomer(t, { firstname: 'Kari', lastname: 'Bakken', email: 'kb@fjord.no' });
    const ola = await newCustomer(t, { firstname: 'Ola', lastname: 'Fjordheim', mobile: '91234567' });
    await newCustomer(t, { customerType: 'COMPANY', companyName: 'Sol AS', firstname: 'Per' });
    const uids = async (body: object) =>
      (await t.api.post(`${t.customers}/search`, body)).body.items.map(
        (c: { customerUid: string }) => c.customerUid,
      );
    expect(await uids({ query: 'FJORD' })).toEqual(expect.arrayContaining([kari, ola]));
    expect(await uids({ query: 'FJORD' })).toHaveLength(2);
    expect(await uids({ query: 'akke' })).toEqual([kari]);
    expect(await uids({ query: 'ola fjord' })).toEqual([ola]);
    expect(await uids({ query: '1234' })).toEqual([ola]);
    expect(await uids({ query: 'zzz' })).toEqual([]);
    expect(await uids({ query: '', customerType: 'COMPANY' })).toHaveLength(1);
  });

  it('ranks whole-word matches first and reports relevance', async () => {
    const t = await customerTenant();
    const partial = await newCustomer(t, { firstname: 'Annabel' });
    const exact = await newCustomer(t, { firstname: 'Anna' });
    const res = await t.api.post(`${t.customers}/search`, { query: 'anna' });
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: { customerUid: string }) => c.customerUid)).toEqual([exact, partial]);
    expect(res.body.items[0].relevance).toBeGreaterThan(res.body.items[1].relevance);
  });

  it('matches email (case-insensitive) and mobile (any notation) exactly', async () => {
    const t = await customerTenant();
    const a = await newCustomer(t, { email: 'Ola@Example.com', mobile: '+47 912 34 567' });
    await newCustomer(t, { email: 'ola@example.co', mobile: '41234567' });
    const byEmail = await t.api.post(`${t.customers}/search`, { email: 'ola@example.COM' });
    expect(byEmail.body.items.map((c: { customerUid: string }) => c.customerUid)).toEqual([a]);
    const byMobile = await t.api.post(`${t.customers}/search`, { mobile: '91234567' });
    expect(byMobile.body.items.map((c: { customerUid: string }) => c.customerUid)).toEqual([a]);
    const both = await t.api.post(`${t.customers}/search`, { email: 'ola@example.com', mobile: '41234567' });
    expect(both.body.items).toEqual([]);
    expect((await t.api.post(`${t.customers}/search`, { mobile: 'abc' })).status).toBe(400);
  });
});

describe('customers: authorization and tenant isolation', () => {
  it('lets SALES_ORDER read but not write', async () => {
    const t = await customerTenant();
    const uid = await newCustomer(t);
    const sales = await t.as(['SALES_ORDER']);
    expect((await sales.get(`${t.customers}/${uid}`)).status).toBe(200);
    expect((await sales.post(`${t.customers}/search`, {})).status).toBe(200);
    expect((await sales.post(t.customers, { firstname: 'A' })).status).toBe(403);
    expect((await sales.put(`${t.customers}/${uid}`, { firstname: 'A' })).status).toBe(403);
    expect((await sales.delete(`${t.customers}/${uid}`)).status).toBe(403);
  });

  it('never shows or changes another tenant’s customer', async () => {
    const a = await customerTenant();
    const b = await customerTenant();
    const uid = await newCustomer(a, { email: 'secret@example.com' });
    expect((await b.api.get(`${b.customers}/${uid}`)).status).toBe(404);
    expect((await b.api.put(`${b.customers}/${uid}`, { firstname: 'X' })).status).toBe(404);
    expect((await b.api.delete(`${b.customers}/${uid}`)).status).toBe(404);
    expect((await b.api.get(b.customers)).body.items).toEqual([]);
    expect((await b.api.post(`${b.customers}/search`, { email: 'secret@example.com' })).body.items).toEqual(
      [],
    );
    expect((await b.api.get(`${a.customers}/${uid}`)).status).toBe(403);
    // Same uid in tenant B is a different customer, not a conflict.
    expect((await b.api.post(b.customers, { customerUid: uid, firstname: 'B' })).status).toBe(201);
    expect((await a.api.get(`${a.customers}/${uid}`)).body.firstname).toBe('Ola');
  });
});
