import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from '#functions/shipping/check-digit-rules.ts';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';

/** A tenant with a store that has an address and an order to ship to Bergen. */
const world = async () => {
  const tenant = uniqueTenant('ship');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const storeUid = uniqueUid('store');
  const store = await api.post(`/tenants/${tenant}/stores`, {
    storeUid,
    name: 'Oslo Sentrum',
    number: String(Math.floor(Math.random() * 1e6)),
    currency: 'NOK',
    timezone: 'Europe/Oslo',
    address: {
      address: 'Karl Johans gate 1',
      city: 'Oslo',
      postalCode: '0154',
      countryCode: 'NO',
      displayName: 'Nordlys Kaffe',
    },
  });
  if (store.status !== 201) throw new Error(`store: ${store.status} ${store.text}`);
  const order = await api.post(`/tenants/${tenant}/stores/${storeUid}/orders`, {
    address: {
      firstname: 'Kari',
      lastname: 'Nordmann',
      address: 'Storgata 5',
      postalCode: '5003',
      city: 'Bergen',
      countryCode: 'NO',
    },
    items: [
      {
        productUid: uniqueUid('p'),
        sku: 'CUP',
        name: 'Cup',
        quantityOrdered: 2,
        itemPrice: 9900,
        vatCodeUid: 'vat-25',
        vatRate: 2500,
      },
      {
        productUid: uniqueUid('p'),
        sku: 'POT',
        name: 'Pot',
        quantityOrdered: 1,
        itemPrice: 29900,
        vatCodeUid: 'vat-25',
        vatRate: 2500,
      },
    ],
  });
  if (order.status !== 201) throw new Error(`order: ${order.status} ${order.text}`);
  const path = `/tenants/${tenant}/stores/${storeUid}/orders/${order.body.orderUid}/deliveries/shiplabel`;
  return { tenant, api, storeUid, order: order.body, path };
};

const local = (parcels: unknown[], extra: Record<string, unknown> = {}) => ({
  deliveryProviderUid: 'local',
  deliveryMethodUid: 'local-standard',
  parcels,
  ...extra,
});

describe('shipping-label delivery providers', () => {
  it('lists the local provider and a carrier, each with its methods', async () => {
    const tenant = uniqueTenant('ship');
    const api = client(await token({ tenant, permissions: [], access: 'STORE' }));
    const list = await api.get(`/tenants/${tenant}/shiplabel-delivery-providers`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { deliveryProviderUid: string }) => p.deliveryProviderUid)).toEqual([
      'local',
      'bring',
    ]);
    const one = await api.get(`/tenants/${tenant}/shiplabel-delivery-providers/local`);
    expect(one.body).toMatchObject({
      deliveryProviderUid: 'local',
      carrier: false,
      labelFormats: ['PDF', 'ZPL'],
    });
    const methods = await api.get(`/tenants/${tenant}/shiplabel-delivery-providers/bring/methods`);
    expect(methods.body.items.map((m: { carrierProductCode: string }) => m.carrierProductCode)).toEqual([
      '5800',
      '5600',
    ]);
    expect((await api.get(`/tenants/${tenant}/shiplabel-delivery-providers/nope/methods`)).status).toBe(404);
  });
});

