import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { newPricelist, newStore, type PriceTenant, priceTenant, putPrice, seedProduct } from './helpers.ts';

/** A tenant with a store pricelist, a customer pricelist and a customer on it. */
const world = async () => {
  const t = await priceTenant();
  const storeList = await newPricelist(t, { name: 'Store' });
  const customerList = await newPricelist(t, { name: 'B2B' });
  const storeUid = await newStore(t, { pricelistUid: storeList });
  const customerUid = uniqueUid('c');
  const c = await t.api.post(`${t.base}/customers`, {
    customerUid,
    companyName: 'Nordlys',
    customerType: 'COMPANY',
    pricelistUid: customerList,
  });
  expect(c.status).toBe(201);
  return { t, storeList, customerList, storeUid, customerUid };
};

const priceOf = (t: PriceTenant, storeUid: string, productUid: string, query = '') =>
  t.api.get(`${t.base}/stores/${storeUid}/products/${productUid}/price${query ? `?${query}` : ''}`);

describe('effective price', () => {
  it("takes the customer's pricelist, then the store's, then the product default, in two round trips at most", async () => {
    const w = await world();
    await seedProduct(w.t.tenant, 'p1', { amount: 5000, currency: 'NOK' });
    await putPrice(w.t, w.storeList, 'p1', { amount: 4500 });
    await putPrice(w.t, w.customerList, 'p1', { amount: 4000 });

    const customer = await priceOf(w.t, w.storeUid, 'p1', `customerUid=${w.customerUid}`);
    expect(customer.status).toBe(200);
    expect(customer.body).toMatchObject({
      source: 'CUSTOMER_PRICELIST',
      pricelistUid: w.customerList,
      unitPrice: 4000,
      totalPrice: 4000,
      currency: 'NOK',
      quantity: 1,
      customerUid: w.customerUid,
    });
    expect(Number(customer.headers.get('x-db-round-trips'))).toBeLessThanOrEqual(2);

    const store = await priceOf(w.t, w.storeUid, 'p1');
    expect(store.body).toMatchObject({
      source: 'STORE_PRICELIST',
      pricelistUid: w.storeList,
      unitPrice: 4500,
    });
    expect(Number(store.headers.get('x-db-round-trips'))).toBeLessThanOrEqual(2);

    await w.t.api.delete(`${w.t.pricelists}/${w.customerList}/prices/p1`);
    expect((await priceOf(w.t, w.storeUid, 'p1', `customerUid=${w.customerUid}`)).body.source).toBe(
      'STORE_PRICELIST',
    );
    await w.t.api.delete(`${w.t.pricelists}/${w.storeList}/prices/p1`);
    const fallback = await priceOf(w.t, w.storeUid, 'p1', `customerUid=${w.customerUid}&quantity=3`);
    expect(fallback.body).toMatchObject({
      source: 'PRODUCT_DEFAULT',
      pricelistUid: '',
      unitPrice: 5000,
      totalPrice: 15000,
      minQuantity: 1,
    });
  });

  it('applies a price only inside its validity window [validFrom, validTo)', async () => {
    const w = await world();
    await seedProduct(w.t.tenant, 'p1', { amount: 5000, currency: 'NOK' });
    await putPrice(w.t, w.storeList, 'p1', { amount: 4500 });
    await putPrice(w.t, w.customerList, 'p1', {
      amount: 3000,
      validFrom: '2026-12-01T00:00:00.000Z',
      validTo: '2027-01-01T00:00:00.000Z',
    });
    const at = (iso: string) => priceOf(w.t, w.storeUid, 'p1', `customerUid=${w.customerUid}&at=${iso}`);
    expect((await at('2026-11-30T23:59:59.999Z')).body.source).toBe('STORE_PRICELIST');
    const inside = await at('2026-12-01T00:00:00.000Z');
    expect(inside.body).toMatchObject({
      source: 'CUSTOMER_PRICELIST',
      unitPrice: 3000,
      validFrom: '2026-12-01T00:00:00.000Z',
      validTo: '2027-01-01T00:00:00.000Z',
    });
    expect((await at('2027-01-01T00:00:00.000Z')).body.source).toBe('STORE_PRICELIST');
    expect((await at('yesterday')).status).toBe(400);
  });

  it('takes the best quantity break at or below the quantity', async () => {
    const w = await world();
    await seedProduct(w.t.tenant, 'p1');
    await putPrice(w.t, w.storeList, 'p1', {
      amount: 1000,
      quantityBreaks: [
        { minQuantity: 10, amount: 900 },
        { minQuantity: 100, amount: 800 },
      ],
    });
    const q = async (n: number) => (await priceOf(w.t, w.storeUid, 'p1', `quantity=${n}`)).body;
    expect(await q(1)).toMatchObject({ unitPrice: 1000, minQuantity: 1 });
    expect(await q(9)).toMatchObject({ unitPrice: 1000, minQuantity: 1 });
    expect(await q(10)).toMatchObject({ unitPrice: 900, minQuantity: 10, totalPrice: 9000 });
    expect(await q(99)).toMatchObject({ unitPrice: 900, minQuantity: 10 });
    expect(await q(250)).toMatchObject({ unitPrice: 800, minQuantity: 100, totalPrice: 200000 });
    expect((await priceOf(w.t, w.storeUid, 'p1', 'quantity=0')).status).toBe(400);
  });

  it('skips pricelists in another currency or of type PURCHASE, and a missing pricelist', async () => {
    const w = await world();
    await seedProduct(w.t.tenant, 'p1', { amount: 5000, currency: 'NOK' });
    const sek = await newPricelist(w.t, { currency: 'SEK' });
    const purchase = await newPricelist(w.t, { type: 'PURCHASE' });
    await putPrice(w.t, sek, 'p1', { amount: 1 });
    await putPrice(w.t, purchase, 'p1', { amount: 2 });
    for (const pricelistUid of [sek, purchase, 'never-created']) {
      const customerUid = uniqueUid('c');
      await w.t.api.post(`${w.t.base}/customers`, { customerUid, firstname: 'A', pricelistUid });
      const res = await priceOf(w.t, w.storeUid, 'p1', `customerUid=${customerUid}`);
      expect(res.body).toMatchObject({ source: 'PRODUCT_DEFAULT', unitPrice: 5000 });
    }
    // a default price in another currency than the store's does not apply either
    await seedProduct(w.t.tenant, 'p-eur', { amount: 10, currency: 'EUR' });
    expect((await priceOf(w.t, w.storeUid, 'p-eur')).status).toBe(404);
  });

  it('answers 404 naming the missing product or customer, or the product without a price', async () => {
    const w = await world();
    const product = await priceOf(w.t, w.storeUid, 'no-such-product');
    expect(product.status).toBe(404);
    expect(product.body.errors[0]).toMatchObject({ path: 'params.productUid' });
    expect(product.body.detail).toContain('no-such-product');
    await seedProduct(w.t.tenant, 'p1');
    const customer = await priceOf(w.t, w.storeUid, 'p1', 'customerUid=nobody');
    expect(customer.status).toBe(404);
    expect(customer.body.errors[0].path).toBe('query.customerUid');
    const none = await priceOf(w.t, w.storeUid, 'p1');
    expect(none.status).toBe(404);
    expect(none.body.errors[0].path).toBe('params.productUid');
  });

  it('answers 404 naming params.storeUid for a store that does not exist', async () => {
    const w = await world();
    await seedProduct(w.t.tenant, 'p1', { amount: 5000, currency: 'NOK' });
    await putPrice(w.t, w.customerList, 'p1', { amount: 4000 });
    const missing = await priceOf(w.t, 'no-such-store', 'p1', `customerUid=${w.customerUid}`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual([expect.objectContaining({ path: 'params.storeUid' })]);
  });

  it("never uses another tenant's store, customer, product or prices", async () => {
    const a = await world();
    const b = await priceTenant();
    await seedProduct(a.t.tenant, 'p1', { amount: 5000, currency: 'NOK' });
    await putPrice(a.t, a.storeList, 'p1', { amount: 4500 });
    expect((await priceOf(b, a.storeUid, 'p1')).status).toBe(404);
    // Their own product does not make the other tenant's store theirs.
    await seedProduct(b.tenant, 'p1', { amount: 7000, currency: 'NOK' });
    const theirs = await priceOf(b, a.storeUid, 'p1');
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors).toEqual([expect.objectContaining({ path: 'params.storeUid' })]);
    expect((await priceOf(b, a.storeUid, 'p1', `customerUid=${a.customerUid}`)).status).toBe(404);
    expect((await a.t.api.get(`/tenants/${b.tenant}/stores/${a.storeUid}/products/p1/price`)).status).toBe(
      403,
    );
  });

  it('answers any token of the tenant, store access level included', async () => {
    const w = await world();
    await seedProduct(w.t.tenant, 'p1', { amount: 5000, currency: 'NOK' });
    const storeLevel = await w.t.as('STORE');
    expect((await storeLevel.get(`${w.t.base}/stores/${w.storeUid}/products/p1/price`)).status).toBe(200);
  });
});
