import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { median, percentile, type Row, type Section } from './report.ts';
import { benchStack } from './stack.ts';

// The design figures are 1M stored events and a replay of 100k; the defaults are scaled down so that
// the section stays within a few minutes on a shared two-core machine. EVENTS_BENCH_LOG=1000000 and
// EVENTS_BENCH_REPLAY=100000 run the full sizes.
const LOG = Number(process.env.EVENTS_BENCH_LOG ?? 100_000);
const REPLAY = Number(process.env.EVENTS_BENCH_REPLAY ?? 5_000);
const SAMPLES = 30;
const DAY = 24 * 60 * 60 * 1000;
const ACTIONS = ['PRODUCT_UPDATE', 'STOCK_CHANGE', 'CUSTOMER_UPDATE', 'ORDER_STATE_CHANGE'] as const;

/** Entity members of the i-th seeded event of `action` (1,000 products, customers, orders). */
const dataOf = (action: (typeof ACTIONS)[number], i: number): Record<string, unknown> => {
  const n = i % 1000;
  if (action === 'CUSTOMER_UPDATE') return { customer: { id: n, uid: `c-${n}`, displayName: 'Ada' } };
  if (action === 'ORDER_STATE_CHANGE')
    return {
      store: { id: 1, uid: 's-1' },
      order: { id: n, uid: `o-${n}`, orderNumber: String(n), status: 'NEW' },
    };
  if (action === 'STOCK_CHANGE')
    return {
      warehouse: { id: 1, uid: 'w-1' },
      product: { id: n, uid: `p-${n}`, sku: `S-${n}` },
      quantityChange: 1,
      quantityAfter: 2,
    };
  return { product: { id: n, uid: `p-${n}`, sku: `S-${n}`, name: 'Cup', active: true } };
};

/**
 * The events API on a log of LOG events of one tenant (30 days, four actions, 1,000 records each)
 * and a replay of REPLAY events to a loopback receiver through the local pipeline (replay worker ->
 * SQS (fauxqs) -> webhook-delivery). The log is seeded straight into the table as the fan-out
 * stores it (storeEvents), 200 events a call.
 */
