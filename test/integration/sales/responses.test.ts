import { describe, expect, it } from 'vitest';
import { OrderResponse } from '#functions/sales/orders/order.schema.ts';
import { ReceiptResponse, SettlementResponse } from '#functions/sales/receipts/receipt.schema.ts';
import { card, createOrder, createReceipt, line, newTenant, receiptPath } from './fixtures.ts';

/** A line that uses every optional member of OrderItemResponseSchema. */
const fullLine = () =>
  line(19900, 2, {
    itemDiscountAmount: 900,
    itemCost: 8000,
    gtins: [{ gtin: '7040000000001', primary: true, type: 'EAN13' }],
    properties: [{ uid: 'prop-1', key: 'engraving', value: 'K.N.' }],
    productProperties: [
      {
        productPropertyUid: 'pp-1',
        propertyUid: 'size',
        propertyOptionUid: 'size-m',
        propertyName: 'Size',
        propertyOptionName: 'M',
        propertyType: 'SINGLESELECT',
        required: true,
      },
      {
        productPropertyUid: 'pp-2',
        propertyUid: 'text',
        propertyOptionUid: 'text-1',
        propertyName: 'Text',
        propertyOptionName: 'Free text',
        propertyType: 'TEXT',
        required: false,
        propertyText: 'Happy birthday',
      },
    ],
    coverImage: {
      productMediaUid: 'media-1',
      mainUrl: 'https://cdn.example/1.jpg',
      thumbnailUrl: 'https://cdn.example/1t.jpg',
    },
    allowDelivery: 'NOT_BEFORE_DATE',
    allowDeliveryFromDate: '2026-12-01T08:00:00.000Z',
    reservationType: 'PURCHASEORDER',
    reservationDetails: {
      warehouse: null,
      purchaseOrder: {
        purchaseOrderUid: 'po-1',
        purchaseOrderItemUid: 'poi-1',
        purchaseOrderNumber: 'PO-77',
        quantityOrdered: 2,
        expectedDeliveryDate: '2026-11-30T00:00:00.000Z',
      },
      receivement: {
        receivementUid: 'rv-1',
        receivementItemUid: 'rvi-1',
        expectedArrival: '2026-11-29T00:00:00.000Z',
        quantity: 2,
        supplierOrderReference: 'SUP-1',
        receivedAt: null,
      },
    },
    orderLinks: [{ storeUid: 's-0', orderUid: 'o-0', orderItemUid: 'l-0', orderNumber: '7', type: 'CREDIT' }],
    allowedActions: ['QUANTITY_SOLD', 'CREDIT'],
    ledgerNumber: '03000',
  });

