import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SMS_REJECTED, LOCAL_SMS_THROTTLED } from '#infra/local/sms-server.ts';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import { mailTo, seedReference, smsTo, waitForState } from './helpers.ts';

const tenant = uniqueTenant('ntf-send');
const path = `/tenants/${tenant}/stores/store-1/notifications`;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await token({ tenant, permissions: ['SALES_ORDER'] }));
  await ensureStore(tenant, 'store-1');
});

describe('sending, end to end through the table stream, the queue and the providers', () => {
  it('sends a template e-mail through SES: rendered HTML (data escaped) and text, tags in headers, state SENT', async () => {
    const orderUid = uniqueUid('ord');
    await seedReference('order', tenant, orderUid);
    const recipient = `${uniqueUid('kari')}@example.com`;
    const res = await api.post(path, {
      messageType: 'EMAIL',
      recipient,
      templateType: 'ORDER_CONFIRMATION',
      orderUid,
      templateData: [
        { key: 'customerName', value: 'Kari <b>Nordmann</b>' },
        { key: 'orderNumber', value: '10042' },
        { key: 'total', value: 'NOK 1 249,00' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('NOT_STARTED');
    const mail = await mailTo(recipient);
    expect(mail.subject).toBe('Order confirmation 10042');
    expect(mail.from).toBe('no-reply@example.com');
    expect(mail.body.html).toContain('Hi Kari &lt;b&gt;Nordmann&lt;/b&gt;');
    expect(mail.body.html).toContain('<strong>10042</strong>');
    expect(mail.body.text).toContain('Hi Kari <b>Nordmann</b>');
    expect(mail.body.text).toContain('Total: NOK 1 249,00');
    expect(mail.headers).toEqual(
      expect.arrayContaining([
        { name: 'X-Tenant-Uid', value: tenant },
        { name: 'X-Notification-Uid', value: res.body.notificationUid },
      ]),
    );
    const sent = await waitForState(api, tenant, recipient, res.body.notificationUid, 'SENT');
    expect(sent).toMatchObject({ attempts: 1, lastModifiedBy: 'notification-sender' });
    expect(Date.parse(sent.sentAt)).toBeGreaterThanOrEqual(Date.parse(res.body.createdAt));
  });

  it('sends a free-text e-mail with its subject', async () => {
    const recipient = `${uniqueUid('ola')}@example.com`;
    const res = await api.post(path, {
      messageType: 'EMAIL',
      recipient,
      subject: 'Pickup',
      message: 'Ready at 10:00\nWelcome',
    });
    expect(res.status).toBe(200);
    const mail = await mailTo(recipient);
    expect(mail.subject).toBe('Pickup');
    expect(mail.body.text).toBe('Ready at 10:00\nWelcome');
    expect(mail.body.html).toContain('Ready at 10:00<br>Welcome');
    await waitForState(api, tenant, recipient, res.body.notificationUid, 'SENT');
  });

  it('sends an SMS to the local SMS service with the rendered text and the notification as context', async () => {
    const customerUid = uniqueUid('cust');
    await seedReference('customer', tenant, customerUid);
    const phone = `+479${String(Date.now()).slice(-7)}`;
    const res = await api.post(path, {
      messageType: 'SMS',
      recipient: phone,
      templateType: 'CUSTOMER_WELCOME',
      customerUid,
      templateData: [{ key: 'customerName', value: 'Kari' }],
    });
    expect(res.status).toBe(200);
    await waitForState(api, tenant, phone, res.body.notificationUid, 'SENT');
    const [sms] = await smsTo(phone);
    expect(sms?.messageBody).toBe('Welcome, Kari! We are glad to have you as a customer.');
    expect(sms?.context).toEqual({ tenantUid: tenant, notificationUid: res.body.notificationUid });
  });

  it('marks a permanently refused SMS FAILED with errorText, without retrying', async () => {
    const res = await api.post(path, { messageType: 'SMS', recipient: LOCAL_SMS_REJECTED, message: 'Hi' });
    const failed = await waitForState(api, tenant, LOCAL_SMS_REJECTED, res.body.notificationUid, 'FAILED');
    expect(failed.errorText).toContain('ValidationException');
    expect(failed.errorText).toContain('DESTINATION_PHONE_NUMBER_OPTED_OUT');
    expect(failed.attempts).toBe(1);
  });

  it('retries a throttled SMS with backoff through the queue, then sends it', async () => {
    const res = await api.post(path, {
      messageType: 'SMS',
      recipient: LOCAL_SMS_THROTTLED,
      message: 'Throttled first',
    });
    const sent = await waitForState(
      api,
      tenant,
      LOCAL_SMS_THROTTLED,
      res.body.notificationUid,
      'SENT',
      30_000,
    );
    expect(sent.attempts).toBe(3);
    expect(sent.events.filter((e: { type: string }) => e.type === 'SendRetry')).toHaveLength(2);
    expect(sent.errorText).toBeUndefined();
    const delivered = (await smsTo(LOCAL_SMS_THROTTLED)).filter(
      (m) => m.context.notificationUid === res.body.notificationUid,
    );
    expect(delivered).toHaveLength(1);
  });
});
