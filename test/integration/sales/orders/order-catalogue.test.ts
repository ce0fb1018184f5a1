import { describe, expect, it } from 'vitest';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { line } from '../fixtures.ts';

/** A tenant with a store on a pricelist, a customer on another, and products in the catalogue. */
const world = async () => {
  const tenant = uniqueTenant('oc');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const base = `/tenants/${tenant}`;
  const created = async (path: string, body: Record<string, unknown>) => {
    const res = await api.post(`${base}${path}`, body);
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const storeList = (await created('/pricelists', { name: 'Store', currency: 'NOK' })).pricelistUid as string;
  const b2bList = (await created('/pricelists', { name: 'B2B', currency: 'NOK' })).pricelistUid as string;
  const storeUid = (
    await created('/stores', {
      name: 'Sentrum',
      number: uniqueUid('n'),
      currency: 'NOK',
      timezone: 'Europe/Oslo',
      pricelistUid: storeList,
    })
  ).storeUid as string;
  const customerUid = uniqueUid('c');
  await created('/customers', {
    customerUid,
    companyName: 'Nordlys',
    customerType: 'COMPANY',
    pricelistUid: b2bList,
  });
  const product = async (body: Record<string, unknown> = {}) => {
    const productUid = uniqueUid('p');
    await created('/products', {
      productUid,
      sku: `SKU-${productUid}`,
      name: 'Espresso cup',
      productType: 'STOCK',
      vatCodeUid: 'vat-15',
      vatRate: 1500,
      defaultPrice: { amount: 9900, currency: 'NOK' },
      allowedActions: ['QUANTITY_SOLD', 'DISCOUNT'],
      ...body,
    });
    return productUid;
  };
  const price = async (pricelistUid: string, productUid: string, body: Record<string, unknown>) => {
    const res = await api.put(`${base}/pricelists/${pricelistUid}/prices/${productUid}`, body);
    expect([200, 201], res.text).toContain(res.status);
  };
  const order = (items: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    api.post(`${base}/stores/${storeUid}/orders`, { items, ...extra });
  return { api, base, storeList, b2bList, storeUid, customerUid, product, price, order };
};

describe('order lines from the catalogue', () => {
  it('fills what a line omits from the product and its effective price: customer pricelist, store pricelist, product default', async () => {
    const w = await world();
    const cup = await w.product();
    await w.price(w.storeList, cup, { amount: 8900 });
    await w.price(w.b2bList, cup, { amount: 7900, quantityBreaks: [{ minQuantity: 10, amount: 6900 }] });

    const walkIn = await w.order([{ productUid: cup, quantityOrdered: 2 }]);
    expect(walkIn.status, walkIn.text).toBe(201);
    expect(walkIn.body.items[0]).toMatchObject({
      productUid: cup,
      sku: `SKU-${cup}`,
      name: 'Espresso cup',
      productType: 'STOCK',
      vatCodeUid: 'vat-15',
      itemPrice: 8900,
      originalItemPrice: 8900,
      totalPrice: 17800,
      allowedActions: ['QUANTITY_SOLD', 'DISCOUNT'],
    });

    const b2b = await w.order([{ productUid: cup, quantityOrdered: 12 }], { customerUid: w.customerUid });
    expect(b2b.status, b2b.text).toBe(201);
    expect(b2b.body.items[0]).toMatchObject({ itemPrice: 6900, totalPrice: 82800 });

    await w.api.delete(`${w.base}/pricelists/${w.storeList}/prices/${cup}`);
    const fallback = await w.order([{ productUid: cup, quantityOrdered: 1 }]);
    expect(fallback.body.items[0]).toMatchObject({ itemPrice: 9900 });
    // 15 % VAT of 99.00 taken from the product, not the 25 % a client would have had to send.
    expect(fallback.body.items[0].itemVatAmount).toBe(1291);
  });

  it('lets explicit values win only where the product allows them (PRICE_SALE, PRODUCT_NAME), naming each refused field', async () => {
    const w = await world();
    const fixed = await w.product();
    const open = await w.product({ allowedActions: ['PRICE_SALE', 'PRODUCT_NAME'] });

    const refused = await w.order([
      { productUid: fixed, quantityOrdered: 1, itemPrice: 5000, name: 'Cheap cup' },
      { productUid: fixed, quantityOrdered: 1, itemPrice: 9900, name: 'Espresso cup' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'body.items.0.itemPrice',
      'body.items.0.name',
    ]);

    const allowed = await w.order([
      {
        productUid: open,
        quantityOrdered: 1,
        itemPrice: 5000,
        name: 'Cup, last one',
        sku: 'OWN-SKU',
        vatRate: 0,
        vatCodeUid: 'vat-0',
      },
    ]);
    expect(allowed.status, allowed.text).toBe(201);
    expect(allowed.body.items[0]).toMatchObject({
      itemPrice: 5000,
      originalItemPrice: 9900,
      name: 'Cup, last one',
      sku: 'OWN-SKU',
      vatCodeUid: 'vat-0',
      itemVatAmount: 0,
    });
  });

  it('refuses inactive products and catalogue lines without a price, and keeps free-text lines as before', async () => {
    const w = await world();
    const retired = await w.product({ active: false });
    const unpriced = await w.product({ defaultPrice: undefined });
    const refused = await w.order([
      { productUid: retired, quantityOrdered: 1 },
      { productUid: unpriced, quantityOrdered: 1 },
      { productUid: uniqueUid('unknown'), quantityOrdered: 1 },
    ]);
    expect(refused.status).toBe(400);
    const paths = refused.body.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual([
      'body.items.0.productUid',
      'body.items.1.itemPrice',
      'body.items.2.itemPrice',
      'body.items.2.name',
      'body.items.2.sku',
      'body.items.2.vatCodeUid',
      'body.items.2.vatRate',
    ]);

    const freeText = await w.order([line(12_500, 2)]);
    expect(freeText.status, freeText.text).toBe(201);
    expect(freeText.body.items[0]).toMatchObject({
      itemPrice: 12_500,
      productType: 'STOCK',
      allowedActions: [],
    });
  });

  it("prices in the order's currency: a product priced only in another currency needs an explicit price", async () => {
    const w = await world();
    const cup = await w.product({ defaultPrice: { amount: 990, currency: 'EUR' } });
    const nok = await w.order([{ productUid: cup, quantityOrdered: 1 }]);
    expect(nok.status).toBe(400);
    expect(nok.body.errors[0].path).toBe('body.items.0.itemPrice');
    const eur = await w.order([{ productUid: cup, quantityOrdered: 1 }], { currency: 'EUR' });
    expect(eur.status, eur.text).toBe(201);
    expect(eur.body.items[0].itemPrice).toBe(990);
  });
});
