import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { toEnvelope } from '#events/envelope.ts';
import { uniqueUid } from '#test/support/api.ts';
import { customerTenant, eventsOf, newContact, newCustomer } from './helpers.ts';

const paths = (res: { body: { errors?: { path: string }[] } }) => (res.body.errors ?? []).map((e) => e.path);

describe('customers area: input at the edges', () => {
  it('names the path customer when a customer-scoped create targets an unknown customer', async () => {
    const t = await customerTenant();
    const res = await t.api.post(`${t.customers}/ghost/contacts`, { firstname: 'A', lastname: 'B' });
    expect(res.status).toBe(404);
    expect(paths(res)).toEqual(['params.customerUid']);
    const list = await t.api.get(`${t.customers}/ghost/contacts`);
    expect(paths(list)).toEqual(['params.customerUid']);
  });

  it('refuses path uids with invalid characters or over 128 characters (400 naming the parameter)', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const long = 'x'.repeat(129);
    const cases: Array<[string, string]> = [
      [`${t.customers}/a.b`, 'params.customerUid'],
      [`${t.customers}/${long}`, 'params.customerUid'],
      [`${t.contacts}/a!b`, 'params.customerContactUid'],
      [`${t.contacts}/${long}/customers`, 'params.customerContactUid'],
      [`${t.customers}/${c}/contacts/a.b`, 'params.customerContactUid'],
    ];
    for (const [path, param] of cases) {
      const res = await t.api.get(path);
      expect(res.status, path).toBe(400);
      expect(paths(res), path).toEqual([param]);
    }
    const ext = await t.api.post(`${t.customers}/${c}/contacts/cc/extensions/ext_invoice`, { storeUid: 's' });
    expect(ext.status).toBe(400);
    expect(paths(ext)).toEqual(['params.customerExtensionCode']);
  });

  it('refuses a string over the bound every input has where its field sets none (400 naming it), writing nothing', async () => {
    const t = await customerTenant();
    const customerUid = uniqueUid('c');
    // organizationUid sets no maximum of its own: the kernel's INPUT_STRING_MAX (4000) bounds it.
    const extension = (organizationUid: string) => ({
      customerUid,
      firstname: 'Ola',
      extensions: [{ extensionCode: 'EXT_INVOICE', organizationUid }],
    });
    const res = await t.api.post(t.customers, extension('s'.repeat(4001)));
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(['body.extensions.0.organizationUid']);
    expect((await t.api.get(`${t.customers}/${customerUid}`)).status).toBe(404);
    // The same field at the bound is taken.
    const ok = await t.api.post(t.customers, extension('s'.repeat(4000)));
    expect(ok.status, ok.text).toBe(201);
  });

  it('refuses oversized, mistyped and null contact fields on update, changing nothing', async () => {
    const t = await customerTenant();
    const contact = await newContact(t);
    const one = `${t.contacts}/${contact.customerContactUid}`;
    const res = await t.api.put(one, {
      firstname: 'A'.repeat(101),
      lastname: null,
      email: `${'a'.repeat(250)}@x.no`,
      mobile: 4791234567,
    });
    expect(res.status).toBe(400);
    expect(paths(res).sort()).toEqual(['body.email', 'body.firstname', 'body.lastname', 'body.mobile']);
    expect((await t.api.get(one)).body).toEqual(contact);
  });

  it('refuses an oversized custom uid and search text', async () => {
    const t = await customerTenant();
    const uid = await t.api.post(t.contacts, {
      firstname: 'A',
      lastname: 'B',
      customerContactUid: 'x'.repeat(129),
    });
    expect(paths(uid)).toEqual(['body.customerContactUid']);
    const search = await t.api.post(`${t.contacts}/search`, { query: 'q'.repeat(201) });
    expect(paths(search)).toEqual(['body.query']);
    const customer = await t.api.post(t.customers, { firstname: 'A', customerUid: 'x'.repeat(129) });
    expect(paths(customer)).toEqual(['body.customerUid']);
  });

  it('finds customers by words of the company name', async () => {
    const t = await customerTenant();
    const company = await newCustomer(t, {
      customerType: 'COMPANY',
      companyName: 'Nordlys Kaffebrenneri AS',
    });
    await newCustomer(t, { firstname: 'Kaja' });
    const res = await t.api.post(`${t.customers}/search`, { query: 'kaffe' });
    expect(res.body.items.map((c: { customerUid: string }) => c.customerUid)).toEqual([company]);
  });
});

describe('customers area: RETURN_ORDER alone', () => {
  it('reads customers and contacts, and creates and updates contacts at backoffice level', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const returns = await t.as(['RETURN_ORDER'], 'BACKOFFICE');
    expect((await returns.get(`${t.customers}/${c}`)).status).toBe(200);
    expect((await returns.get(t.contacts)).status).toBe(200);
    const created = await returns.post(t.contacts, {
      firstname: 'A',
      lastname: 'B',
      customers: [{ customerUid: c }],
    });
    expect(created.status).toBe(201);
    const one = `${t.contacts}/${created.body.customerContactUid}`;
    expect((await returns.put(one, { firstname: 'C' })).status).toBe(200);
    expect((await returns.delete(one)).status).toBe(403);
    expect((await returns.put(`${t.customers}/${c}`, { firstname: 'X' })).status).toBe(403);
  });
});

