import { median, percentile, type Row, type Section } from './report.ts';
import { type BenchResponse, benchStack } from './stack.ts';

const SENDS = 30;
const SEEDED = 10_000;
const RUNS = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Notifications: send-to-SENT latency through the local table stream and queue, and searches per
 * second over 10,000 stored notifications, with the DynamoDB round trips and read units each
 * search costs (from the x-db-* headers).
 */
export const benchNotifications = async (): Promise<Section[]> => {
  const { token, request } = await benchStack();

  // 1. Send -> SENT: POST, then poll the store list until the notification is SENT.
  const sendTenant = `bench-ntf-send-${Date.now()}`;
  const sender = await token(sendTenant, { permissions: ['SALES_ORDER'] });
  const latencies: number[] = [];
  const pipeline: number[] = [];
  const sendMs: number[] = [];
  for (let i = 0; i < SENDS; i++) {
    const started = performance.now();
    const sent = await request('POST', `/tenants/${sendTenant}/stores/s${i}/notifications`, sender, {
      messageType: i % 2 ? 'SMS' : 'EMAIL',
      recipient: i % 2 ? `+4791${String(i).padStart(6, '0')}` : `bench${i}@example.com`,
      message: `Bench message ${i}`,
    });
    sendMs.push(sent.ms);
    for (;;) {
      const list = await request('GET', `/tenants/${sendTenant}/stores/s${i}/notifications`, sender);
      const n = list.body?.items?.[0];
      if (n?.state === 'SENT') {
        latencies.push(performance.now() - started);
        pipeline.push(Date.parse(n.sentAt) - Date.parse(n.createdAt));
        break;
      }
      if (performance.now() - started > 30_000) throw new Error('notification not SENT within 30 s');
      await sleep(10);
    }
  }

  // 2. Searches over 10,000 notifications of one tenant, seeded with the API's own items.
  const tenant = `bench-ntf-${Date.now()}`;
  const { seedNotifications, STORES, CUSTOMERS, DAYS } = await import('./notifications-seed.ts');
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const seedStarted = performance.now();
  const items = await seedNotifications(tenant, SEEDED, start);
  const bearer = await token(tenant, { permissions: ['SALES_ORDER'] });
  // The stream indexer takes the seeded items into the read model: wait until it holds them all.
  for (let total = 0; total < SEEDED; ) {
    const res = await request('POST', `/tenants/${tenant}/notifications/search?pageSize=1`, bearer, {});
    total = res.status === 200 ? res.body.paging.totalCount : 0;
    if (performance.now() - seedStarted > 600_000) throw new Error(`only ${total} notifications indexed`);
    if (total < SEEDED) await sleep(200);
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const day = (d: number) => new Date(start + d * 86_400_000).toISOString();
  const searches: Array<{
    name: string;
    body: object;
    query?: string;
    runs?: number;
    minPerSecond?: number;
  }> = [
    { name: 'by customerUid (10 hits)', body: { customerUid: 'cust-42' }, minPerSecond: 40 },
    { name: 'by recipient (10 hits)', body: { recipient: 'customer42@example.com' }, minPerSecond: 40 },
    { name: 'by orderUid (1 hit)', body: { orderUid: 'order-3000' }, minPerSecond: 40 },
    { name: 'store list page 1 (1,000 in store)', body: { storeUid: 'store-3' }, minPerSecond: 20 },
    {
      name: 'tenant, one day (~333)',
      body: { fromDateTime: day(10), toDateTime: day(11) },
      minPerSecond: 20,
    },
    { name: 'state FAILED (500) + EMAIL', body: { state: 'FAILED', messageType: 'EMAIL' }, minPerSecond: 5 },
    { name: 'tenant page 1, no filter (10,000)', body: {}, minPerSecond: 5 },
    { name: 'query text over all 10,000 (worst case)', body: { query: 'repair 4242' }, runs: 5 },
  ];
  const rows: Row[] = [];
  for (const s of searches) {
    const results: BenchResponse[] = [];
    for (let i = 0; i < (s.runs ?? RUNS); i++) {
      const res = await request(
        'POST',
        `/tenants/${tenant}/notifications/search${s.query ?? ''}`,
        bearer,
        s.body,
      );
      if (res.status !== 200) throw new Error(`search ${s.name}: ${res.status} ${JSON.stringify(res.body)}`);
      results.push(res);
    }
    const ms = median(results.map((r) => r.ms));
    const last = results.at(-1)!;
    rows.push({
      name: s.name,
      value: Math.round(1000 / ms),
      unit: 'searches/s',
      ...(s.minPerSecond ? { target: { min: s.minPerSecond } } : {}),
      note: `median ${ms.toFixed(1)} ms, ${last.db.roundTrips} round trips, ${last.db.readUnits} RCU, total ${last.body.paging.totalCount}`,
    });
  }
  return [
    {
      title: `Notifications: send to SENT through the local table stream and queue (${SENDS} sends, e-mail and SMS)`,
      rows: [
        { name: 'send (POST) median', value: median(sendMs), unit: 'ms', target: { max: 100 } },
        {
          name: 'send to SENT seen by the client, median',
          value: median(latencies),
          unit: 'ms',
          target: { max: 1000 },
        },
        { name: 'send to SENT seen by the client, p90', value: percentile(latencies, 90), unit: 'ms' },
        { name: 'stored to handed to the provider, median', value: median(pipeline), unit: 'ms' },
      ],
      notes: [
        'Locally the stream poller sleeps 50 ms when idle and the queue poller long-polls; in AWS the stream and SQS event source mappings add their own ~0.1-1 s.',
      ],
    },
    {
      title: `Notifications: searches per second over ${SEEDED.toLocaleString('en')} notifications (${STORES} stores, ${CUSTOMERS} customers, ${DAYS} days; sequential, median of ${RUNS})`,
      rows,
      notes: [
        `seeded ${items.toLocaleString('en')} notification items and indexed them through the stream in ${seedSeconds.toFixed(1)} s.`,
        'Searches read the PostgreSQL read model (one marker Query on the table first); the read model at 1M rows is measured in the scale section.',
      ],
    },
  ];
};
