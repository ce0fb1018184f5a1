import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { customerTenant, eventsOf, newContact, newCustomer } from './helpers.ts';

const scoped = (t: { customers: string }, customerUid: string) => `${t.customers}/${customerUid}/contacts`;

describe('customer contacts (customer scoped)', () => {
  it('creates a contact on a customer (200) with role and custom uid; reads it back', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const uid = uniqueUid('cc');
    const res = await t.api.post(scoped(t, c), {
      customerContactUid: uid,
      firstname: 'Kari',
      lastname: 'Nordmann',
      mobile: '004791234567',
      role: 'ADMIN',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      customerContactUid: uid,
      firstname: 'Kari',
      lastname: 'Nordmann',
      email: '',
      mobile: '+4791234567',
      displayName: 'Kari Nordmann',
      role: 'ADMIN',
      extensions: [],
      createdAt: res.body.createdAt,
      lastModifiedAt: res.body.createdAt,
    });
    expect((await t.api.get(`${scoped(t, c)}/${uid}`)).body).toEqual(res.body);
    const tenantLevel = await t.api.get(`${t.contacts}/${uid}`);
    expect(tenantLevel.body.customers).toEqual([
      { customerUid: c, displayName: 'Ola Nordmann', role: 'ADMIN', extensions: [] },
    ]);
    const customer = await t.api.get(`${t.customers}/${c}`);
    expect(customer.body.contacts).toEqual([res.body]);
    const [, linked] = await eventsOf(t.tenant);
    expect(linked).toMatchObject({ action: 'CUSTOMER_UPDATE', data: { contact: { change: 'LINKED' } } });
  });

  it('defaults the role to CONTACT and answers 404 for an unknown customer', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const res = await t.api.post(scoped(t, c), { firstname: 'A', lastname: 'B' });
    expect(res.body.role).toBe('CONTACT');
    const missing = await t.api.post(scoped(t, 'ghost'), { firstname: 'A', lastname: 'B' });
    expect(missing.status).toBe(404);
    expect((await t.api.get(scoped(t, 'ghost'))).status).toBe(404);
  });

  it('answers 409 for a duplicate uid, 400 for bad input', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const existing = await newContact(t);
    const dup = await t.api.post(scoped(t, c), {
      customerContactUid: existing.customerContactUid,
      firstname: 'A',
      lastname: 'B',
    });
    expect(dup.status).toBe(409);
    const bad = await t.api.post(scoped(t, c), { firstname: 'A', lastname: 'B', role: 'BOSS', email: 'x@' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['body.role', 'body.email']),
    );
    expect((await t.api.get(scoped(t, c))).body.items).toEqual([]);
  });

  it('lists the contacts of a customer (paged, sortable by role)', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    await t.api.post(scoped(t, c), { firstname: 'Bo', lastname: 'B', role: 'ORDER_RECIPIENT' });
    await t.api.post(scoped(t, c), { firstname: 'Al', lastname: 'A', role: 'ADMIN' });
    await newContact(t, { firstname: 'Cy', customers: [{ customerUid: c, role: 'INVOICE_RECIPIENT' }] });
    await newContact(t, { firstname: 'Other' });
    const res = await t.api.get(`${scoped(t, c)}?sortBy=role&pageSize=2`);
    expect(res.status).toBe(200);
    expect(res.body.paging).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3 });
    expect(res.body.items.map((x: { role: string }) => x.role)).toEqual(['ADMIN', 'INVOICE_RECIPIENT']);
  });

  it('updates partially through the customer; every customer sees the change', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const c2 = await newCustomer(t);
    const contact = await newContact(t, {
      customers: [{ customerUid: c1 }, { customerUid: c2, role: 'ADMIN' }],
    });
    const uid = contact.customerContactUid;
    const res = await t.api.put(`${scoped(t, c2)}/${uid}`, { email: 'new@x.no' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'new@x.no', role: 'ADMIN', firstname: 'Kari' });
    expect((await t.api.get(`${scoped(t, c1)}/${uid}`)).body.email).toBe('new@x.no');
    const other = await newCustomer(t);
    expect((await t.api.put(`${scoped(t, other)}/${uid}`, { email: 'a@b.no' })).status).toBe(404);
  });

  it('removes a contact from one customer (204) but keeps it for the others', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const c2 = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c1 }, { customerUid: c2 }] });
    const uid = contact.customerContactUid;
    expect((await t.api.delete(`${scoped(t, c1)}/${uid}`)).status).toBe(204);
    expect((await t.api.get(`${scoped(t, c1)}/${uid}`)).status).toBe(404);
    const still = await t.api.get(`${t.contacts}/${uid}`);
    expect(still.body.customers.map((l: { customerUid: string }) => l.customerUid)).toEqual([c2]);
    // Removing it from its last customer deletes the contact.
    expect((await t.api.delete(`${scoped(t, c2)}/${uid}`)).status).toBe(204);
    expect((await t.api.get(`${t.contacts}/${uid}`)).status).toBe(404);
    expect((await t.api.delete(`${scoped(t, c2)}/${uid}`)).status).toBe(404);
    const changes = (await eventsOf(t.tenant)).flatMap((e) =>
      e.data.contact ? [e.data.contact.change] : [],
    );
    expect(changes.slice(-2)).toEqual(['UNLINKED', 'DELETED']);
  });
});

