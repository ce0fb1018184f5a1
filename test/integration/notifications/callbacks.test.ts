import { beforeAll, describe, expect, it } from 'vitest';
import { handler as callbacksHandler } from '#functions/notifications/callbacks/handler.ts';
import { call, client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import { callback, providerEvent, searchedAsStored, waitForState } from './helpers.ts';

const tenant = uniqueTenant('ntf-cb');
let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await token({ tenant, permissions: ['RETURN_ORDER'] }));
  await ensureStore(tenant, 's1');
});

/** Sends an e-mail and waits until the sender has handed it to SES. */
const sentEmail = async () => {
  const recipient = `${uniqueUid('cb')}@example.com`;
  const res = await api.post(`/tenants/${tenant}/stores/s1/notifications`, {
    messageType: 'EMAIL',
    recipient,
    message: 'Hello',
  });
  expect(res.status).toBe(200);
  await waitForState(api, tenant, recipient, res.body.notificationUid, 'SENT');
  return { recipient, uid: res.body.notificationUid as string };
};
/** The notification as the search shows it once it has caught up with the callback's change. */
const current = async (n: { recipient: string; uid: string }) =>
  (await searchedAsStored(api, tenant, n.recipient, n.uid)) as any;

describe('POST /callbacks/mailprovider', () => {
  it('answers 401 without credentials and with wrong ones, before looking at the body', async () => {
    const none = await callback(providerEvent('Delivery', tenant, 'x'), '');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Basic');
    const wrong = await callback(
      providerEvent('Delivery', tenant, 'x'),
      `Basic ${Buffer.from('mailprovider:wrong').toString('base64')}`,
    );
    expect(wrong.status).toBe(401);
    const bearer = await callback({ RecordType: 'Delivery' }, `Bearer ${await token({ tenant })}`);
    expect(bearer.status).toBe(401);
    const malformed = await call('POST', '/callbacks/mailprovider', { rawBody: '{not json' });
    expect(malformed.status).toBe(401);
  });

  it('answers 400 to malformed bodies', async () => {
    const auth = `Basic ${Buffer.from('mailprovider:local-callback-secret').toString('base64')}`;
    const notJson = await call('POST', '/callbacks/mailprovider', {
      rawBody: '{not json',
      headers: { authorization: auth },
    });
    expect(notJson.status).toBe(400);
    expect((await callback({ Metadata: { tenantUid: tenant } })).status).toBe(400);
    expect((await callback({ RecordType: 42 })).status).toBe(400);
    const badMeta = await callback({ RecordType: 'Delivery', Metadata: { tenantUid: 7 } });
    expect(badMeta.status).toBe(400);
    expect(badMeta.body.errors.map((e: { path: string }) => e.path)).toContain('body.Metadata.tenantUid');
  });

  it('Delivery moves SENT to DELIVERED; 200 with no content; a replay changes nothing', async () => {
    const n = await sentEmail();
    const event = providerEvent('Delivery', tenant, n.uid);
    const res = await callback(event);
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    const after = await current(n);
    expect(after.state).toBe('DELIVERED');
    expect(after.events).toEqual([
      expect.objectContaining({
        type: 'Delivery',
        source: 'MAILPROVIDER',
        occurredAt: '2026-11-05T16:33:54.9070259Z',
        details: 'smtp;250 2.0.0 OK',
      }),
    ]);
    expect((await callback(event)).status).toBe(200);
    const replayed = await current(n);
    expect(replayed.events).toHaveLength(1);
    expect(replayed.lastModifiedAt).toBe(after.lastModifiedAt);
  });

  it('Bounce moves to BOUNCED with errorText; a later SpamComplaint moves to SPAM_COMPLAINT; Delivery after them changes nothing', async () => {
    const n = await sentEmail();
    expect((await callback(providerEvent('Bounce', tenant, n.uid))).status).toBe(200);
    const bounced = await current(n);
    expect(bounced.state).toBe('BOUNCED');
    expect(bounced.errorText).toBe(
      'HardBounce: The server was unable to deliver your message (ex: unknown user, mailbox not found).',
    );
    expect((await callback(providerEvent('SpamComplaint', tenant, n.uid))).status).toBe(200);
    expect((await current(n)).state).toBe('SPAM_COMPLAINT');
    expect((await callback(providerEvent('Delivery', tenant, n.uid))).status).toBe(200);
    const final = await current(n);
    expect(final.state).toBe('SPAM_COMPLAINT');
    expect(final.events.map((e: { type: string }) => e.type)).toEqual([
      'Bounce',
      'SpamComplaint',
      'Delivery',
    ]);
  });

  it('SpamComplaint straight after sending moves to SPAM_COMPLAINT', async () => {
    const n = await sentEmail();
    await callback(providerEvent('SpamComplaint', tenant, n.uid));
    const after = await current(n);
    expect(after.state).toBe('SPAM_COMPLAINT');
    expect(after.errorText).toContain('SpamComplaint');
  });

  it('records Open, Click and SubscriptionChange without changing the state, once each', async () => {
    const n = await sentEmail();
    await callback(providerEvent('Delivery', tenant, n.uid));
    for (const type of ['Open', 'Click', 'SubscriptionChange']) {
      expect((await callback(providerEvent(type, tenant, n.uid))).status).toBe(200);
      expect((await callback(providerEvent(type, tenant, n.uid))).status).toBe(200);
    }
    const after = await current(n);
    expect(after.state).toBe('DELIVERED');
    expect(after.events.map((e: { type: string }) => e.type)).toEqual([
      'Delivery',
      'Open',
      'Click',
      'SubscriptionChange',
    ]);
  });

  it('accepts either casing of MessageID/ServerID and extra fields', async () => {
    const n = await sentEmail();
    const { MessageID, ServerID, ...rest } = providerEvent('Delivery', tenant, n.uid) as Record<
      string,
      unknown
    >;
    const res = await callback({
      ...rest,
      MessageId: MessageID,
      ServerId: String(ServerID),
      SomethingNew: { nested: [1, 2] },
    });
    expect(res.status).toBe(200);
    expect((await current(n)).state).toBe('DELIVERED');
  });

  it('answers 200 to unknown record types, missing metadata, unknown notifications and other tenants', async () => {
    const n = await sentEmail();
    expect((await callback(providerEvent('Inbound', tenant, n.uid))).status).toBe(200);
    expect((await callback({ RecordType: 'Delivery' })).status).toBe(200);
    expect((await callback(providerEvent('Delivery', tenant, 'no-such-notification'))).status).toBe(200);
    expect((await callback(providerEvent('Delivery', uniqueTenant('elsewhere'), n.uid))).status).toBe(200);
    const after = await current(n);
    expect(after.state).toBe('SENT');
    expect(after.events).toEqual([]);
  });
});

