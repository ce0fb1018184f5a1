import { beforeAll, describe, expect, it } from 'vitest';
import { type CustomerTenant, customerTenant, inBatches, newContact, newCustomer } from './helpers.ts';

/**
 * The tenant-level contact list and search (spec 4.2) over the PostgreSQL read model: paging and
 * sorting over many rows with an exact totalCount, the fuzzy rule with LIKE wildcards taken
 * literally, exact e-mail and mobile, read-your-writes after every kind of contact write, tenant
 * isolation.
 */

type Contact = {
  customerContactUid: string;
  firstname: string;
  lastname: string;
  displayName: string;
  customers: Array<{ customerUid: string; displayName: string; role: string; extensions: unknown[] }>;
};

const listed = async (t: CustomerTenant, query = '') => {
  const res = await t.api.get(`${t.contacts}${query}`);
  expect(res.status).toBe(200);
  return res.body as {
    items: Contact[];
    paging: { pageNumber: number; pageSize: number; totalCount: number };
  };
};

const found = async (t: CustomerTenant, body: object, query = '') => {
  const res = await t.api.post(`${t.contacts}/search${query}`, body);
  expect(res.status).toBe(200);
  return (res.body.items as Contact[]).map((c) => c.customerContactUid);
};

const itemOf = async (t: CustomerTenant, uid: string) =>
  (await listed(t, '?pageSize=500')).items.find((c) => c.customerContactUid === uid);