describe('customers area: events', () => {
  it('writes only events that the published catalogue schemas accept', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t, { email: 'a@b.no' });
    const c2 = await newCustomer(t, { customerType: 'COMPANY', companyName: 'Co AS' });
    const contact = await newContact(t, { customers: [{ customerUid: c1 }] });
    const uid = contact.customerContactUid;
    await t.api.post(`${t.contacts}/${uid}/customers`, {
      customers: [{ customerUid: c1, role: 'ADMIN' }, { customerUid: c2 }],
    });
    await t.api.put(`${t.contacts}/${uid}`, { lastname: 'Hansen' });
    await t.api.post(`${t.customers}/${c1}/contacts/${uid}/extensions/EXT_INVOICE`, { storeUid: 's1' });
    await t.api.delete(`${t.customers}/${c1}/contacts/${uid}/extensions/EXT_INVOICE`, { storeUid: 's1' });
    await t.api.delete(`${t.contacts}/${uid}/customers/${c2}`);
    await t.api.put(`${t.customers}/${c1}`, { firstname: 'Per' });
    await t.api.delete(`${t.contacts}/${uid}`);
    await t.api.delete(`${t.customers}/${c1}`);
    const events = await eventsOf(t.tenant);
    const changes = new Set(events.flatMap((e) => (e.data.contact ? [e.data.contact.change] : [])));
    expect([...changes].sort()).toEqual(
      [
        'DELETED',
        'EXTENSION_ADDED',
        'EXTENSION_REMOVED',
        'LINKED',
        'ROLE_CHANGED',
        'UNLINKED',
        'UPDATED',
      ].sort(),
    );
    expect(new Set(events.map((e) => e.action))).toEqual(
      new Set(['CUSTOMER_CREATE', 'CUSTOMER_UPDATE', 'CUSTOMER_DELETE']),
    );
    for (const event of events) {
      const payload = toEnvelope({ ...event, tenantUid: t.tenant } as never, 1);
      const schema = EVENT_SCHEMAS[event.action as keyof typeof EVENT_SCHEMAS]!;
      expect(schema.safeParse(payload).error, event.action).toBeUndefined();
    }
  });
});

describe('customers area: concurrent changes', () => {
  it('keeps every customer’s copy of a contact in step when updates and links race', async () => {
    const t = await customerTenant();
    const customers = [await newCustomer(t), await newCustomer(t), await newCustomer(t)];
    const contact = await newContact(t, { customers: [{ customerUid: customers[0] }] });
    const one = `${t.contacts}/${contact.customerContactUid}`;
    const results = await Promise.all([
      t.api.put(one, { lastname: 'Berg' }),
      t.api.post(`${one}/customers`, { customers: [{ customerUid: customers[1] }] }),
      t.api.put(one, { firstname: 'Kaja' }),
      t.api.post(`${one}/customers`, { customers: [{ customerUid: customers[2] }] }),
    ]);
    for (const r of results) expect([200, 409]).toContain(r.status);
    const stored = (await t.api.get(one)).body;
    for (const link of stored.customers) {
      const scoped = await t.api.get(
        `${t.customers}/${link.customerUid}/contacts/${contact.customerContactUid}`,
      );
      expect(scoped.body).toMatchObject({
        firstname: stored.firstname,
        lastname: stored.lastname,
        displayName: stored.displayName,
      });
    }
  });

  it('never leaves a link to a customer deleted at the same moment', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const contact = await newContact(t);
    const one = `${t.contacts}/${contact.customerContactUid}`;
    const [link, del] = await Promise.all([
      t.api.post(`${one}/customers`, { customers: [{ customerUid: c }] }),
      t.api.delete(`${t.customers}/${c}`),
    ]);
    expect([200, 404, 409]).toContain(link.status);
    expect([204, 409]).toContain(del.status);
    const customerGone = (await t.api.get(`${t.customers}/${c}`)).status === 404;
    const stored = await t.api.get(one);
    if (customerGone) {
      // Either the contact went with its only customer, or it never got the link.
      if (stored.status === 200) expect(stored.body.customers).toEqual([]);
      else expect(stored.status).toBe(404);
    } else {
      expect(stored.body.customers.map((l: { customerUid: string }) => l.customerUid)).toEqual([c]);
    }
  });

  it('creates one customer when the same custom uid is posted concurrently', async () => {
    const t = await customerTenant();
    const customerUid = uniqueUid('c');
    const results = await Promise.all(
      ['A', 'B', 'C'].map((firstname) => t.api.post(t.customers, { customerUid, firstname })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const creates = (await eventsOf(t.tenant)).filter((e) => e.action === 'CUSTOMER_CREATE');
    expect(creates).toHaveLength(1);
  });
});