export const benchEvents = async (): Promise<Section> => {
  const { token, request } = await benchStack();
  const { newEventId } = await import('#events/outbox.ts');
  const { storeEvents } = await import('#functions/webhooks/event-log.repository.ts');

  const seed = async (
    tenantUid: string,
    count: number,
    actionOf: (i: number) => (typeof ACTIONS)[number],
  ) => {
    const start = Date.now() - 25 * DAY;
    const step = (24 * DAY) / count;
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const first = next;
        next = Math.min(count, next + 200);
        const events = Array.from({ length: next - first }, (_, k) => {
          const i = first + k;
          const at = Math.floor(start + i * step);
          const action = actionOf(i);
          return {
            eventId: newEventId(at),
            action,
            tenantUid,
            occurredAt: new Date(at).toISOString(),
            data: dataOf(action, i),
          };
        });
        const failed = (await storeEvents(events)).filter(Boolean);
        if (failed.length > 0) throw failed[0];
      }
    };
    await Promise.all([worker(), worker()]);
  };

  const tenant = `bench-ev-${Date.now()}`;
  const bearer = await token(tenant, { permissions: ['WEBHOOK'], access: 'ADMIN' });
  const seedStarted = Date.now();
  await seed(tenant, LOG, (i) => ACTIONS[i % ACTIONS.length]!);
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  const timed = async (label: string, path: () => string, note: string): Promise<Row> => {
    const ms: number[] = [];
    let items = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const res = await request('GET', path(), bearer);
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
      items = res.body.items.length;
      ms.push(res.ms);
    }
    return {
      name: label,
      value: median(ms),
      unit: 'ms',
      target: { max: 30 },
      note: `p95 ${percentile(ms, 95).toFixed(1)} ms, ${items} items; ${note}`,
    };
  };
  const base = `/tenants/${tenant}/events`;
  const first = await request('GET', `${base}?pageSize=50`, bearer);
  let cursor = first.body.paging.nextCursor as string;
  // 100 pages deep, or as deep as a smaller log goes (EVENTS_BENCH_LOG below 5,100).
  const depth = Math.min(100, Math.floor(LOG / 50) - 2);
  for (let i = 0; i < depth; i++)
    cursor = (await request('GET', `${base}?cursor=${cursor}`, bearer)).body.paging.nextCursor;
  const mid = new Date(Date.now() - 12 * DAY).toISOString();
  const rows: Row[] = [
    await timed('first page, newest 50', () => `${base}?pageSize=50`, 'the tenant log'),
    await timed(
      `page ${depth + 1} by cursor`,
      () => `${base}?cursor=${cursor}`,
      `${(depth * 50).toLocaleString('en')} events deep`,
    ),
    await timed('one action', () => `${base}?pageSize=50&actions=STOCK_CHANGE`, 'gsi1, the action log'),
    await timed(
      'two actions',
      () => `${base}?pageSize=50&actions=STOCK_CHANGE,ORDER_STATE_CHANGE`,
      'two gsi1 Queries, merged',
    ),
    await timed(
      'one record',
      () => `${base}?pageSize=50&entityType=PRODUCT&entityUid=p-8`,
      'gsi2, the record log',
    ),
    await timed(
      'time range, oldest first',
      () => `${base}?pageSize=50&sortDirection=ASC&createdFrom=${mid}`,
      'from the middle of the log',
    ),
  ];

  // Replay: REPLAY events of one action, a webhook subscribed to it, one replay of the whole range.
  let received = 0;
  let lastArrival = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      lastArrival = Date.now();
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const replayTenant = `bench-rp-${Date.now()}`;
  const replayBearer = await token(replayTenant, { permissions: ['WEBHOOK'], access: 'ADMIN' });
  await seed(replayTenant, REPLAY, () => 'PRODUCT_UPDATE');
  const transport = await request('POST', `/tenants/${replayTenant}/httptransports`, replayBearer, {
    name: 'r',
    url,
    securityType: 'NONE',
  });
  const hooks = `/tenants/${replayTenant}/httptransports/${transport.body.httpTransportUid}/webhooks`;
  const hook = await request('POST', hooks, replayBearer, { action: 'PRODUCT_UPDATE' });
  const started = Date.now();
  const created = await request('POST', `${hooks}/${hook.body.webhookUid}/replays`, replayBearer, {
    createdFrom: new Date(Date.now() - 29 * DAY).toISOString(),
    maxEventsPerSecond: 1000,
  });
  const location = `${hooks}/${hook.body.webhookUid}/replays/${created.body.replayUid}`;
  let replay = created.body;
  let completedAt = 0;
  // 240 s, or 10 ms an event for a larger replay (100,000 at the 200/s target takes 500 s).
  const deadline = started + Math.max(240_000, REPLAY * 10);
  // Until every event arrived after the replay completed, or it failed (then nothing more comes).
  while (Date.now() < deadline && replay.state !== 'FAILED' && (received < REPLAY || !completedAt)) {
    await new Promise((r) => setTimeout(r, 250));
    if (!completedAt) {
      // A busy local table may answer a poll with a 503; the replay is read again on the next one.
      const polled = await request('GET', location, replayBearer);
      if (polled.status === 200) replay = polled.body;
      if (replay.state === 'COMPLETED' || replay.state === 'FAILED') completedAt = Date.now();
    }
  }
  server.closeAllConnections();
  server.close();
  const queuedSeconds = ((completedAt || Date.now()) - started) / 1000;
  const deliveredSeconds = ((lastArrival || Date.now()) - started) / 1000;
  rows.push(
    {
      name: 'replay: deliveries per second',
      value: Math.round(received / deliveredSeconds),
      unit: '/s',
      target: { min: 200 },
      note: `${received} of ${REPLAY} received in ${deliveredSeconds.toFixed(1)} s`,
    },
    {
      name: 'replay: events queued per second',
      value: Math.round(replay.counts.sent / queuedSeconds),
      unit: '/s',
      note: `state ${replay.state}, counts ${JSON.stringify(replay.counts)} in ${queuedSeconds.toFixed(1)} s, at most 1,000/s`,
    },
  );
  return {
    title: 'Events API and replays',
    rows,
    notes: [
      `${LOG.toLocaleString('en')} events stored in one tenant's log (seeded in ${seedSeconds.toFixed(0)} s); each page is one Query from a key, so its cost does not depend on the log's size`,
      "times are the local server's, through the HTTP handler, DynamoDB Local on a shared two-core machine",
    ],
  };
};
