import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { median, percentile, type Section } from './report.ts';
import { benchStack } from './stack.ts';

// 2,000 events is the design figure; the default is scaled down so that the run stays near a minute on
// a shared two-core machine. WEBHOOK_BENCH_EVENTS=2000 runs the full size.
const EVENTS = Number(process.env.WEBHOOK_BENCH_EVENTS ?? 500);
const SUBSCRIPTIONS = 2;
const EMIT_CONCURRENCY = 4;
const WRITE_BATCH = 25;
const DEADLINE_MS = 180_000;

/**
 * End-to-end webhook delivery through the local pipeline: outbox events written with
 * commitWithEvents -> stream poller -> webhook-fanout -> SQS (fauxqs) -> webhook-delivery ->
 * a loopback receiver. Reports deliveries per second, event-to-receiver latency and what the
 * fan-out costs per event.
 */
export const benchWebhooks = async (): Promise<Section> => {
  const { token, request } = await benchStack();
  // After the stack set the environment: these modules read shared/config.ts.
  const { eventItem } = await import('#events/outbox.ts');
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { documentClient, tableName } = await import('#shared/db/client.ts');
  const { fanoutUsage } = await import('#functions/webhook-fanout/fanout.ts');

  const occurred = new Map<string, number>();
  const latencies: number[] = [];
  let received = 0;
  let lastArrival = 0;
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const now = Date.now();
      const started = occurred.get(String(req.headers['webhook-id']));
      if (started !== undefined) latencies.push(now - started);
      received += 1;
      lastArrival = now;
      res.end('{}');
      if (received >= EVENTS * SUBSCRIPTIONS) done();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;

  const tenant = `bench-wh-${Date.now()}`;
  const bearer = await token(tenant);
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    const transport = await request('POST', `/tenants/${tenant}/httptransports`, bearer, {
      name: `receiver ${i}`,
      url,
      securityType: 'BEARER',
      token: 'bench',
    });
    await request(
      'POST',
      `/tenants/${tenant}/httptransports/${transport.body.httpTransportUid}/webhooks`,
      bearer,
      {
        action: 'PRODUCT_CREATE',
      },
    );
  }

  const before = { ...fanoutUsage };
  const started = Date.now();
  let next = 0;
  // Outbox items written 25 per BatchWriteItem, so that the writer is not what is measured.
  const emitter = async () => {
    while (next < EVENTS) {
      const first = next;
      next = Math.min(EVENTS, next + WRITE_BATCH);
      const items = Array.from({ length: next - first }, (_, k) => {
        const i = first + k;
        const product = { id: i, uid: `p-${i}`, sku: `SKU-${i}`, name: 'Bench product', active: true };
        return eventItem({ action: 'PRODUCT_CREATE', tenantUid: tenant, data: { product } });
      });
      const writtenAt = Date.now();
      for (const item of items) occurred.set(item.eventId, writtenAt);
      let pending = items.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length > 0) {
        const out = await documentClient.send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
        );
        pending = (out.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: EMIT_CONCURRENCY }, emitter));
  const emitMs = Date.now() - started;
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), DEADLINE_MS).unref());
  const outcome = await Promise.race([finished.then(() => 'ok' as const), timeout]);
  server.closeAllConnections();
  server.close();

  const events = fanoutUsage.events - before.events;
  const seconds = (lastArrival - started) / 1000;
  const notes = [
    `${EVENTS} events x ${SUBSCRIPTIONS} subscriptions; ${received} deliveries received in ${seconds.toFixed(1)} s ` +
      `(outbox items written in ${(emitMs / 1000).toFixed(1)} s, ${WRITE_BATCH} per BatchWriteItem)`,
    'local stack on one machine: DynamoDB Local (Java), fauxqs, 4 queue pollers; Lambda scales far beyond this',
  ];
  if (outcome === 'timeout') notes.push(`stopped after ${DEADLINE_MS / 1000} s with deliveries missing`);
  return {
    title: 'Webhooks: end-to-end delivery through the local pipeline',
    rows: [
      {
        name: 'deliveries per second',
        value: Math.round(received / seconds),
        unit: '/s',
        target: { min: 50 },
      },
      { name: 'deliveries received', value: received, unit: '', target: { min: EVENTS * SUBSCRIPTIONS } },
      {
        name: 'event-to-receiver latency median',
        value: median(latencies),
        unit: 'ms',
        target: { max: 2000 },
      },
      { name: 'event-to-receiver latency p95', value: percentile(latencies, 95), unit: 'ms' },
      {
        name: 'fan-out DynamoDB round trips per event',
        value: (fanoutUsage.dbRoundTrips - before.dbRoundTrips) / Math.max(1, events),
        unit: '',
        target: { max: 2 },
        note: 'one Query of (tenant, action) + one TransactWriteItems of the delivery records',
      },
      {
        name: 'fan-out SQS calls per event',
        value: (fanoutUsage.sqsCalls - before.sqsCalls) / Math.max(1, events),
        unit: '',
        target: { max: 1 },
        note: 'one SendMessageBatch for up to 10 subscriptions',
      },
    ],
    notes,
  };
};
