import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { customerTenant, eventsOf, newContact, newCustomer } from './helpers.ts';

const paths = (res: { body: { errors?: { path: string }[] } }) => (res.body.errors ?? []).map((e) => e.path);

describe('customer contacts (tenant level): create and read', () => {
  it('creates a contact with links in one step (201), role defaulting to CONTACT', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t, { customerType: 'COMPANY', companyName: 'Fjord AS' });
    const c2 = await newCustomer(t);
    const customerContactUid = uniqueUid('cc');
    const res = await t.api.post(t.contacts, {
      customerContactUid,
      firstname: 'Kari',
      lastname: 'Nordmann',
      email: 'kari@fjord.no',
      mobile: '+47 912 34 567',
      customers: [{ customerUid: c1, role: 'ADMIN' }, { customerUid: c2 }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      customerContactUid,
      firstname: 'Kari',
      lastname: 'Nordmann',
      displayName: 'Kari Nordmann',
      email: 'kari@fjord.no',
      mobile: '+4791234567',
    });
    const expected = [
      { customerUid: c1, displayName: 'Fjord AS', role: 'ADMIN', extensions: [] },
      { customerUid: c2, displayName: 'Ola Nordmann', role: 'CONTACT', extensions: [] },
    ].sort((a, b) => a.customerUid.localeCompare(b.customerUid));
    expect(res.body.customers).toEqual(expected);
    const read = await t.api.get(`${t.contacts}/${customerContactUid}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
    const customers = await t.api.get(`${t.contacts}/${customerContactUid}/customers`);
    expect(customers.status).toBe(200);
    expect(customers.body).toEqual({ items: expected });
  });

  it('creates a contact without customers; email and mobile are empty strings when absent', async () => {
    const t = await customerTenant();
    const body = await newContact(t);
    expect(body).toMatchObject({ email: '', mobile: '', customers: [], displayName: 'Kari Nordmann' });
    expect(body.customerContactUid).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('emits CUSTOMER_UPDATE for every linked customer, in the same write', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const c2 = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c1 }, { customerUid: c2 }] });
    const updates = (await eventsOf(t.tenant)).filter((e) => e.action === 'CUSTOMER_UPDATE');
    expect(updates.map((e) => e.data.customer.uid).sort()).toEqual([c1, c2].sort());
    for (const e of updates) {
      expect(e.data.contact).toEqual({
        id: expect.any(Number),
        uid: contact.customerContactUid,
        displayName: 'Kari Nordmann',
        change: 'LINKED',
      });
    }
  });

  it('answers 404 naming every unknown customer and writes nothing', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const uid = uniqueUid('cc');
    const res = await t.api.post(t.contacts, {
      customerContactUid: uid,
      firstname: 'A',
      lastname: 'B',
      customers: [{ customerUid: 'nope-1' }, { customerUid: c1 }, { customerUid: 'nope-2' }],
    });
    expect(res.status).toBe(404);
    expect(paths(res)).toEqual(['body.customers.0.customerUid', 'body.customers.2.customerUid']);
    expect((await t.api.get(`${t.contacts}/${uid}`)).status).toBe(404);
    expect((await t.api.get(`${t.customers}/${c1}/contacts`)).body.items).toEqual([]);
    expect((await eventsOf(t.tenant)).map((e) => e.action)).toEqual(['CUSTOMER_CREATE']);
  });

  it('answers a duplicate customerContactUid with 409 and keeps the first contact', async () => {
    const t = await customerTenant();
    const first = await newContact(t, { customerContactUid: uniqueUid('cc') });
    const res = await t.api.post(t.contacts, {
      customerContactUid: first.customerContactUid,
      firstname: 'Other',
      lastname: 'Person',
    });
    expect(res.status).toBe(409);
    expect((await t.api.get(`${t.contacts}/${first.customerContactUid}`)).body.firstname).toBe('Kari');
  });

  it.each([
    [{ lastname: 'B' }, 'body.firstname'],
    [{ firstname: 'A' }, 'body.lastname'],
    [{ firstname: '  ', lastname: 'B' }, 'body.firstname'],
    [{ firstname: 'A', lastname: 'B', email: 'nope' }, 'body.email'],
    [{ firstname: 'A', lastname: 'B', mobile: '+47 12' }, 'body.mobile'],
    [{ firstname: 'A', lastname: 'B', mobile: 91234567 }, 'body.mobile'],
    [{ firstname: 'A', lastname: 'B', customerContactUid: 'a/b' }, 'body.customerContactUid'],
    [{ firstname: 'A'.repeat(101), lastname: 'B' }, 'body.firstname'],
    [
      { firstname: 'A', lastname: 'B', customers: [{ customerUid: 'c', role: 'OWNER' }] },
      'body.customers.0.role',
    ],
    [{ firstname: 'A', lastname: 'B', customers: [{ customerUid: 'c x' }] }, 'body.customers.0.customerUid'],
    [{ firstname: 'A', lastname: 'B', customers: 'c1' }, 'body.customers'],
    [
      { firstname: 'A', lastname: 'B', customers: [{ customerUid: 'c' }, { customerUid: 'c' }] },
      'body.customers.1.customerUid',
    ],
  ])('rejects %j naming %s (400)', async (body, path) => {
    const t = await customerTenant();
    const res = await t.api.post(t.contacts, body);
    expect(res.status).toBe(400);
    expect(paths(res)).toContain(path);
  });

  it('rejects a body that is not JSON (400) or not application/json (415)', async () => {
    const t = await customerTenant();
    const { call, token } = await import('#test/support/api.ts');
    const bearer = await token({ tenant: t.tenant });
    expect((await call('POST', t.contacts, { token: bearer, rawBody: '{"firstname":' })).status).toBe(400);
    const text = await call('POST', t.contacts, { token: bearer, rawBody: 'x', contentType: 'text/plain' });
    expect(text.status).toBe(415);
  });

  it('answers 404 for an unknown contact on every contact path', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const p = `${t.contacts}/nope`;
    expect((await t.api.get(p)).status).toBe(404);
    expect((await t.api.put(p, { firstname: 'A' })).status).toBe(404);
    expect((await t.api.delete(p)).status).toBe(404);
    expect((await t.api.get(`${p}/customers`)).status).toBe(404);
    expect((await t.api.post(`${p}/customers`, { customers: [{ customerUid: c }] })).status).toBe(404);
    expect((await t.api.delete(`${p}/customers/${c}`)).status).toBe(404);
  });
});

describe('customer contacts (tenant level): update and delete', () => {
  it('updates partially, rewrites what customers see and emits CUSTOMER_UPDATE per customer', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const contact = await newContact(t, {
      email: 'k@x.no',
      mobile: '91234567',
      customers: [{ customerUid: c1 }],
    });
    const uid = contact.customerContactUid;
    const res = await t.api.put(`${t.contacts}/${uid}`, { lastname: 'Hansen', mobile: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstname: 'Kari', lastname: 'Hansen', displayName: 'Kari Hansen' });
    expect(res.body).toMatchObject({ email: 'k@x.no', mobile: '', createdAt: contact.createdAt });
    expect(res.body.customers).toHaveLength(1);
    const scoped = await t.api.get(`${t.customers}/${c1}/contacts/${uid}`);
    expect(scoped.body).toMatchObject({ displayName: 'Kari Hansen', mobile: '', role: 'CONTACT' });
    const customer = await t.api.get(`${t.customers}/${c1}`);
    expect(customer.body.contacts.map((x: { displayName: string }) => x.displayName)).toEqual([
      'Kari Hansen',
    ]);
    const updated = (await eventsOf(t.tenant)).filter((e) => e.data.contact?.change === 'UPDATED');
    expect(updated.map((e) => e.data.customer.uid)).toEqual([c1]);
  });

  it('treats an update that changes nothing as a no-op without events', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c1 }] });
    const before = (await eventsOf(t.tenant)).length;
    const res = await t.api.put(`${t.contacts}/${contact.customerContactUid}`, { firstname: 'Kari' });
    expect(res.status).toBe(200);
    expect(res.body.lastModifiedAt).toBe(contact.lastModifiedAt);
    expect((await eventsOf(t.tenant)).length).toBe(before);
  });

  it('rejects a bad update (400) and leaves the contact unchanged', async () => {
    const t = await customerTenant();
    const contact = await newContact(t);
    const res = await t.api.put(`${t.contacts}/${contact.customerContactUid}`, {
      email: 'bad',
      lastname: '',
    });
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(expect.arrayContaining(['body.email', 'body.lastname']));
    expect((await t.api.get(`${t.contacts}/${contact.customerContactUid}`)).body).toEqual(contact);
  });

  it('deletes a contact with all its links (204)', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const c2 = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c1 }, { customerUid: c2 }] });
    const uid = contact.customerContactUid;
    const res = await t.api.delete(`${t.contacts}/${uid}`);
    expect(res.status).toBe(204);
    expect((await t.api.get(`${t.contacts}/${uid}`)).status).toBe(404);
    for (const c of [c1, c2]) {
      expect((await t.api.get(`${t.customers}/${c}/contacts`)).body.items).toEqual([]);
      expect((await t.api.get(`${t.customers}/${c}/contacts/${uid}`)).status).toBe(404);
    }
    const deleted = (await eventsOf(t.tenant)).filter((e) => e.data.contact?.change === 'DELETED');
    expect(deleted.map((e) => e.data.customer.uid).sort()).toEqual([c1, c2].sort());
    // The customers can be deleted afterwards: their contact counts went back to zero.
    expect((await t.api.delete(`${t.customers}/${c1}`)).status).toBe(204);
  });
});

describe('customer contacts (tenant level): links', () => {
  it('adds customers (200), and an existing link takes the new role', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const c2 = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c1 }] });
    const path = `${t.contacts}/${contact.customerContactUid}/customers`;
    const res = await t.api.post(path, {
      customers: [
        { customerUid: c1, role: 'INVOICE_RECIPIENT' },
        { customerUid: c2, role: 'ORDER_RECIPIENT' },
      ],
    });
    expect(res.status).toBe(200);
    const roles = Object.fromEntries(
      res.body.items.map((l: { customerUid: string; role: string }) => [l.customerUid, l.role]),
    );
    expect(roles).toEqual({ [c1]: 'INVOICE_RECIPIENT', [c2]: 'ORDER_RECIPIENT' });
    expect((await t.api.get(path)).body).toEqual(res.body);
    expect((await t.api.get(`${t.customers}/${c1}/contacts/${contact.customerContactUid}`)).body.role).toBe(
      'INVOICE_RECIPIENT',
    );
    const changes = (await eventsOf(t.tenant)).flatMap((e) =>
      e.data.contact ? [e.data.contact.change] : [],
    );
    // The create's LINKED comes first; the two events of the second transaction share its
    // timestamp, so their relative order is not defined.
    expect(changes[0]).toBe('LINKED');
    expect(changes.slice(1).sort()).toEqual(['LINKED', 'ROLE_CHANGED']);
  });

  it('re-adding a link with the same role writes nothing', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c1 }] });
    const before = (await eventsOf(t.tenant)).length;
    const res = await t.api.post(`${t.contacts}/${contact.customerContactUid}/customers`, {
      customers: [{ customerUid: c1 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect((await eventsOf(t.tenant)).length).toBe(before);
  });

  it('answers 404 for unknown customers when adding links, and 400 for an empty list', async () => {
    const t = await customerTenant();
    const contact = await newContact(t);
    const path = `${t.contacts}/${contact.customerContactUid}/customers`;
    const res = await t.api.post(path, { customers: [{ customerUid: 'ghost' }] });
    expect(res.status).toBe(404);
    expect(paths(res)).toEqual(['body.customers.0.customerUid']);
    expect((await t.api.post(path, { customers: [] })).status).toBe(400);
    expect((await t.api.get(path)).body.items).toEqual([]);
  });

  it('removes one customer from a contact (204); the contact stays', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c1 }] });
    const uid = contact.customerContactUid;
    const res = await t.api.delete(`${t.contacts}/${uid}/customers/${c1}`);
    expect(res.status).toBe(204);
    expect((await t.api.get(`${t.contacts}/${uid}`)).body.customers).toEqual([]);
    expect((await t.api.get(`${t.customers}/${c1}/contacts`)).body.items).toEqual([]);
    expect((await t.api.delete(`${t.contacts}/${uid}/customers/${c1}`)).status).toBe(404);
    const last = (await eventsOf(t.tenant)).at(-1)!;
    expect(last.data).toMatchObject({ customer: { uid: c1 }, contact: { change: 'UNLINKED' } });
  });
});

describe('customer contacts (tenant level): list and search', () => {
  it('lists contacts with their customers, paged', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    await newContact(t, { firstname: 'Berit', customers: [{ customerUid: c1 }] });
    await newContact(t, { firstname: 'Anne' });
    await newContact(t, { firstname: 'Cato' });
    const res = await t.api.get(`${t.contacts}?pageSize=2`);
    expect(res.status).toBe(200);
    expect(res.body.paging).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3 });
    expect(res.body.items.map((c: { firstname: string }) => c.firstname)).toEqual(['Anne', 'Berit']);
    expect(res.body.items[1].customers.map((l: { customerUid: string }) => l.customerUid)).toEqual([c1]);
    expect((await t.api.get(`${t.contacts}?sortBy=role`)).status).toBe(400);
  });

  it('searches by query (words containing it), exact email and exact mobile', async () => {
    const t = await customerTenant();
    const kari = await newContact(t, {
      firstname: 'Kari',
      lastname: 'Bakken',
      email: 'Kari@Fjord.no',
      mobile: '91234567',
    });
    const per = await newContact(t, { firstname: 'Per', lastname: 'Fjordvik', mobile: '+46701234567' });
    const uids = async (body: object) =>
      (await t.api.post(`${t.contacts}/search`, body)).body.items.map(
        (c: { customerContactUid: string }) => c.customerContactUid,
      );
    expect((await uids({ query: 'fjord' })).sort()).toEqual(
      [kari.customerContactUid, per.customerContactUid].sort(),
    );
    expect(await uids({ query: 'AKK' })).toEqual([kari.customerContactUid]);
    expect(await uids({ query: 'kari bakken' })).toEqual([kari.customerContactUid]);
    expect(await uids({ query: 'kari per' })).toEqual([]);
    expect(await uids({ email: 'kari@fjord.NO' })).toEqual([kari.customerContactUid]);
    expect(await uids({ email: 'kari@fjord' })).toEqual([]);
    expect(await uids({ mobile: '+47 91 23 45 67' })).toEqual([kari.customerContactUid]);
    expect(await uids({ mobile: '412 34 567' })).toEqual([]);
    expect(await uids({ mobile: '+46 70 123 45 67', query: 'per' })).toEqual([per.customerContactUid]);
    expect(await uids({ query: '', email: '' })).toHaveLength(2);
    const bad = await t.api.post(`${t.contacts}/search`, { mobile: 'call me', query: 5 });
    expect(bad.status).toBe(400);
    expect(paths(bad)).toEqual(expect.arrayContaining(['body.mobile', 'body.query']));
  });
});

describe('customer contacts (tenant level): permissions and isolation', () => {
  it('requires backoffice access for contact writes, and CUSTOMER for deletes', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c1 }] });
    const p = `${t.contacts}/${contact.customerContactUid}`;
    const store = await t.as(['CUSTOMER'], 'STORE');
    expect((await store.get(p)).status).toBe(200);
    expect((await store.post(t.contacts, { firstname: 'A', lastname: 'B' })).status).toBe(403);
    expect((await store.put(p, { firstname: 'A' })).status).toBe(403);
    expect((await store.delete(p)).status).toBe(403);
    const sales = await t.as(['SALES_ORDER'], 'BACKOFFICE');
    expect((await sales.post(t.contacts, { firstname: 'A', lastname: 'B' })).status).toBe(201);
    expect((await sales.put(p, { firstname: 'Kaja' })).status).toBe(200);
    expect((await sales.post(`${p}/customers`, { customers: [{ customerUid: c1 }] })).status).toBe(200);
    expect((await sales.delete(`${p}/customers/${c1}`)).status).toBe(403);
    expect((await sales.delete(p)).status).toBe(403);
    const backoffice = await t.as(['CUSTOMER'], 'BACKOFFICE');
    expect((await backoffice.delete(p)).status).toBe(204);
  });

  it('never lets another tenant see or change a contact, even with its uid', async () => {
    const a = await customerTenant();
    const b = await customerTenant();
    const ca = await newCustomer(a);
    const cb = await newCustomer(b);
    const contact = await newContact(a, { email: 'x@a.no', customers: [{ customerUid: ca }] });
    const uid = contact.customerContactUid;
    expect((await b.api.get(`${b.contacts}/${uid}`)).status).toBe(404);
    expect((await b.api.put(`${b.contacts}/${uid}`, { firstname: 'Evil' })).status).toBe(404);
    expect((await b.api.delete(`${b.contacts}/${uid}`)).status).toBe(404);
    expect(
      (await b.api.post(`${b.contacts}/${uid}/customers`, { customers: [{ customerUid: cb }] })).status,
    ).toBe(404);
    expect((await b.api.get(b.contacts)).body.items).toEqual([]);
    expect((await b.api.post(`${b.contacts}/search`, { email: 'x@a.no' })).body.items).toEqual([]);
    // Tenant B cannot link tenant A's customer either.
    const link = await b.api.post(b.contacts, {
      firstname: 'A',
      lastname: 'B',
      customers: [{ customerUid: ca }],
    });
    expect(link.status).toBe(404);
    expect((await b.api.get(`${a.contacts}/${uid}`)).status).toBe(403);
    expect((await a.api.get(`${a.contacts}/${uid}`)).body).toEqual(contact);
  });
});
