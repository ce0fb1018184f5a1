import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { eventItem } from '#events/outbox.ts';
import { insertDelivery, listDeliveries, newDelivery } from '#functions/webhooks/delivery.repository.ts';
import { fanoutDeliveryUid, messageOf, queueDeliveries } from '#functions/webhooks/delivery-queue.ts';
import { handler as deliveryHandler } from '#functions/webhooks/workers/delivery/handler.ts';
import { fanoutUsage } from '#functions/webhooks/workers/fanout/fanout.ts';
import { handler as fanoutHandler } from '#functions/webhooks/workers/fanout/handler.ts';
import {
  deliveriesWhen,
  emit,
  sampleStockChange,
  streamRecord,
  subscribe,
  webhookTenant,
} from './helpers.ts';
import { quietFor, startReceiver } from './receiver.ts';

const product = (i: number) => ({
  product: { id: i, uid: `p-${i}`, sku: `S-${i}`, name: 'Cup', active: true },
});

/** The SQS record the delivery worker gets for `body`, received for the `receiveCount`th time. */
const sqsRecord = (body: unknown, messageId: string, receiveCount: number) =>
  ({
    messageId,
    receiptHandle: 'not-a-real-handle',
    body: JSON.stringify(body),
    attributes: { ApproximateReceiveCount: String(receiveCount) },
    messageAttributes: {},
  }) as unknown as SQSRecord;

// Events built here but never written to the table: only the fan-out calls below see them.
describe('reliable delivery: nothing lost, nothing posted twice', () => {
  it('a stream record fanned out twice before any worker ran posts once and logs one delivery', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      const event = eventItem({ action: 'PRODUCT_CREATE', tenantUid: t.tenant, data: product(1) });
      // A retried batch and a duplicate record, back to back: three messages for one delivery.
      const first = await fanoutHandler({ Records: [streamRecord(event, '1')] });
      const again = await fanoutHandler({ Records: [streamRecord(event, '2'), streamRecord(event, '3')] });
      expect([...first.batchItemFailures, ...again.batchItemFailures]).toEqual([]);
      const [r] = await receiver.waitFor(1);
      expect(r!.headers['webhook-id']).toBe(event.eventId);
      const [delivery] = await deliveriesWhen(t, sub.path, (items) => items[0]?.state === 'DELIVERED');
      expect(delivery).toMatchObject({ deliveryUid: fanoutDeliveryUid(event.eventId), attemptCount: 1 });
      await quietFor(2000);
      expect(receiver.requests).toHaveLength(1);
      expect(await listDeliveries(t.tenant, sub.webhookUid)).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('a second message for the same delivery is dropped before it posts', async () => {
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 300 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      const event = eventItem({ action: 'PRODUCT_CREATE', tenantUid: t.tenant, data: product(2) });
      const record = newDelivery({
        tenantUid: t.tenant,
        webhookUid: sub.webhookUid,
        httpTransportUid: sub.httpTransportUid,
        deliveryUid: fanoutDeliveryUid(event.eventId),
        eventId: event.eventId,
        action: event.action,
        occurredAt: event.occurredAt,
        data: event.data,
      });
      await insertDelivery(record);
      // Two messages at once, as a re-queue racing the first fan-out's message would produce.
      expect(await queueDeliveries([messageOf(record), messageOf(record)])).toEqual([]);
      await receiver.waitFor(1);
      const [delivery] = await deliveriesWhen(t, sub.path, (items) => items[0]?.state === 'DELIVERED');
      await quietFor(2000);
      expect(receiver.requests).toHaveLength(1);
      expect(delivery.attempts).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('a message received again after its outcome was recorded does not post again', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      await emit(t.tenant);
      const [delivery] = await deliveriesWhen(t, sub.path, (items) => items[0]?.state === 'DELIVERED');
      const stored = await listDeliveries(t.tenant, sub.webhookUid);
      // The same message (same owner) again, as after a worker that died before deleting it.
      const out = await deliveryHandler({
        Records: [sqsRecord(messageOf(stored[0]!), stored[0]!.owner!, 2)],
      });
      expect(out.batchItemFailures).toEqual([]);
      await quietFor(1000);
      expect(receiver.requests).toHaveLength(1);
      expect((await listDeliveries(t.tenant, sub.webhookUid))[0]!.attempts).toHaveLength(
        delivery.attempts.length,
      );
    } finally {
      await receiver.close();
    }
  });

  it('events of one (tenant, action) in a batch share one subscription Query', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      const events = Array.from({ length: 6 }, (_, i) =>
        eventItem({ action: 'PRODUCT_CREATE', tenantUid: t.tenant, data: product(i) }, new Date(), i),
      );
      const before = { ...fanoutUsage };
      const out = await fanoutHandler({ Records: events.map((e, i) => streamRecord(e, String(i))) });
      expect(out.batchItemFailures).toEqual([]);
      // One Query for the six events, nothing written; one SendMessageBatch for all six.
      expect(fanoutUsage.dbRoundTrips - before.dbRoundTrips).toBe(1);
      expect(fanoutUsage.sqsCalls - before.sqsCalls).toBe(1);
      await receiver.waitFor(6);
      await quietFor(1000);
      expect(new Set(receiver.requests.map((r) => r.headers['webhook-id']))).toEqual(
        new Set(events.map((e) => e.eventId)),
      );
      expect(await listDeliveries(t.tenant, sub.webhookUid)).toHaveLength(6);
    } finally {
      await receiver.close();
    }
  });

  it('a webhook whose action changed receives the new action, not the old one', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url, 'PRODUCT_CREATE');
      expect((await t.api.put(sub.path, { action: 'STOCK_CHANGE' })).status).toBe(200);
      await emit(t.tenant);
      const stock = await emit(t.tenant, 'STOCK_CHANGE', sampleStockChange);
      const [r] = await receiver.waitFor(1);
      await quietFor(2000);
      expect(receiver.requests).toHaveLength(1);
      expect(r!.json).toMatchObject({ id: stock.eventId, action: 'STOCK_CHANGE' });
    } finally {
      await receiver.close();
    }
  });
});
