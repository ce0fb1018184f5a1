import { describe, expect, it } from 'vitest';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import { card, createReceipt, line, receiptPath } from '../fixtures.ts';

/** A tenant with a store and, in the catalogue, a TV that allows add-ons and an insurance product. */
const world = async () => {
  const tenant = uniqueTenant('addon');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const store = uniqueUid('store');
  await givePaymentMethods(api, tenant, store);
  const product = async (body: Record<string, unknown>) => {
    const productUid = uniqueUid('p');
    const res = await api.post(`/tenants/${tenant}/products`, {
      productUid,
      sku: `SKU-${productUid}`,
      productType: 'NON_PHYSICAL',
      ...body,
    });
    expect(res.status, res.text).toBe(201);
    return productUid;
  };
  const tv = await product({
    name: 'TV 55"',
    productType: 'STOCK',
    vatCodeUid: 'vat-25',
    vatRate: 2500,
    defaultPrice: { amount: 799900, currency: 'NOK' },
    allowedActions: ['ADDON', 'QUANTITY_SOLD'],
  });
  const insurance = await product({
    name: 'Theft insurance',
    vatCodeUid: 'vat-0',
    vatRate: 0,
    defaultPrice: { amount: 49900, currency: 'NOK' },
    allowedActions: ['INSURANCE'],
  });
  const wrap = await product({
    name: 'Gift wrap',
    vatCodeUid: 'vat-25',
    vatRate: 2500,
    defaultPrice: { amount: 5000, currency: 'NOK' },
  });
  const orders = `/tenants/${tenant}/stores/${store}/orders`;
  return { tenant, api, store, tv, insurance, wrap, orders };
};

describe('add-on lines', () => {
  it('prices and taxes add-ons by their own products, links them to the parent, lists them and settles them with it', async () => {
    const w = await world();
    const res = await w.api.post(w.orders, {
      items: [
        { orderItemUid: 'tv', productUid: w.tv, quantityOrdered: 2 },
        { orderItemUid: 'ins', productUid: w.insurance, quantityOrdered: 2, parentOrderItemUid: 'tv' },
        { orderItemUid: 'wrap', productUid: w.wrap, quantityOrdered: 1, parentOrderItemUid: 'tv' },
        line(10000, 1, { orderItemUid: 'cable' }),
      ],
    });
    expect(res.status, res.text).toBe(201);
    const order = res.body;
    const byUid = Object.fromEntries(order.items.map((i: any) => [i.orderItemUid, i]));
    expect(byUid.ins).toMatchObject({ itemPrice: 49900, totalPrice: 99800, totalVatAmount: 0 });
    expect(byUid.wrap).toMatchObject({ itemPrice: 5000, totalPrice: 5000, totalVatAmount: 1000 });
    expect(byUid.ins.parentOrderItemUid).toBeUndefined();
    expect(byUid.ins.orderLinks).toEqual([
      {
        storeUid: w.store,
        orderUid: order.orderUid,
        orderNumber: order.orderNumber,
        orderItemUid: 'tv',
        type: 'INSURANCE',
      },
    ]);
    expect(byUid.wrap.orderLinks.map((l: any) => [l.type, l.orderItemUid])).toEqual([['SERVICE', 'tv']]);
    expect(byUid.tv.orderLinks.map((l: any) => [l.type, l.orderItemUid])).toEqual([
      ['INSURED', 'ins'],
      ['HAS_SERVICE', 'wrap'],
    ]);
    expect(order.totals).toMatchObject({ gross: 1599800 + 99800 + 5000 + 10000, vat: 319960 + 1000 + 2000 });

    const addons = await w.api.get(`${w.orders}/${order.orderUid}/items/tv/addons`);
    expect(addons.status).toBe(200);
    expect(addons.body.items.map((i: any) => i.orderItemUid)).toEqual(['ins', 'wrap']);
    expect(addons.body.paging).toEqual({ pageNumber: 1, pageSize: 50, totalCount: 2 });
    expect((await w.api.get(`${w.orders}/${order.orderUid}/items/cable/addons`)).body.items).toEqual([]);
    expect((await w.api.get(`${w.orders}/${order.orderUid}/items/nope/addons`)).status).toBe(404);

    // An add-on alone cannot go on a receipt; the parent takes its add-ons along.
    const alone = await createReceipt(w.api, w.tenant, w.store, order.orderUid, { orderItemUids: ['wrap'] });
    expect(alone.status).toBe(409);
    expect(alone.body.errors[0].path).toBe('body.orderItemUids.0');
    const receipt = await createReceipt(w.api, w.tenant, w.store, order.orderUid, { orderItemUids: ['tv'] });
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.body.items.map((i: any) => i.orderItemUid)).toEqual(['tv', 'ins', 'wrap']);
    expect(receipt.body.grandTotal).toBe(1599800 + 99800 + 5000);
    const paid = await w.api.post(
      `${receiptPath(w.tenant, w.store, receipt.body.orderReceiptUid)}/settlements`,
      card(1599800 + 99800 + 5000, { status: 'CAPTURED' }),
    );
    expect(paid.body.settleState).toBe('COMPLETE');
  });

  it('refuses add-ons whose parent is missing, an add-on, of another sign, or of a product without ADDON', async () => {
    const w = await world();
    const res = await w.api.post(w.orders, {
      items: [
        line(10000, 1, { orderItemUid: 'plain' }),
        { orderItemUid: 'tv', productUid: w.tv, quantityOrdered: 1 },
        { productUid: w.wrap, quantityOrdered: 1, parentOrderItemUid: 'plain' },
        { productUid: w.wrap, quantityOrdered: 1, parentOrderItemUid: 'nope' },
        { orderItemUid: 'ins', productUid: w.insurance, quantityOrdered: -1, parentOrderItemUid: 'tv' },
        { productUid: w.wrap, quantityOrdered: 1, parentOrderItemUid: 'ins' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.path)).toEqual([
      'body.items.3.parentOrderItemUid',
      'body.items.4.parentOrderItemUid',
      'body.items.5.parentOrderItemUid',
    ]);
    // A parent whose catalogue product does not allow ADDON: a rule on the product, 422.
    const refused = await w.api.post(w.orders, {
      items: [
        line(10000, 1, { orderItemUid: 'plain' }),
        { productUid: w.wrap, quantityOrdered: 1, parentOrderItemUid: 'plain' },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: any) => e.path)).toEqual(['body.items.1.parentOrderItemUid']);
  });
});