describe('shipping-label deliveries of an order', () => {
  it('books parcels with the local provider: the store sends, the order receives, the labels read back', async () => {
    const w = await world();
    const lineUid = w.order.items[1].orderItemUid;
    const res = await w.api.post(
      w.path,
      local([{ weightGrams: 1200, lengthCm: 30, widthCm: 20, heightCm: 10 }, { weightGrams: 800 }], {
        orderItemUids: [lineUid],
        reference: 'Christmas',
      }),
    );
    expect(res.status).toBe(201);
    const shipment = res.body;
    expect(shipment).toMatchObject({
      orderUid: w.order.orderUid,
      storeUid: w.storeUid,
      orderNumber: w.order.orderNumber,
      deliveryProviderUid: 'local',
      deliveryMethodName: 'Standard',
      totalWeightGrams: 2000,
      orderItemUids: [lineUid],
      sender: { displayName: 'Nordlys Kaffe', city: 'Oslo', postalCode: '0154' },
      receiver: { displayName: 'Kari Nordmann', address: 'Storgata 5', city: 'Bergen' },
    });
    expect(shipment.parcels).toHaveLength(2);
    for (const parcel of shipment.parcels) expect(hasValidCheckDigit(parcel.parcelNumber)).toBe(true);
    expect(shipment.trackingNumber).toBe(shipment.parcels[0].parcelNumber);
    // Serials are consecutive within the tenant.
    expect(
      BigInt(shipment.parcels[1].parcelNumber.slice(0, 17)) -
        BigInt(shipment.parcels[0].parcelNumber.slice(0, 17)),
    ).toBe(1n);

    const pdf = Buffer.from(shipment.labels.pdf.base64, 'base64');
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    expect(doc.numPages).toBe(2);
    const { text } = await extractText(doc, { mergePages: true });
    for (const expected of [
      'Kari Nordmann',
      '5003 Bergen',
      'Nordlys Kaffe',
      `Order ${w.order.orderNumber}`,
      'Ref Christmas',
    ]) {
      expect(text).toContain(expected);
    }
    const zpl: string = shipment.labels.zpl.data;
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl).toContain(`^BCN,220,N,N,N^FD>;>800${shipment.parcels[1].parcelNumber}^FS`);

    // GET lists it with the same documents (they are stored with the shipment).
    const second = await w.api.post(w.path, local([{ weightGrams: 500 }]));
    expect(second.status).toBe(201);
    const page1 = await w.api.get(`${w.path}?pageSize=1`);
    expect(page1.status).toBe(200);
    expect(page1.body.items).toEqual([shipment]);
    expect(page1.body.paging).toMatchObject({ pageNumber: 1, pageSize: 1, totalCount: 2 });
    const page2 = await w.api.get(`${w.path}?pageSize=1&cursor=${page1.body.paging.nextCursor}`);
    expect(page2.body.paging).toMatchObject({ pageNumber: 2, pageSize: 1, totalCount: 2 });
    expect(page2.body.items.map((s: { shipmentUid: string }) => s.shipmentUid)).toEqual([
      second.body.shipmentUid,
    ]);
  });

  it('refuses what cannot be shipped with a 4xx naming the field, and writes nothing', async () => {
    const w = await world();
    const expectRefusal = async (body: unknown, status: number, path: string) => {
      const res = await w.api.post(w.path, body);
      expect(res.status).toBe(status);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    };
    await expectRefusal(local([]), 400, 'body.parcels');
    await expectRefusal(local([{ weightGrams: 40_000 }]), 422, 'body.parcels.0.weightGrams');
    await expectRefusal(
      { ...local([{ weightGrams: 1 }]), deliveryMethodUid: 'bring-home-delivery' },
      404,
      'body.deliveryMethodUid',
    );
    await expectRefusal(
      { ...local([{ weightGrams: 1 }]), deliveryProviderUid: 'nope' },
      404,
      'body.deliveryProviderUid',
    );
    await expectRefusal(
      local([{ weightGrams: 1 }], { orderItemUids: ['not-a-line'] }),
      404,
      'body.orderItemUids.0',
    );
    await expectRefusal(
      local([{ weightGrams: 1 }], { receiver: { postalCode: '' } }),
      422,
      'body.receiver.postalCode',
    );
    // Carriers need the tenant's credentials (none here: Secrets Manager is AWS's).
    await expectRefusal(
      {
        deliveryProviderUid: 'bring',
        deliveryMethodUid: 'bring-pickup-parcel',
        parcels: [{ weightGrams: 1 }],
      },
      422,
      'body.deliveryProviderUid',
    );
    expect((await w.api.get(w.path)).body.items).toEqual([]);
  });

  it("keeps tenants and stores apart: another store's path or tenant sees no order", async () => {
    const w = await world();
    expect((await w.api.post(w.path, local([{ weightGrams: 100 }]))).status).toBe(201);
    const otherStore = w.path.replace(w.storeUid, uniqueUid('store'));
    expect((await w.api.get(otherStore)).status).toBe(404);
    expect((await w.api.post(otherStore, local([{ weightGrams: 100 }]))).status).toBe(404);

    const other = await world();
    // The same order uid under the other tenant's path: its own (absent) order, never w's.
    const foreign = other.path.replace(other.order.orderUid, w.order.orderUid);
    expect((await other.api.get(foreign)).status).toBe(404);
    expect((await other.api.get(other.path)).body.items).toEqual([]);
    // Another tenant's token on w's path is refused outright.
    expect((await other.api.get(w.path)).status).toBe(403);
  });
});