describe('SES events (SNS and EventBridge)', () => {
  const sesEvent = (eventType: string, uid: string, extra: object = {}) => ({
    eventType,
    mail: {
      timestamp: '2026-11-05T16:33:50.000Z',
      source: 'no-reply@example.com',
      messageId: `0100019${uid}`,
      destination: ['kari@example.com'],
      tags: { 'ses:configuration-set': ['rcs-stage'], tenantUid: [tenant], notificationUid: [uid] },
    },
    ...extra,
  });
  const context = {} as never;

  it('maps an SNS Delivery and an EventBridge Bounce and Complaint to the same state changes', async () => {
    const a = await sentEmail();
    const sns = {
      Records: [
        {
          EventSource: 'aws:sns',
          EventVersion: '1.0',
          Sns: {
            Type: 'Notification',
            Message: JSON.stringify(
              sesEvent('Delivery', a.uid, {
                delivery: { timestamp: '2026-11-05T16:33:55.000Z', smtpResponse: '250 OK' },
              }),
            ),
          },
        },
      ],
    };
    await callbacksHandler(sns, context);
    expect((await current(a)).state).toBe('DELIVERED');
    await callbacksHandler(sns, context);
    expect((await current(a)).events).toHaveLength(1);

    const b = await sentEmail();
    const bounce = sesEvent('Bounce', b.uid, {
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'NoEmail',
        timestamp: '2026-11-05T16:34:00.000Z',
        bouncedRecipients: [
          { emailAddress: 'kari@example.com', diagnosticCode: 'smtp; 550 5.1.1 user unknown' },
        ],
      },
    });
    await callbacksHandler(
      { version: '0', source: 'aws.ses', 'detail-type': 'Email Bounced', detail: bounce },
      context,
    );
    const bounced = await current(b);
    expect(bounced.state).toBe('BOUNCED');
    expect(bounced.errorText).toBe('Permanent/NoEmail: smtp; 550 5.1.1 user unknown');
    expect(bounced.events[0]).toMatchObject({ type: 'Bounce', source: 'SES' });

    await callbacksHandler(
      {
        source: 'aws.ses',
        'detail-type': 'Email Complaint Received',
        detail: sesEvent('Complaint', b.uid, {
          complaint: { timestamp: '2026-11-05T16:40:00.000Z', complaintFeedbackType: 'abuse' },
        }),
      },
      context,
    );
    expect((await current(b)).state).toBe('SPAM_COMPLAINT');
  });
});