describe('customer contact extensions', () => {
  it('adds an extension idempotently (200) and shows it in both views', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c }] });
    const path = `${scoped(t, c)}/${contact.customerContactUid}/extensions/EXT_INVOICE`;
    const first = await t.api.post(path, { storeUid: 'store-1' });
    expect(first.status).toBe(200);
    expect(first.body.extensions).toEqual([{ extensionCode: 'EXT_INVOICE', organizationUid: 'store-1' }]);
    const again = await t.api.post(path, { storeUid: 'store-1' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    await t.api.post(`${scoped(t, c)}/${contact.customerContactUid}/extensions/EXT_PROFILE_ID`, {
      storeUid: 'store-1',
    });
    const tenantLevel = await t.api.get(`${t.contacts}/${contact.customerContactUid}`);
    expect(tenantLevel.body.customers[0].extensions).toEqual([
      { extensionCode: 'EXT_INVOICE', organizationUid: 'store-1' },
      { extensionCode: 'EXT_PROFILE_ID', organizationUid: 'store-1' },
    ]);
    const changes = (await eventsOf(t.tenant)).flatMap((e) =>
      e.data.contact ? [e.data.contact.change] : [],
    );
    expect(changes).toEqual(['LINKED', 'EXTENSION_ADDED', 'EXTENSION_ADDED']);
  });

  it('removes an extension (204), idempotently', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c }] });
    const path = `${scoped(t, c)}/${contact.customerContactUid}/extensions/EXT_INVOICE`;
    await t.api.post(path, { storeUid: 's1' });
    await t.api.post(path, { storeUid: 's2' });
    expect((await t.api.delete(path, { storeUid: 's1' })).status).toBe(204);
    expect((await t.api.delete(path, { storeUid: 's1' })).status).toBe(204);
    const read = await t.api.get(`${scoped(t, c)}/${contact.customerContactUid}`);
    expect(read.body.extensions).toEqual([{ extensionCode: 'EXT_INVOICE', organizationUid: 's2' }]);
  });

  it('requires storeUid (400), a known code (400) and an existing contact of the customer (404)', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c }] });
    const base = `${scoped(t, c)}/${contact.customerContactUid}/extensions`;
    const noStore = await t.api.post(`${base}/EXT_INVOICE`, {});
    expect(noStore.status).toBe(400);
    expect(noStore.body.errors[0].path).toBe('body.storeUid');
    expect((await t.api.delete(`${base}/EXT_INVOICE`)).status).toBe(400);
    expect((await t.api.post(`${base}/EXT_OTHER`, { storeUid: 's' })).status).toBe(400);
    expect((await t.api.post(`${base}/EXT_INVOICE`, { storeUid: 'bad uid' })).status).toBe(400);
    const other = await newCustomer(t);
    const path = `${scoped(t, other)}/${contact.customerContactUid}/extensions/EXT_INVOICE`;
    expect((await t.api.post(path, { storeUid: 's' })).status).toBe(404);
  });
});

describe('deleting a customer', () => {
  it('removes its links and the contacts that belong to no other customer', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const c2 = await newCustomer(t);
    const shared = await newContact(t, { customers: [{ customerUid: c1 }, { customerUid: c2 }] });
    const own = (await t.api.post(scoped(t, c1), { firstname: 'Own', lastname: 'Contact' })).body;
    expect((await t.api.delete(`${t.customers}/${c1}`)).status).toBe(204);
    expect((await t.api.get(`${t.contacts}/${own.customerContactUid}`)).status).toBe(404);
    const kept = await t.api.get(`${t.contacts}/${shared.customerContactUid}`);
    expect(kept.status).toBe(200);
    expect(kept.body.customers.map((l: { customerUid: string }) => l.customerUid)).toEqual([c2]);
    // The surviving contact can be removed from its last customer and the customer deleted.
    expect((await t.api.delete(`${scoped(t, c2)}/${shared.customerContactUid}`)).status).toBe(204);
    expect((await t.api.delete(`${t.customers}/${c2}`)).status).toBe(204);
    expect((await t.api.get(t.contacts)).body.items).toEqual([]);
  });
});

describe('customer-scoped contacts: permissions and isolation', () => {
  it('requires backoffice for writes; STORE access may read', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c }] });
    const one = `${scoped(t, c)}/${contact.customerContactUid}`;
    const store = await t.as(['CUSTOMER'], 'STORE');
    expect((await store.get(scoped(t, c))).status).toBe(200);
    expect((await store.get(one)).status).toBe(200);
    expect((await store.post(scoped(t, c), { firstname: 'A', lastname: 'B' })).status).toBe(403);
    expect((await store.put(one, { firstname: 'A' })).status).toBe(403);
    expect((await store.delete(one)).status).toBe(403);
    expect((await store.post(`${one}/extensions/EXT_INVOICE`, { storeUid: 's' })).status).toBe(403);
    const sales = await t.as(['SALES_ORDER', 'RETURN_ORDER'], 'BACKOFFICE');
    expect((await sales.post(scoped(t, c), { firstname: 'A', lastname: 'B' })).status).toBe(200);
    expect((await sales.post(`${one}/extensions/EXT_INVOICE`, { storeUid: 's' })).status).toBe(403);
  });

  it('never exposes another tenant’s customer contacts', async () => {
    const a = await customerTenant();
    const b = await customerTenant();
    const ca = await newCustomer(a);
    const contact = await newContact(a, { customers: [{ customerUid: ca }] });
    const onB = `${scoped(b, ca)}/${contact.customerContactUid}`;
    expect((await b.api.get(scoped(b, ca))).status).toBe(404);
    expect((await b.api.get(onB)).status).toBe(404);
    expect((await b.api.put(onB, { firstname: 'X' })).status).toBe(404);
    expect((await b.api.delete(onB)).status).toBe(404);
    expect((await b.api.post(`${onB}/extensions/EXT_INVOICE`, { storeUid: 's' })).status).toBe(404);
    expect((await b.api.post(scoped(b, ca), { firstname: 'A', lastname: 'B' })).status).toBe(404);
    expect((await a.api.get(`${scoped(a, ca)}/${contact.customerContactUid}`)).body.firstname).toBe('Kari');
  });
});
