import { describe, expect, it } from 'vitest';
import { basicCredentialsMatch } from '#functions/notifications/callbacks/basic-auth.ts';
import { fromProviderEvent, isKnownProviderType } from '#functions/notifications/callbacks/report.ts';
import { sesReportsOf } from '#functions/notifications/callbacks/ses-event.ts';

const meta = { tenantUid: 't1', notificationUid: 'n1' };

describe('mail-provider reports', () => {
  it('maps record types to outcomes and reads either casing of MessageID', () => {
    const delivery = fromProviderEvent({
      RecordType: 'Delivery',
      MessageId: 'm1',
      DeliveredAt: '2026-01-01T00:00:00Z',
      Metadata: meta,
    });
    expect(delivery).toMatchObject({ outcome: 'DELIVERED', tenantUid: 't1', notificationUid: 'n1' });
    expect(delivery.key).toBe(
      fromProviderEvent({
        RecordType: 'Delivery',
        MessageID: 'm1',
        DeliveredAt: '2026-01-01T00:00:00Z',
        Metadata: meta,
      }).key,
    );
    const bounce = fromProviderEvent({
      RecordType: 'Bounce',
      ID: 42,
      Type: 'HardBounce',
      Description: 'mailbox not found',
      Metadata: meta,
    });
    expect(bounce).toMatchObject({ outcome: 'BOUNCED', errorText: 'HardBounce: mailbox not found' });
    expect(fromProviderEvent({ RecordType: 'SpamComplaint', ID: 43, Metadata: meta }).outcome).toBe(
      'SPAM_COMPLAINT',
    );
    for (const t of ['Open', 'Click', 'SubscriptionChange'])
      expect(fromProviderEvent({ RecordType: t, Metadata: meta }).outcome).toBeUndefined();
    expect(isKnownProviderType('Open')).toBe(true);
    expect(isKnownProviderType('Inbound')).toBe(false);
  });

  it('gives two different events different keys and a replay the same key', () => {
    const open1 = fromProviderEvent({
      RecordType: 'Open',
      ReceivedAt: '2026-01-01T00:00:01Z',
      Metadata: meta,
    });
    const open2 = fromProviderEvent({
      RecordType: 'Open',
      ReceivedAt: '2026-01-01T00:00:02Z',
      Metadata: meta,
    });
    expect(open1.key).not.toBe(open2.key);
    expect(fromProviderEvent({ RecordType: 'Open', Metadata: meta }).key).toBe(
      fromProviderEvent({ RecordType: 'Open', Metadata: meta }).key,
    );
  });
});

describe('SES events', () => {
  const sesEvent = (eventType: string, extra: object = {}) => ({
    eventType,
    mail: {
      messageId: 'ses-1',
      timestamp: '2026-01-01T00:00:00Z',
      tags: { tenantUid: ['t1'], notificationUid: ['n1'] },
    },
    ...extra,
  });
  it('reads SNS and EventBridge deliveries of SES events', () => {
    const sns = sesReportsOf({
      Records: [{ EventSource: 'aws:sns', Sns: { Message: JSON.stringify(sesEvent('Delivery')) } }],
    });
    expect(sns).toEqual([
      expect.objectContaining({
        source: 'SES',
        outcome: 'DELIVERED',
        tenantUid: 't1',
        notificationUid: 'n1',
      }),
    ]);
    const eb = sesReportsOf({
      source: 'aws.ses',
      'detail-type': 'Email Bounced',
      detail: sesEvent('Bounce', {
        bounce: {
          bounceType: 'Permanent',
          bounceSubType: 'General',
          bouncedRecipients: [{ diagnosticCode: 'smtp; 550' }],
        },
      }),
    });
    expect(eb?.[0]).toMatchObject({ outcome: 'BOUNCED', errorText: 'Permanent/General: smtp; 550' });
    expect(sesReportsOf({ source: 'aws.ses', detail: sesEvent('Complaint') })?.[0]).toMatchObject({
      type: 'SpamComplaint',
      outcome: 'SPAM_COMPLAINT',
    });
    expect(
      sesReportsOf({
        source: 'aws.ses',
        detail: sesEvent('Reject', { reject: { reason: 'Bad content' } }),
      })?.[0]?.outcome,
    ).toBe('FAILED');
    expect(sesReportsOf({ httpMethod: 'POST', headers: {} })).toBeUndefined();
  });

  it('reads a rendering failure under the name SES publishes it ("Rendering Failure")', () => {
    const report = sesReportsOf({
      source: 'aws.ses',
      'detail-type': 'Email Rendering Failed',
      detail: sesEvent('Rendering Failure', { failure: { errorMessage: 'Attribute name is missing' } }),
    })?.[0];
    expect(report).toMatchObject({
      type: 'RenderingFailure',
      outcome: 'FAILED',
      errorText: 'RenderingFailure: Attribute name is missing',
    });
  });
});

describe('Basic credentials', () => {
  const header = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;
  it('accepts exactly the configured user:password', () => {
    expect(basicCredentialsMatch(header('u:p'), 'u:p')).toBe(true);
    expect(basicCredentialsMatch(header('u:q'), 'u:p')).toBe(false);
    expect(basicCredentialsMatch('Bearer abc', 'u:p')).toBe(false);
    expect(basicCredentialsMatch(undefined, 'u:p')).toBe(false);
  });
});
