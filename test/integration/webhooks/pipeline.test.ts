import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { eventItem, eventItems, outboxOps, withEvents } from '#events/outbox.ts';
import { DELIVERY_TTL_SECONDS, listDeliveries } from '#functions/webhooks/delivery.repository.ts';
import { handler as fanoutHandler } from '#functions/webhooks/workers/fanout/handler.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { BatchWriteCommand } from '#shared/db/document-commands.ts';
import { commit } from '#shared/db/transaction.ts';
import {
  deliveriesWhen,
  emit,
  sampleStockChange,
  streamRecord,
  subscribe,
  webhookTenant,
} from './helpers.ts';
import { quietFor, startReceiver } from './receiver.ts';

describe('outbox -> stream -> fan-out -> queue -> delivery', () => {
  it('a change and its event are atomic: a failed transaction emits nothing', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      const failing = {
        item: {
          ConditionCheck: {
            TableName: tableName(),
            Key: { pk: `T#${t.tenant}#PRODUCT#missing`, sk: 'PRODUCT' },
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      };
      const data = { product: { id: 1, uid: 'p', sku: 's', name: 'n', active: true } };
      await expect(
        commit(withEvents([failing], [{ action: 'PRODUCT_CREATE', tenantUid: t.tenant, data }])),
      ).rejects.toMatchObject({
        status: 409,
      });
      await quietFor(3000);
      expect(receiver.requests).toHaveLength(0);
      expect(await listDeliveries(t.tenant, sub.webhookUid)).toHaveLength(0);
      // The same change that succeeds is delivered: the silence above is not a broken pipeline.
      const [event] = eventItems([{ action: 'PRODUCT_CREATE', tenantUid: t.tenant, data }]);
      await commit(outboxOps([event!]));
      const [r] = await receiver.waitFor(1);
      expect(r!.json.id).toBe(event!.eventId);
    } finally {
      await receiver.close();
    }
  });

  it('duplicate stream records do not create duplicate deliveries for the same (event, webhook)', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const a = await subscribe(t, receiver.url);
      const b = await subscribe(t, receiver.url);
      const event = await emit(t.tenant);
      await receiver.waitFor(2);
      // The same record again, alone and twice in one batch, as a retried stream batch would.
      const once = await fanoutHandler({ Records: [streamRecord(event, '1')] });
      expect(once.batchItemFailures).toEqual([]);
      await fanoutHandler({ Records: [streamRecord(event, '2'), streamRecord(event, '3')] });
      await quietFor(3000);
      expect(receiver.requests).toHaveLength(2);
      expect(receiver.requests.map((r) => r.headers['webhook-id'])).toEqual([event.eventId, event.eventId]);
      expect(await listDeliveries(t.tenant, a.webhookUid)).toHaveLength(1);
      expect(await listDeliveries(t.tenant, b.webhookUid)).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('a burst of 250 events written at once is delivered exactly once each', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      await subscribe(t, receiver.url);
      const items = Array.from({ length: 250 }, (_, i) =>
        eventItem({
          action: 'PRODUCT_CREATE',
          tenantUid: t.tenant,
          data: { product: { id: i, uid: `p-${i}`, sku: `S-${i}`, name: 'Cup', active: true } },
        }),
      );
      for (let i = 0; i < items.length; i += 25) {
        const puts = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
        await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName()]: puts } }));
      }
      await receiver.waitFor(250, 50_000);
      await quietFor(1500);
      const ids = receiver.requests.map((r) => String(r.headers['webhook-id']));
      expect(ids).toHaveLength(250);
      expect(new Set(ids)).toEqual(new Set(items.map((i) => i.eventId)));
    } finally {
      await receiver.close();
    }
  }, 70_000);

  it('fans out only to subscriptions of the event action and tenant', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const other = await webhookTenant();
      await subscribe(t, receiver.url, 'STOCK_CHANGE');
      await subscribe(other, receiver.url, 'PRODUCT_CREATE');
      await emit(t.tenant);
      const stock = await emit(t.tenant, 'STOCK_CHANGE', sampleStockChange);
      const [r] = await receiver.waitFor(1);
      await quietFor(2000);
      expect(receiver.requests).toHaveLength(1);
      expect(r!.json).toMatchObject({ id: stock.eventId, action: 'STOCK_CHANGE', tenant: { uid: t.tenant } });
    } finally {
      await receiver.close();
    }
  });

  it('records every attempt in a paged delivery log kept 30 days', async () => {
    const receiver = await startReceiver((n) => ({
      status: n === 1 ? 503 : 200,
      body: n === 1 ? '{"error":"busy"}' : '{}',
    }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      for (let i = 0; i < 3; i++) await emit(t.tenant);
      const items = await deliveriesWhen(
        t,
        sub.path,
        (all) => all.length === 3 && all.every((d) => d.state === 'DELIVERED'),
      );
      expect(items.map((d) => d.createdAt)).toEqual([...items.map((d) => d.createdAt)].sort().reverse());
      const retried = items.find((d) => d.attemptCount === 2)!;
      expect(retried.attempts[0]).toMatchObject({
        attempt: 1,
        statusCode: 503,
        errorClass: 'SERVER_ERROR',
        responseExcerpt: '{"error":"busy"}',
        latencyMs: expect.any(Number),
        nextRetryAt: expect.any(String),
      });
      expect(retried.attempts[1]).toMatchObject({ attempt: 2, statusCode: 200 });
      const page = await t.api.get(`${sub.path}/deliveries?pageSize=2&pageNumber=2`);
      expect(page.body.paging).toEqual({ pageNumber: 2, pageSize: 2, totalCount: 3 });
      expect(page.body.items).toHaveLength(1);
      expect((await t.api.get(`${sub.path}/deliveries?state=FAILED`)).body.paging.totalCount).toBe(0);
      const [stored] = await listDeliveries(t.tenant, sub.webhookUid);
      const ttl = stored!.expiresAt - Date.parse(stored!.createdAt) / 1000;
      expect(Math.abs(ttl - DELIVERY_TTL_SECONDS)).toBeLessThan(5);
      expect(DELIVERY_TTL_SECONDS).toBe(30 * 24 * 3600);
    } finally {
      await receiver.close();
    }
  });

  it('redelivers a failed delivery as a new delivery of the same event id', async () => {
    const receiver = await startReceiver((n) => ({ status: n === 1 ? 410 : 200 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      const event = await emit(t.tenant);
      const [failed] = await deliveriesWhen(t, sub.path, (all) => all[0]?.state === 'FAILED');
      const res = await t.api.post(`${sub.path}/deliveries/${failed.deliveryUid}/redeliver`);
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({
        state: 'PENDING',
        eventId: event.eventId,
        redeliveryOf: failed.deliveryUid,
        attemptCount: 0,
      });
      expect(res.body.deliveryUid).not.toBe(failed.deliveryUid);
      const requests = await receiver.waitFor(2);
      expect(requests[1]!.headers['webhook-id']).toBe(event.eventId);
      expect(requests[1]!.json.attempt).toBe(1);
      await deliveriesWhen(t, sub.path, (all) =>
        all.some((d) => d.deliveryUid === res.body.deliveryUid && d.state === 'DELIVERED'),
      );
      expect((await t.api.post(`${sub.path}/deliveries/dlv_nope/redeliver`)).status).toBe(404);
    } finally {
      await receiver.close();
    }
  });

  it('sends a signed test event', async () => {
    const receiver = await startReceiver(() => ({ status: 202 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url, 'ORDER_SETTLED');
      const res = await t.api.post(`${sub.path}/test`);
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ test: true, action: 'ORDER_SETTLED', state: 'PENDING' });
      const [r] = await receiver.waitFor(1);
      const payload = new Webhook(sub.secret).verify(r!.body, r!.headers as Record<string, string>);
      expect(payload).toMatchObject({
        id: res.body.eventId,
        action: 'ORDER_SETTLED',
        test: true,
        attempt: 1,
      });
      await deliveriesWhen(t, sub.path, (all) => all[0]?.state === 'DELIVERED' && all[0]?.test === true);
      const other = await webhookTenant();
      expect(
        (
          await other.api.post(
            `/tenants/${other.tenant}/httptransports/${sub.httpTransportUid}/webhooks/${sub.webhookUid}/test`,
          )
        ).status,
      ).toBe(404);
    } finally {
      await receiver.close();
    }
  });
});
