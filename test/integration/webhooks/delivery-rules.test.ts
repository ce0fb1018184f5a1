import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { eventually, stack } from '#test/support/api.ts';
import { deliveriesWhen, emit, subscribe, webhookTenant } from './helpers.ts';
import { quietFor, startReceiver } from './receiver.ts';

// Spec 6.1, rule by rule, against a real receiver on loopback. The stack runs with a 1 s backoff
// and a 2 s timeout (test/support/global-setup.ts), so retries take seconds.
describe.concurrent('delivery rules (spec 6.1)', () => {
  it.each([200, 202, 204])('a %i is delivered once and never retried', async (status) => {
    const receiver = await startReceiver(() => ({ status, body: status === 204 ? '' : '{"ok":true}' }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      const event = await emit(t.tenant);
      const [first] = await receiver.waitFor(1);
      expect(first!.json).toMatchObject({ id: event.eventId, action: 'PRODUCT_CREATE', attempt: 1 });
      const [delivery] = await deliveriesWhen(t, sub.path, (items) => items[0]?.state === 'DELIVERED');
      expect(delivery).toMatchObject({ eventId: event.eventId, attemptCount: 1, movedToDlq: false });
      expect(delivery.attempts).toEqual([expect.objectContaining({ attempt: 1, statusCode: status })]);
      await quietFor(2500);
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it.each([400, 401, 403, 404, 410, 429, 301, 307])(
    'a %i is a final failure: one attempt, no retry',
    async (status) => {
      const receiver = await startReceiver(() => ({
        status,
        headers: status < 400 ? { location: 'http://127.0.0.1:1/' } : ({} as Record<string, string>),
      }));
      try {
        const t = await webhookTenant();
        const sub = await subscribe(t, receiver.url);
        await emit(t.tenant);
        await receiver.waitFor(1);
        const [delivery] = await deliveriesWhen(t, sub.path, (items) => items[0]?.state === 'FAILED');
        expect(delivery.attemptCount).toBe(1);
        expect(delivery.attempts[0]).toMatchObject({
          statusCode: status,
          errorClass: status < 400 ? 'REDIRECT' : 'CLIENT_ERROR',
        });
        expect(delivery.nextRetryAt).toBeUndefined();
        expect(delivery.movedToDlq).toBe(false);
        await quietFor(3000);
        expect(receiver.requests).toHaveLength(1);
      } finally {
        await receiver.close();
      }
    },
  );

  it.each([500, 503])(
    'a %i is retried with backoff and succeeds on attempt 3 when the receiver recovers',
    async (status) => {
      const receiver = await startReceiver((n) => ({
        status: n < 3 ? status : 200,
        body: n < 3 ? 'down for maintenance' : '',
      }));
      try {
        const t = await webhookTenant();
        const sub = await subscribe(t, receiver.url);
        const event = await emit(t.tenant);
        const requests = await receiver.waitFor(3);
        expect(requests.map((r) => r.json.attempt)).toEqual([1, 2, 3]);
        // The event id is the webhook-id and stays the same across retries.
        expect(new Set(requests.map((r) => r.headers['webhook-id']))).toEqual(new Set([event.eventId]));
        expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(500);
        const [delivery] = await deliveriesWhen(t, sub.path, (items) => items[0]?.state === 'DELIVERED');
        expect(delivery.attempts.map((a: any) => a.statusCode)).toEqual([status, status, 200]);
        expect(delivery.attempts[0]).toMatchObject({
          errorClass: 'SERVER_ERROR',
          responseExcerpt: 'down for maintenance',
        });
        expect(Date.parse(delivery.attempts[0].nextRetryAt)).toBeGreaterThan(
          Date.parse(delivery.attempts[0].at),
        );
        await quietFor(2500);
        expect(receiver.requests).toHaveLength(3);
      } finally {
        await receiver.close();
      }
    },
  );

  it('a receiver that does not answer within the timeout is retried as a timeout', async () => {
    const receiver = await startReceiver((n) => ({ status: 200, delayMs: n === 1 ? 3500 : 0 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      await emit(t.tenant);
      await receiver.waitFor(2);
      const [delivery] = await deliveriesWhen(t, sub.path, (items) => items[0]?.state === 'DELIVERED');
      expect(delivery.attempts[0]).toMatchObject({ attempt: 1, errorClass: 'TIMEOUT' });
      expect(delivery.attempts[0].statusCode).toBeUndefined();
      expect(delivery.attempts[0].latencyMs).toBeGreaterThanOrEqual(1900);
      expect(delivery.attempts[1]).toMatchObject({ attempt: 2, statusCode: 200 });
    } finally {
      await receiver.close();
    }
  });

  it('a connection error is retried', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    const url = receiver.url;
    await receiver.close();
    const t = await webhookTenant();
    const sub = await subscribe(t, url);
    await emit(t.tenant);
    const [delivery] = await deliveriesWhen(t, sub.path, (items) => items[0]?.attemptCount >= 2);
    expect(delivery.attempts[0]).toMatchObject({ errorClass: 'CONNECTION_ERROR' });
    expect(delivery.state).toMatch(/RETRYING|FAILED/);
  });

  it('a permanently failing receiver gets exactly 11 attempts, then the message goes to the DLQ', async () => {
    const receiver = await startReceiver(() => ({ status: 500 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      await emit(t.tenant);
      await receiver.waitFor(11, 50_000);
      const [delivery] = await deliveriesWhen(t, sub.path, (items) => items[0]?.state === 'FAILED', 20_000);
      expect(delivery.attemptCount).toBe(11);
      expect(delivery.movedToDlq).toBe(true);
      expect(delivery.attempts.map((a: any) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(delivery.attempts[10].nextRetryAt).toBeUndefined();
      const sqs = new SQSClient({
        endpoint: stack().sqsEndpoint,
        region: 'eu-north-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      const dead = await eventually(async () => {
        const { Messages } = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: stack().queueUrls.webhookDeliveryDlq,
            MaxNumberOfMessages: 10,
            WaitTimeSeconds: 1,
          }),
        );
        return Messages?.find((m) => JSON.parse(m.Body!).deliveryUid === delivery.deliveryUid);
      }, 15_000);
      expect(JSON.parse(dead.Body!)).toMatchObject({
        webhookUid: sub.webhookUid,
        event: { eventId: delivery.eventId },
      });
      await quietFor(2000);
      expect(receiver.requests).toHaveLength(11);
      sqs.destroy();
    } finally {
      await receiver.close();
    }
  }, 90_000);
});