describe('receipt and settlement responses', () => {
  it('return exactly the members of the response schemas, with every optional member', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, {
      items: [fullLine(), line(1000)],
      address: { firstname: 'Kari', lastname: 'Nordmann', vatNumber: 'NO999999999MVA' },
    });
    // Parsing strips unknown members: equality means nothing is missing and nothing is extra.
    expect(OrderResponse.parse(order)).toEqual(order);
    // A settlement at a till names an open till of the store; its name and number come from it.
    const till = await api.post(`/tenants/${tenant}/stores/${store}/tills`, { name: 'Till 1', number: 1 });
    expect(till.status).toBe(201);
    const tillPath = `/tenants/${tenant}/stores/${store}/tills/${till.body.tillUid}`;
    expect((await api.post(`${tillPath}/open`, { openingFloat: 0 })).status).toBe(201);
    const r = (
      await createReceipt(api, tenant, store, order.orderUid, {
        settlements: [
          card(10000, {
            status: 'CAPTURED',
            ledgerNumber: '001500',
            ledgerType: 'CUSTOMER_LEDGER',
            tillUid: till.body.tillUid,
            receiptText: 'Thank you',
            parameters: [{ key: 'kid', value: '1234', name: 'KID', type: 'MODULUS10' }],
            displayMessages: [{ key: 'm', message: 'Approved', timestamp: '2026-11-23T10:00:00.000Z' }],
            additionalDetails: [{ key: 'terminal', value: 'T-1' }],
            pspTransactionId: 'psp-9',
          }),
        ],
      })
    ).body;
    expect(ReceiptResponse.parse(r)).toEqual(r);
    const [item] = r.items;
    expect(item).toMatchObject({
      allowDelivery: 'NOT_BEFORE_DATE',
      allowDeliveryFromDate: '2026-12-01T08:00:00.000Z',
      reservationDetails: { warehouse: null, purchaseOrder: { purchaseOrderNumber: 'PO-77' } },
      orderLinks: [{ type: 'CREDIT' }],
      coverImage: { productMediaUid: 'media-1' },
      ledgerNumber: '03000',
    });
    expect(r.items[1].orderLinks).toBeUndefined();
    expect(r.address.vatNumber).toBe('NO999999999MVA');
    expect(r.settlements[0]).toMatchObject({
      ledgerNumber: '001500',
      ledgerType: 'CUSTOMER_LEDGER',
      tillNumber: 1,
      authorizedAmount: 0,
      capturedAmount: 10000,
      refundedAmount: 0,
      transactions: [{ transactionType: 'CAPTURE', pspTransactionId: 'psp-9' }],
    });

    const one = await api.get(
      `${receiptPath(tenant, store, r.orderReceiptUid)}/settlements/${r.settlements[0].settlementUid}`,
    );
    expect(one.status).toBe(200);
    expect(SettlementResponse.parse(one.body)).toEqual(one.body);
    expect(one.body).toEqual(r.settlements[0]);
    expect((await api.get(`${receiptPath(tenant, store, r.orderReceiptUid)}/settlements/nope`)).status).toBe(
      404,
    );
  });

  it('validates delivery dates and property texts of lines', async () => {
    const { tenant, api, store } = await newTenant();
    const res = await api.post(`/tenants/${tenant}/stores/${store}/orders`, {
      items: [
        line(100, 1, { allowDelivery: 'NOT_BEFORE_DATE' }),
        line(100, 1, { allowDelivery: 'YES', allowDeliveryFromDate: '2026-12-01T08:00:00.000Z' }),
        line(100, 1, {
          productProperties: [
            {
              productPropertyUid: 'pp',
              propertyUid: 'p',
              propertyOptionUid: 'o',
              propertyName: 'Size',
              propertyOptionName: 'M',
              propertyType: 'SINGLESELECT',
              required: true,
              propertyText: 'not for a select',
            },
          ],
        }),
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'body.items.0.allowDeliveryFromDate',
      'body.items.1.allowDeliveryFromDate',
      'body.items.2.productProperties.0.propertyText',
    ]);
  });

  it('leaves receiptText empty for store credit and gift cards, and clears it on request', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000)] });
    const r = (await createReceipt(api, tenant, store, order.orderUid)).body;
    const path = `${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`;
    const gift = await api.post(path, card(2000, { settlementCode: 'GIFTCARD', receiptText: 'Card 1234' }));
    expect(gift.body.settlements[0].receiptText).toBe('');
    const credit = await api.post(
      path,
      card(2000, { settlementCode: 'store_credit', receiptText: 'Credit' }),
    );
    expect(credit.body.settlements[1].receiptText).toBe('');
    const withText = await api.post(path, card(2000, { settlementUid: 'txt', receiptText: 'Visa 1234' }));
    expect(withText.body.settlements[2].receiptText).toBe('Visa 1234');
    const cleared = await api.put(`${path}/txt`, { status: 'NEW', receiptText: '' });
    expect(cleared.body.settlements[2].receiptText).toBe('');
  });
});

describe('receipt changes', () => {
  it('keeps a derived displayName in step with the names, and a chosen one as it is', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, {
      items: [line(1000)],
      address: { firstname: 'Kari', lastname: 'Nordmann' },
    });
    const r = (await createReceipt(api, tenant, store, order.orderUid)).body;
    const path = receiptPath(tenant, store, r.orderReceiptUid);
    const renamed = await api.put(path, { address: { firstname: 'Per' }, sellerDisplayName: 'Ola' });
    expect(renamed.body).toMatchObject({
      address: { displayName: 'Per Nordmann' },
      sellerDisplayName: 'Ola',
    });
    await api.put(path, { address: { displayName: 'Nordmann AS' } });
    const kept = await api.put(path, { address: { firstname: 'Kari' } });
    expect(kept.body.address).toMatchObject({ firstname: 'Kari', displayName: 'Nordmann AS' });
  });
});
