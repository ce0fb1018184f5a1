import { beforeAll, describe, expect, it } from 'vitest';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import { seedReference } from './helpers.ts';

const tenant = uniqueTenant('ntf');
const store = 'store-1';
const path = `/tenants/${tenant}/stores/${store}/notifications`;
let api: ReturnType<typeof client>;
const customerUid = uniqueUid('cust');
const orderUid = uniqueUid('ord');

beforeAll(async () => {
  api = client(await token({ tenant, permissions: ['SALES_ORDER'] }));
  await ensureStore(tenant, store);
  await seedReference('customer', tenant, customerUid);
  await seedReference('order', tenant, orderUid);
});

const email = (extra: object = {}) => ({
  messageType: 'EMAIL',
  recipient: `${uniqueUid('r')}@example.com`,
  message: 'Your order is ready for pickup',
  ...extra,
});
const fieldsOf = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path);

describe('POST /stores/{s}/notifications (spec 4.6 rules)', () => {
  it('stores an e-mail as NOT_STARTED with every field and returns it', async () => {
    const body = email({
      subject: 'Pickup',
      customerUid,
      orderUid,
      purchaseOrderUid: 'po-1',
      receivementUid: 'rc-1',
    });
    const res = await api.post(path, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      messageType: 'EMAIL',
      recipient: body.recipient,
      subject: 'Pickup',
      message: body.message,
      state: 'NOT_STARTED',
      storeUid: store,
      customerUid,
      orderUid,
      purchaseOrderUid: 'po-1',
      receivementUid: 'rc-1',
      createdBy: 'test-user',
      lastModifiedBy: 'test-user',
      attempts: 0,
      events: [],
    });
    expect(res.body.notificationUid).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Date.parse(res.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body).not.toHaveProperty('tenantUid');
  });

  it('rule 1: SMS needs a valid phone number and stores it as E.164', async () => {
    const ok = await api.post(path, { messageType: 'SMS', recipient: '0047 912 34 567', message: 'Hi' });
    expect(ok.status).toBe(200);
    expect(ok.body.recipient).toBe('+4791234567');
    for (const recipient of ['12345', '+47123', 'john@example.com', 'not a number']) {
      const res = await api.post(path, { messageType: 'SMS', recipient, message: 'Hi' });
      expect(res.status, recipient).toBe(400);
      expect(fieldsOf(res)).toContain('body.recipient');
    }
  });

  it('rule 1: EMAIL needs a valid e-mail address', async () => {
    for (const recipient of ['john', 'john@', '+4791234567', 'a b@example.com']) {
      const res = await api.post(path, email({ recipient }));
      expect(res.status, recipient).toBe(400);
      expect(fieldsOf(res)).toContain('body.recipient');
    }
  });

  it('subject is only valid for EMAIL: 400 on SMS', async () => {
    const res = await api.post(path, {
      messageType: 'SMS',
      recipient: '+4791234567',
      message: 'Hi',
      subject: 'No',
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['body.subject']);
  });

  it('rule 2: message or templateType is required', async () => {
    const res = await api.post(path, { messageType: 'EMAIL', recipient: 'a@example.com' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toContain('body.message');
    const empty = await api.post(path, { messageType: 'EMAIL', recipient: 'a@example.com', message: '' });
    expect(empty.status).toBe(400);
  });

  it('rule 2: message wins when both are given (template rules do not apply)', async () => {
    const res = await api.post(
      path,
      email({ templateType: 'ORDER_CONFIRMATION', message: 'Plain text wins' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Plain text wins');
    expect(res.body.templateType).toBeUndefined();
  });

  it('templateType must be a type of /metadata/templates', async () => {
    const res = await api.post(path, email({ message: undefined, templateType: 'NO_SUCH_TEMPLATE' }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toContain('body.templateType');
  });

  it('rule 3: ORDER_CONFIRMATION and RECEIPT need orderUid, CUSTOMER_WELCOME needs customerUid', async () => {
    for (const [templateType, field] of [
      ['ORDER_CONFIRMATION', 'body.orderUid'],
      ['RECEIPT', 'body.orderUid'],
      ['CUSTOMER_WELCOME', 'body.customerUid'],
    ] as const) {
      const res = await api.post(path, email({ message: undefined, templateType }));
      expect(res.status, templateType).toBe(400);
      expect(fieldsOf(res)).toContain(field);
    }
    const ok = await api.post(
      path,
      email({ message: undefined, templateType: 'CUSTOMER_WELCOME', customerUid }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.subject).toBe('Welcome');
    expect(ok.body.message).toContain('We are glad to have you as a customer');
  });

  it('a template renders its subject and text into the stored notification; required data keys are checked', async () => {
    const missing = await api.post(path, email({ message: undefined, templateType: 'GENERIC' }));
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing)).toContain('body.templateData');
    const res = await api.post(
      path,
      email({
        message: undefined,
        templateType: 'ORDER_CONFIRMATION',
        orderUid,
        templateData: [
          { key: 'orderNumber', value: '10042' },
          { key: 'customerName', value: 'Kari' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('Order confirmation 10042');
    expect(res.body.message).toContain('Hi Kari');
    expect(res.body.templateType).toBe('ORDER_CONFIRMATION');
    expect(res.body.templateData).toHaveLength(2);
  });

  it('rule 4: a customer and an order created through their own endpoints are found', async () => {
    const admin = client(await token({ tenant, permissions: 'all' }));
    const customer = await admin.post(`/tenants/${tenant}/customers`, {
      firstname: 'Kari',
      lastname: 'Nordmann',
    });
    expect(customer.status).toBe(201);
    const order = await admin.post(`/tenants/${tenant}/stores/${store}/orders`, {
      customerUid: customer.body.customerUid,
      items: [
        {
          productUid: 'p-1',
          sku: 'SKU-1',
          name: 'Wool sweater',
          quantityOrdered: 1,
          itemPrice: 89900,
          vatCodeUid: 'vat-25',
          vatRate: 2500,
        },
      ],
    });
    expect(order.status).toBe(201);
    const res = await api.post(
      path,
      email({
        message: undefined,
        templateType: 'RECEIPT',
        customerUid: customer.body.customerUid,
        orderUid: order.body.orderUid,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ customerUid: customer.body.customerUid, orderUid: order.body.orderUid });
    expect(res.body.message).toContain(`Here is your receipt for order ${order.body.orderUid}`);
  });

  it('rule 4: customerUid, orderUid and serviceOrderUid must exist (404 naming each)', async () => {
    const res = await api.post(
      path,
      email({ customerUid: 'no-such-customer', orderUid: 'no-such-order', serviceOrderUid: 'no-such-so' }),
    );
    expect(res.status).toBe(404);
    expect(fieldsOf(res).sort()).toEqual(['body.customerUid', 'body.orderUid', 'body.serviceOrderUid']);
  });

  it("rule 4: another tenant's customer does not exist here", async () => {
    const other = uniqueTenant('ntf-other');
    const foreign = uniqueUid('cust');
    await seedReference('customer', other, foreign);
    const res = await api.post(path, email({ customerUid: foreign }));
    expect(res.status).toBe(404);
  });

  it('a custom notificationUid is kept; a duplicate is a 409 and does not overwrite', async () => {
    const notificationUid = uniqueUid('n');
    const first = await api.post(path, email({ notificationUid, message: 'first' }));
    expect(first.status).toBe(200);
    expect(first.body.notificationUid).toBe(notificationUid);
    const again = await api.post(path, email({ notificationUid, message: 'second' }));
    expect(again.status).toBe(409);
    const found = await api.post(`/tenants/${tenant}/notifications/search`, {
      recipient: first.body.recipient,
    });
    expect(found.body.items.map((n: { message: string }) => n.message)).toEqual(['first']);
    // The same uid in another tenant is another notification.
    const other = uniqueTenant('ntf-dup');
    const otherApi = client(await token({ tenant: other, permissions: ['SALES_ORDER'] }));
    await ensureStore(other, store);
    const res = await otherApi.post(
      `/tenants/${other}/stores/${store}/notifications`,
      email({ notificationUid }),
    );
    expect(res.status).toBe(200);
  });

  it('refuses wrong types, oversized values and bad UIDs with 400 naming each field, and stores nothing', async () => {
    const recipient = `${uniqueUid('bad')}@example.com`;
    const res = await api.post(path, {
      messageType: 'FAX',
      recipient,
      message: 'x'.repeat(10_001),
      notificationUid: 'has space',
      customerUid: 'no/slash',
      templateData: [{ key: '', value: 1 }],
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).sort()).toEqual(
      expect.arrayContaining([
        'body.customerUid',
        'body.message',
        'body.messageType',
        'body.notificationUid',
        'body.templateData.0.key',
        'body.templateData.0.value',
      ]),
    );
    const tooLong = await api.post(path, email({ recipient: `${'a'.repeat(320)}@example.com` }));
    expect(tooLong.status).toBe(400);
    expect(fieldsOf(tooLong)).toContain('body.recipient');
    const longUid = await api.post(path, email({ notificationUid: 'u'.repeat(129) }));
    expect(fieldsOf(longUid)).toEqual(['body.notificationUid']);
    const found = await api.post(`/tenants/${tenant}/notifications/search`, { recipient });
    expect(found.body.paging.totalCount).toBe(0);
  });

  it('an e-mail subject is one line (no header injection)', async () => {
    const res = await api.post(path, email({ subject: 'Hi\r\nBcc: everyone@example.com' }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['body.subject']);
  });

  it('a link in templateData must be http(s): it ends up in an href', async () => {
    const receipt = (receiptUrl: string) =>
      api.post(
        path,
        email({
          message: undefined,
          templateType: 'RECEIPT',
          orderUid,
          templateData: [
            { key: 'total', value: 'NOK 100' },
            { key: 'receiptUrl', value: receiptUrl },
          ],
        }),
      );
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>1</script>', 'not a url']) {
      const res = await receipt(bad);
      expect(res.status, bad).toBe(400);
      expect(fieldsOf(res)).toEqual(['body.templateData.1.value']);
    }
    const ok = await receipt('https://shop.example.com/receipts/r-1?x=1&y=2');
    expect(ok.status).toBe(200);
    expect(ok.body.message).toContain('https://shop.example.com/receipts/r-1?x=1&y=2');
  });

  it('rule 5: any one of the six order permissions allows sending; others do not', async () => {
    for (const permission of [
      'INTERNAL_PURCHASE_ORDER',
      'PURCHASE_ORDER',
      'RECEIVEMENT',
      'RETURN_ORDER',
      'SALES_ORDER',
      'SERVICE_ORDER',
    ] as const) {
      const res = await client(await token({ tenant, permissions: [permission], access: 'STORE' })).post(
        path,
        email(),
      );
      expect(res.status, permission).toBe(200);
    }
    const denied = await client(
      await token({ tenant, permissions: ['CUSTOMER', 'WEBHOOK'], access: 'ADMIN' }),
    ).post(path, email());
    expect(denied.status).toBe(403);
  });
});

describe('GET /metadata/templates', () => {
  it('lists every template type with its subject, required references and data keys', async () => {
    const res = await api.get('/metadata/templates');
    expect(res.status).toBe(200);
    const byType = Object.fromEntries(
      res.body.items.map((t: { templateType: string }) => [t.templateType, t]),
    );
    expect(Object.keys(byType)).toEqual(['ORDER_CONFIRMATION', 'RECEIPT', 'CUSTOMER_WELCOME', 'GENERIC']);
    expect(byType.ORDER_CONFIRMATION.requires).toEqual(['orderUid']);
    // Spec 9.5: each template shows the subject its e-mails get.
    expect(byType.ORDER_CONFIRMATION.subject).toBe(
      'Order confirmation {{#if data.orderNumber}}{{data.orderNumber}}{{else}}{{orderUid}}{{/if}}',
    );
    expect(byType.GENERIC.subject).toBe(
      '{{#if data.subject}}{{data.subject}}{{else}}Message from your store{{/if}}',
    );
    expect(byType.RECEIPT.requires).toEqual(['orderUid']);
    expect(byType.CUSTOMER_WELCOME.requires).toEqual(['customerUid']);
    expect(byType.GENERIC.dataKeys).toContainEqual(
      expect.objectContaining({ key: 'body', required: true, format: 'text' }),
    );
    expect(byType.RECEIPT.dataKeys).toContainEqual(
      expect.objectContaining({ key: 'receiptUrl', required: false, format: 'url' }),
    );
  });
});
