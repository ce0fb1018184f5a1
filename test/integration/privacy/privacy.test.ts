import { describe, expect, it } from 'vitest';
import { client, eventually, token } from '#test/support/api.ts';
import { createOrder, line, outboxEvents } from '../sales/fixtures.ts';
import { readModelHits, seededCustomer, tableHits } from './helpers.ts';

/** Items that keep a copy until their TTL removes them: outbox events (7 days), idempotency records (24 h). */
const EXPIRING = new Set(['EVENT', 'IDEMPOTENCY']);

describe('GDPR export and erase', () => {
  it('exports every record of a seeded customer in one document', async () => {
    const s = await seededCustomer();
    const res = await s.api.get(`${s.path}/export`);
    expect(res.status, res.text).toBe(200);
    const doc = res.body;
    expect(doc).toMatchObject({
      format: 'retail-commerce-customer-export/1',
      tenantUid: s.tenant,
      customerUid: s.customerUid,
      erasure: null,
      customer: { firstname: s.values.firstname, email: s.values.email },
    });
    // Also the ledger number in a store without a store record.
    expect(doc.ledgerNumbers).toEqual(
      [
        { storeUid: s.storeUid, ledgerNumber: '10001' },
        { storeUid: s.implicitStoreUid, ledgerNumber: '20002' },
      ].sort((a, b) => a.storeUid.localeCompare(b.storeUid)),
    );
    expect(doc.shipments).toMatchObject([
      {
        shipmentUid: s.shipmentUid,
        orderUid: s.orderUid,
        receiver: { firstname: s.values.firstname, email: s.values.email, address: s.values.address },
        labels: { pdf: { contentType: 'application/pdf' }, zpl: { contentType: 'application/zpl' } },
      },
    ]);
    expect(doc.shipments[0].labels.zpl.data).toContain(s.values.city);
    expect(doc.prePayments).toMatchObject([
      {
        prePaymentUid: s.prePaymentUid,
        orderUid: s.orderUid,
        amount: 2500,
        externalPaymentReference: s.pspReference,
      },
    ]);
    expect(doc.loyalty).toMatchObject([{ entryType: 'EARN', points: 125, orderUid: s.orderUid }]);
    expect(doc.deliveries).toMatchObject([
      { deliveryUid: s.deliveryUid, orderUid: s.orderUid, state: 'DELIVERED' },
    ]);
    expect(doc.addresses).toHaveLength(1);
    expect(doc.consents).toMatchObject([{ name: 'NEWSLETTER', status: true }]);
    expect(doc.contacts).toMatchObject([{ firstname: s.values.contactFirst }]);
    expect(doc.contactLinks).toMatchObject([
      { customerUid: s.customerUid, firstname: s.values.contactFirst },
    ]);
    expect(doc.orders).toMatchObject([{ orderUid: s.orderUid, customerUid: s.customerUid }]);
    expect(doc.receipts).toMatchObject([{ orderReceiptUid: s.receiptUid, grandTotal: 12500 }]);
    expect(doc.settlements).toMatchObject([{ orderReceiptUid: s.receiptUid, amount: 12500 }]);
    expect(doc.notifications).toMatchObject([
      { notificationUid: s.notificationUid, recipient: s.values.email },
    ]);
    expect(doc.serviceOrders).toMatchObject([
      {
        serviceOrderUid: s.serviceOrderUid,
        customerUid: s.customerUid,
        customer: { firstname: s.values.firstname, email: s.values.email },
        notes: [{ text: expect.stringContaining(s.values.lastname) }],
      },
    ]);
    expect(doc.notes).toEqual({});
  });

  it('erases every personal value from the table and the read model, keeps the bookkeeping, and is idempotent', async () => {
    const s = await seededCustomer();
    // Before: the values are in the table and have reached the read model (so the check can fail).
    expect((await tableHits(s.tenant, s.personal)).length).toBeGreaterThan(0);
    await eventually(async () => ((await readModelHits(s.personal)).hits.length >= 4 ? true : undefined));

    const erased = await s.api.post(`${s.path}/erase`);
    expect(erased.status, erased.text).toBe(200);

    // The whole table: no item of the tenant holds a personal value, except those expiring by TTL.
    const left = await tableHits(s.tenant, s.personal);
    const lasting = left.filter((h) => !EXPIRING.has(h.recordType) && !h.key.includes('#IDEMPOTENCY#'));
    expect(lasting).toEqual([]);
    for (const h of left) expect(typeof h.expiresAt, h.key).toBe('number');
    expect(erased.body).toMatchObject({
      customerUid: s.customerUid,
      changed: {
        orders: 1,
        receipts: 1,
        notifications: 1,
        shipments: 1,
        serviceOrders: 1,
        contacts: 1,
        contactLinks: 1,
      },
    });

    // Every read-model table: the indexer re-projects the erased items from the stream.
    const result = await eventually(async () => {
      const r = await readModelHits(s.personal);
      return r.hits.length === 0 ? r : undefined;
    });
    expect(result.tables.length).toBeGreaterThan(5);

    // Bookkeeping stays: amounts, settlements and the ledger number.
    const doc = (await s.api.get(`${s.path}/export`)).body;
    expect(doc.erasure).toEqual(erased.body);
    expect(doc.customer).toMatchObject({ displayName: 'Erased', firstname: '', email: '' });
    expect(doc.receipts).toMatchObject([{ orderReceiptUid: s.receiptUid, grandTotal: 12500 }]);
    expect(doc.settlements).toMatchObject([{ amount: 12500 }]);
    expect(doc.ledgerNumbers.map((l: { ledgerNumber: string }) => l.ledgerNumber).sort()).toEqual([
      '10001',
      '20002',
    ]);
    expect(doc.prePayments).toMatchObject([{ amount: 2500, externalPaymentReference: s.pspReference }]);
    // The shipping label keeps its tracking and parcels; its receiver is erased, its label dropped.
    expect(doc.shipments).toMatchObject([
      {
        shipmentUid: s.shipmentUid,
        trackingNumber: expect.any(String),
        receiver: { displayName: 'Erased', firstname: '', email: '', address: '', city: '', mobile: '' },
        reference: '',
        labels: null,
      },
    ]);
    expect(doc.orders[0].address).toMatchObject({ displayName: 'Erased', firstname: '', city: '' });
    // The service order keeps its number, items, serials and states; the customer's data is gone.
    expect(doc.serviceOrders).toMatchObject([
      {
        serviceOrderUid: s.serviceOrderUid,
        serviceOrderNumber: '1',
        state: 'RECEIVED',
        customer: { displayName: 'Erased', firstname: '', lastname: '', email: '', mobile: '' },
        problemDescription: 'Erased',
        items: [{ description: 'Espresso machine', serialNumber: 'EM2-1', condition: '' }],
        notes: [{ text: 'Erased' }],
        erasedAt: erased.body.erasedAt,
      },
    ]);

    // Idempotent: the same answer, nothing written again.
    const again = await s.api.post(`${s.path}/erase`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(erased.body);

    // Writes to an erased customer are refused.
    expect((await s.api.put(s.path, { firstname: 'Back' })).status).toBe(409);
    const link = await s.api.post(`${s.path}/contacts`, { firstname: 'New', lastname: 'Contact' });
    expect(link.status).toBe(409);
    expect(link.body.errors[0].path).toBe('params.customerUid');

    // One CUSTOMER_UPDATE for the erase, carrying the erased customer; none for the second erase.
    // (The seed's contact emitted one before, with the customer as it was.)
    const updates = (await outboxEvents(s.tenant)).filter((e) => e.action === 'CUSTOMER_UPDATE');
    expect(updates.map((e) => e.data.customer.displayName)).toEqual([
      `${s.values.firstname} ${s.values.lastname}`,
      'Erased',
    ]);
    await expect(
      createOrder(s.api, s.tenant, s.storeUid, { customerUid: s.customerUid, items: [line(100)] }),
    ).rejects.toThrow(/422/);
    const intake = await s.api.post(`/tenants/${s.tenant}/stores/${s.storeUid}/service-orders`, {
      customerUid: s.customerUid,
      items: [{ description: 'Kettle' }],
      problemDescription: 'Does not heat',
    });
    expect(intake.status).toBe(422);
    expect(intake.body.errors[0].path).toBe('body.customerUid');
  });

  it('needs the CUSTOMER permission and backoffice access', async () => {
    const s = await seededCustomer();
    const store = client(await token({ tenant: s.tenant, permissions: ['CUSTOMER'], access: 'STORE' }));
    const noPermission = client(
      await token({ tenant: s.tenant, permissions: ['SALES_ORDER'], access: 'ADMIN' }),
    );
    const backoffice = client(
      await token({ tenant: s.tenant, permissions: ['CUSTOMER'], access: 'BACKOFFICE' }),
    );
    expect((await store.get(`${s.path}/export`)).status).toBe(403);
    expect((await noPermission.post(`${s.path}/erase`)).status).toBe(403);
    expect((await backoffice.get(`${s.path}/export`)).status).toBe(200);
    expect((await backoffice.get(`/tenants/${s.tenant}/customers/nobody/export`)).status).toBe(404);
  });
});
