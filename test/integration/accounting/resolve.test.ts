import { describe, expect, it } from 'vitest';
import { client, token, uniqueUid } from '#test/support/api.ts';
import { accountingStore, storeBase } from './fixtures.ts';

/** A tenant's catalogue client (BACKOFFICE) next to its accounting client. */
const setup = async () => {
  const acc = await accountingStore();
  const catalogue = client(await token({ tenant: acc.tenant, permissions: [], access: 'BACKOFFICE' }));
  const group = async (parent?: string) => {
    const uid = uniqueUid('pg');
    const res = await catalogue.post(`/tenants/${acc.tenant}/productGroups`, {
      productGroupUid: uid,
      name: uid,
      ...(parent ? { parentProductGroupUid: parent } : {}),
    });
    if (res.status !== 201) throw new Error(res.text);
    return uid;
  };
  const product = async (body: Record<string, unknown>) => {
    const res = await catalogue.post(`/tenants/${acc.tenant}/products`, { sku: 'S', name: 'N', ...body });
    if (res.status !== 201) throw new Error(res.text);
    return res.body.productUid as string;
  };
  const map = (productGroupUid: string, vatCodeUid: string, account: string) =>
    acc.api.post(`${acc.base}/productGroups`, { productGroupUid, vatCodeUid, account });
  const resolve = (query: string) => acc.api.get(`${acc.base}/productGroups/resolve?${query}`);
  return { acc, catalogue, group, product, map, resolve };
};

describe('accounting: the product-group mapping that applies to a product (spec 2.8)', () => {
  it('walks up from the product group; the nearest mapping for the VAT code wins', async () => {
    const s = await setup();
    const top = await s.group();
    const mid = await s.group(top);
    const leaf = await s.group(mid);
    const p = await s.product({ productGroupUid: leaf, vatCodeUid: 'vat-25' });
    await s.map(top, 'vat-25', '3000');
    await s.map(top, 'vat-15', '3100');

    const fromTop = await s.resolve(`productUid=${p}`);
    expect(fromTop.status).toBe(200);
    expect(fromTop.body).toMatchObject({
      productUid: p,
      vatCodeUid: 'vat-25',
      account: '3000',
      productGroupUid: top,
      productGroupPath: [leaf, mid, top],
    });
    expect((await s.resolve(`productUid=${p}&vatCodeUid=vat-15`)).body.account).toBe('3100');

    await s.map(mid, 'vat-25', '3010');
    expect((await s.resolve(`productUid=${p}`)).body).toMatchObject({
      account: '3010',
      productGroupUid: mid,
    });

    // Moving the subtree elsewhere changes what applies.
    const other = await s.group();
    await s.catalogue.put(`/tenants/${s.acc.tenant}/productGroups/${mid}`, { parentProductGroupUid: other });
    await s.map(other, 'vat-15', '3200');
    expect((await s.resolve(`productUid=${p}&vatCodeUid=vat-15`)).body).toMatchObject({
      account: '3200',
      productGroupPath: [leaf, mid, other],
    });
  });

  it('answers 404 when no mapping applies, when the product is unknown, and in another store', async () => {
    const s = await setup();
    const g = await s.group();
    const p = await s.product({ productGroupUid: g, vatCodeUid: 'vat-25' });
    const ungrouped = await s.product({ vatCodeUid: 'vat-25' });
    const noVat = await s.product({ productGroupUid: g });
    expect((await s.resolve(`productUid=${p}`)).status).toBe(404);
    await s.map(g, 'vat-25', '3000');
    expect((await s.resolve(`productUid=${p}`)).status).toBe(200);
    expect((await s.resolve(`productUid=${ungrouped}`)).status).toBe(404);
    const unknown = await s.resolve('productUid=nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].path).toBe('query.productUid');
    expect((await s.resolve(`productUid=${noVat}`)).body.errors[0].path).toBe('query.vatCodeUid');
    expect((await s.resolve('')).body.errors[0].path).toBe('query.productUid');
    const otherStore = storeBase(s.acc.tenant, uniqueUid('store'));
    expect((await s.acc.api.get(`${otherStore}/productGroups/resolve?productUid=${p}`)).status).toBe(404);
  });
});