describe('contact list over many rows', () => {
  let t: CustomerTenant;
  const uids: string[] = [];
  beforeAll(async () => {
    t = await customerTenant();
    // Lastnames 000..119; created out of order so the sort, not the insertion order, decides.
    const order = Array.from({ length: 120 }, (_, i) => (i * 7) % 120);
    await inBatches(order, 10, async (i) => {
      const c = await newContact(t, { firstname: 'Kontakt', lastname: String(i).padStart(3, '0') });
      uids[i] = c.customerContactUid;
    });
  });

  it('pages with an exact totalCount: page 3 of 50 holds the last 20', async () => {
    const page = await listed(t, '?pageSize=50&pageNumber=3');
    expect(page.paging).toEqual({ pageNumber: 3, pageSize: 50, totalCount: 120 });
    expect(page.items.map((c) => c.lastname)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(100 + i).padStart(3, '0')),
    );
    expect((await listed(t, '?pageSize=50&pageNumber=4')).items).toEqual([]);
  });

  it('sorts by any allowed field in both directions; the pages together hold every contact once', async () => {
    const desc = await listed(t, '?pageSize=50&pageNumber=3&sortBy=lastname&sortDirection=DESC');
    expect(desc.items.map((c) => c.lastname)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(19 - i).padStart(3, '0')),
    );
    const seen: string[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const page = await listed(t, `?pageSize=50&pageNumber=${pageNumber}&sortBy=createdAt`);
      seen.push(...page.items.map((c) => c.customerContactUid));
    }
    expect(new Set(seen).size).toBe(120);
    expect([...seen].sort()).toEqual([...uids].sort());
    const byUid = await listed(t, '?pageSize=5&sortBy=customerContactUid&sortDirection=DESC');
    expect(byUid.items.map((c) => c.customerContactUid)).toEqual([...uids].sort().reverse().slice(0, 5));
  });

  it('counts a search exactly over all matches, not just the page', async () => {
    const withOne = Array.from({ length: 120 }, (_, i) => String(i).padStart(3, '0')).filter((n) =>
      n.includes('1'),
    );
    const res = await t.api.post(`${t.contacts}/search?pageSize=10&pageNumber=2&sortBy=lastname`, {
      query: 'kontakt 1',
    });
    expect(res.body.paging).toEqual({ pageNumber: 2, pageSize: 10, totalCount: withOne.length });
    expect(res.body.items.map((c: Contact) => c.lastname)).toEqual(withOne.slice(10, 20));
  });

  it('rejects sort fields outside the list and bad paging (400 naming the field)', async () => {
    for (const query of ['?sortBy=relevance', '?pageSize=501', '?pageNumber=0', '?sortDirection=UP']) {
      const res = await t.api.get(`${t.contacts}${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toMatch(/^query\./);
    }
  });
});

describe('contact search criteria', () => {
  it('takes % and _ in the query literally', async () => {
    const t = await customerTenant();
    const percent = await newContact(t, { firstname: '10%', lastname: 'Rabatt' });
    const thousand = await newContact(t, { firstname: '10000', lastname: 'Rabatt' });
    const under = await newContact(t, { firstname: 'Ola_Nord', lastname: 'Berg' });
    const similar = await newContact(t, { firstname: 'Olaxnord', lastname: 'Berg' });
    expect(await found(t, { query: '%' })).toEqual([percent.customerContactUid]);
    expect(await found(t, { query: '10%' })).toEqual([percent.customerContactUid]);
    expect(await found(t, { query: '_' })).toEqual([under.customerContactUid]);
    expect(await found(t, { query: 'ola_nord' })).toEqual([under.customerContactUid]);
    expect((await found(t, { query: 'rabatt' })).sort()).toEqual(
      [percent.customerContactUid, thousand.customerContactUid].sort(),
    );
    expect((await found(t, { query: 'OLA' })).sort()).toEqual(
      [under.customerContactUid, similar.customerContactUid].sort(),
    );
    expect(await found(t, { query: '\\' })).toEqual([]);
  });

  it('matches e-mail (any case) and mobile (any notation) exactly; every criterion must hold', async () => {
    const t = await customerTenant();
    const kari = await newContact(t, {
      firstname: 'Kari',
      lastname: 'Li',
      email: 'Kari@Fjord.no',
      mobile: '+47 912 34 567',
    });
    const other = await newContact(t, { firstname: 'Kari', lastname: 'Lo', email: 'kari@fjord.no.com' });
    expect(await found(t, { email: 'KARI@fjord.NO' })).toEqual([kari.customerContactUid]);
    expect(await found(t, { email: 'kari@fjord' })).toEqual([]);
    expect(await found(t, { mobile: '91234567' })).toEqual([kari.customerContactUid]);
    expect(await found(t, { mobile: '0047 912 34 567', query: 'li' })).toEqual([kari.customerContactUid]);
    expect(await found(t, { mobile: '91234567', query: 'lo' })).toEqual([]);
    expect(await found(t, { email: 'kari@fjord.no.com', query: 'kari' })).toEqual([other.customerContactUid]);
    expect(await found(t, { query: 'fjord.no' }, '?sortBy=lastname')).toEqual([
      kari.customerContactUid,
      other.customerContactUid,
    ]);
  });
});

describe('contact list: read-your-writes', () => {
  it('shows every contact write in the next list, without waiting', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t, { firstname: 'Anna', lastname: 'Kunde' });
    const c2 = await newCustomer(t, { firstname: 'Bjørn', lastname: 'Kunde' });
    const created = await newContact(t, { firstname: 'Per', customers: [{ customerUid: c1 }] });
    const uid = created.customerContactUid;
    const one = `${t.contacts}/${uid}`;
    expect((await itemOf(t, uid))?.customers.map((l) => l.displayName)).toEqual(['Anna Kunde']);

    await t.api.put(one, { firstname: 'Pål' });
    expect(await found(t, { query: 'pål' })).toEqual([uid]);

    await t.api.post(`${one}/customers`, { customers: [{ customerUid: c2, role: 'ADMIN' }] });
    expect((await itemOf(t, uid))?.customers.find((l) => l.customerUid === c2)?.role).toBe('ADMIN');
    await t.api.post(`${one}/customers`, { customers: [{ customerUid: c2, role: 'INVOICE_RECIPIENT' }] });
    expect((await itemOf(t, uid))?.customers.find((l) => l.customerUid === c2)?.role).toBe(
      'INVOICE_RECIPIENT',
    );

    await t.api.post(`${t.customers}/${c2}/contacts/${uid}/extensions/EXT_INVOICE`, { storeUid: 's1' });
    expect((await itemOf(t, uid))?.customers.find((l) => l.customerUid === c2)?.extensions).toEqual([
      { extensionCode: 'EXT_INVOICE', organizationUid: 's1' },
    ]);

    await t.api.put(`${t.customers}/${c1}`, { firstname: 'Annika' });
    expect((await itemOf(t, uid))?.customers.find((l) => l.customerUid === c1)?.displayName).toBe(
      'Annika Kunde',
    );

    expect((await t.api.delete(`${one}/customers/${c2}`)).status).toBe(204);
    expect((await itemOf(t, uid))?.customers.map((l) => l.customerUid)).toEqual([c1]);
    // The list entry is exactly what the contact's own GET answers.
    expect(await itemOf(t, uid)).toEqual((await t.api.get(one)).body);

    // Deleting its only customer deletes the contact too.
    expect((await t.api.delete(`${t.customers}/${c1}`)).status).toBe(204);
    expect(await itemOf(t, uid)).toBeUndefined();
  });

  it('drops all 45 contacts of a deleted customer from the next list, in one transaction', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t, { firstname: 'Full', lastname: 'House' });
    const other = await newCustomer(t, { firstname: 'Other', lastname: 'One' });
    const numbers = Array.from({ length: 45 }, (_, i) => i);
    const uids: string[] = [];
    await inBatches(numbers, 15, async (i) => {
      const customers = i === 0 ? [{ customerUid: c }, { customerUid: other }] : [{ customerUid: c }];
      uids.push((await newContact(t, { firstname: `C${i}`, customers })).customerContactUid);
    });
    expect((await listed(t, '?pageSize=100')).paging.totalCount).toBe(45);
    expect((await t.api.delete(`${t.customers}/${c}`)).status).toBe(204);
    const after = await listed(t, '?pageSize=100');
    // The contact of two customers stays, with the other one; the 44 others went with theirs.
    expect(after.items.map((x) => x.customers.map((l) => l.customerUid))).toEqual([[other]]);
    expect(after.paging.totalCount).toBe(1);
  });

  it('drops deleted contacts from list, search and totalCount at once', async () => {
    const t = await customerTenant();
    const c = await newCustomer(t);
    const a = await newContact(t, { firstname: 'Gone', email: 'gone@x.no' });
    const b = await newContact(t, { firstname: 'Stays' });
    const scoped = await t.api.post(`${t.customers}/${c}/contacts`, { firstname: 'Scoped', lastname: 'One' });
    expect((await listed(t)).paging.totalCount).toBe(3);

    expect((await t.api.delete(`${t.contacts}/${a.customerContactUid}`)).status).toBe(204);
    const after = await listed(t);
    expect(after.paging.totalCount).toBe(2);
    expect(after.items.map((x) => x.customerContactUid)).not.toContain(a.customerContactUid);
    expect(await found(t, { email: 'gone@x.no' })).toEqual([]);
    expect(await found(t, { query: 'gone' })).toEqual([]);

    // Removing a contact from its last customer (customer-scoped DELETE) deletes it.
    const path = `${t.customers}/${c}/contacts/${scoped.body.customerContactUid}`;
    expect((await t.api.delete(path)).status).toBe(204);
    expect((await listed(t)).items.map((x) => x.customerContactUid)).toEqual([b.customerContactUid]);
  });

  it('keeps a contact of two customers when one is deleted, without that customer', async () => {
    const t = await customerTenant();
    const c1 = await newCustomer(t);
    const c2 = await newCustomer(t);
    const contact = await newContact(t, { customers: [{ customerUid: c1 }, { customerUid: c2 }] });
    expect((await t.api.delete(`${t.customers}/${c1}`)).status).toBe(204);
    const item = await itemOf(t, contact.customerContactUid);
    expect(item?.customers.map((l) => l.customerUid)).toEqual([c2]);
  });
});

describe('contact list: tenant isolation', () => {
  it('never shows another tenant’s contacts, even with the same names and e-mail', async () => {
    const a = await customerTenant();
    const b = await customerTenant();
    const mine = await newContact(a, { firstname: 'Delt', lastname: 'Navn', email: 'delt@x.no' });
    const theirs = await newContact(b, { firstname: 'Delt', lastname: 'Navn', email: 'delt@x.no' });
    expect((await listed(a)).items.map((c) => c.customerContactUid)).toEqual([mine.customerContactUid]);
    expect((await listed(a)).paging.totalCount).toBe(1);
    expect(await found(b, { query: 'delt' })).toEqual([theirs.customerContactUid]);
    expect(await found(b, { email: 'delt@x.no' })).toEqual([theirs.customerContactUid]);
    expect((await b.api.get(a.contacts)).status).toBe(403);
  });
});
