import { beforeAll, describe, expect, it } from 'vitest';
import { type CustomerTenant, customerTenant, inBatches, newCustomer } from './helpers.ts';

/**
 * The customer list and search over the PostgreSQL read model: paging and sorting over many rows
 * with an exact totalCount, the fuzzy rule with LIKE wildcards taken literally, exact criteria,
 * read-your-writes, tenant isolation.
 */

type Customer = { customerUid: string; firstname: string; lastname: string; displayName: string };

const listed = async (t: CustomerTenant, query = '') => {
  const res = await t.api.get(`${t.customers}${query}`);
  expect(res.status).toBe(200);
  return res.body as {
    items: Customer[];
    paging: { pageNumber: number; pageSize: number; totalCount: number };
  };
};

const found = async (t: CustomerTenant, body: object, query = '') => {
  const res = await t.api.post(`${t.customers}/search${query}`, body);
  expect(res.status).toBe(200);
  return (res.body.items as Customer[]).map((c) => c.customerUid);
};

describe('customer list over many rows', () => {
  let t: CustomerTenant;
  const uids: string[] = [];
  beforeAll(async () => {
    t = await customerTenant();
    const order = Array.from({ length: 120 }, (_, i) => (i * 7) % 120);
    await inBatches(order, 10, async (i) => {
      uids[i] = await newCustomer(t, { firstname: 'Kunde', lastname: String(i).padStart(3, '0') });
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

  it('sorts in both directions; the pages together hold every customer once', async () => {
    const desc = await listed(t, '?pageSize=50&pageNumber=3&sortBy=lastname&sortDirection=DESC');
    expect(desc.items.map((c) => c.lastname)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(19 - i).padStart(3, '0')),
    );
    const seen: string[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const page = await listed(t, `?pageSize=50&pageNumber=${pageNumber}&sortBy=lastModifiedAt`);
      seen.push(...page.items.map((c) => c.customerUid));
    }
    expect([...seen].sort()).toEqual([...uids].sort());
  });

  it('counts a search exactly over all matches (a query sorts descending unless told)', async () => {
    const withOne = Array.from({ length: 120 }, (_, i) => String(i).padStart(3, '0')).filter((n) =>
      n.includes('1'),
    );
    const res = await t.api.post(
      `${t.customers}/search?pageSize=10&pageNumber=2&sortBy=lastname&sortDirection=ASC`,
      {
        query: 'kunde 1',
      },
    );
    expect(res.body.paging).toEqual({ pageNumber: 2, pageSize: 10, totalCount: withOne.length });
    expect(res.body.items.map((c: Customer) => c.lastname)).toEqual(withOne.slice(10, 20));
  });
});

describe('customer search criteria', () => {
  it('takes % and _ in the query literally', async () => {
    const t = await customerTenant();
    const percent = await newCustomer(t, { customerType: 'COMPANY', companyName: '100% Sport AS' });
    const thousand = await newCustomer(t, { customerType: 'COMPANY', companyName: '1000 Sport AS' });
    const under = await newCustomer(t, { firstname: 'Ola_Nord', lastname: 'Berg' });
    await newCustomer(t, { firstname: 'Olaxnord', lastname: 'Berg' });
    expect(await found(t, { query: '%' })).toEqual([percent]);
    expect(await found(t, { query: '100%' })).toEqual([percent]);
    expect(await found(t, { query: '_' })).toEqual([under]);
    expect(await found(t, { query: 'ola_nord' })).toEqual([under]);
    expect((await found(t, { query: 'sport' })).sort()).toEqual([percent, thousand].sort());
  });

  it('matches e-mail, mobile and type exactly; every criterion must hold', async () => {
    const t = await customerTenant();
    const a = await newCustomer(t, { firstname: 'Kari', email: 'Kari@Fjord.no', mobile: '+47 912 34 567' });
    const b = await newCustomer(t, {
      customerType: 'COMPANY',
      companyName: 'Kari AS',
      email: 'kari@fjord.no.com',
    });
    expect(await found(t, { email: 'KARI@fjord.NO' })).toEqual([a]);
    expect(await found(t, { email: 'kari@fjord' })).toEqual([]);
    expect(await found(t, { mobile: '0047 91234567', query: 'kari' })).toEqual([a]);
    expect(await found(t, { query: 'kari', customerType: 'COMPANY' })).toEqual([b]);
    expect(await found(t, { email: 'kari@fjord.no', customerType: 'COMPANY' })).toEqual([]);
  });
});

describe('customer list: read-your-writes and deletes', () => {
  it('shows a create, an update and a delete in the very next list and search', async () => {
    const t = await customerTenant();
    const uid = await newCustomer(t, { firstname: 'Først' });
    expect((await listed(t)).items.map((c) => c.customerUid)).toEqual([uid]);
    expect((await t.api.put(`${t.customers}/${uid}`, { firstname: 'Andre' })).status).toBe(200);
    expect((await listed(t)).items[0]?.firstname).toBe('Andre');
    expect(await found(t, { query: 'andre' })).toEqual([uid]);
    expect(await found(t, { query: 'først' })).toEqual([]);
    expect((await t.api.delete(`${t.customers}/${uid}`)).status).toBe(204);
    expect(await listed(t)).toMatchObject({ items: [], paging: { totalCount: 0 } });
    expect(await found(t, { query: 'andre' })).toEqual([]);
  });
});

describe('customer list: tenant isolation', () => {
  it('never shows another tenant’s customers, even with the same names and e-mail', async () => {
    const a = await customerTenant();
    const b = await customerTenant();
    const mine = await newCustomer(a, { firstname: 'Delt', email: 'delt@x.no' });
    const theirs = await newCustomer(b, { firstname: 'Delt', email: 'delt@x.no' });
    expect((await listed(a)).items.map((c) => c.customerUid)).toEqual([mine]);
    expect(await found(b, { query: 'delt' })).toEqual([theirs]);
    expect(await found(b, { email: 'delt@x.no' })).toEqual([theirs]);
    expect((await b.api.get(a.customers)).status).toBe(403);
  });
});
