import { loadavg } from 'node:os';
import { FULFILMENT_TENANT, ORDERS, STORES, seedOrders } from './fulfilment-seed.ts';
import type { Row, Section } from './report.ts';
import { measure, tenantApi } from './scale-measure.ts';
import { countRows, secondsSince, seedDb } from './scale-seed.ts';
import { benchStack } from './stack.ts';

/** Target of issue 17 part 7: the report over 1M orders and a year, by day and by store. */
const REPORT_MS = 500;

/**
 * `npm run bench -- fulfilment`: the order intake report (`POST /reports/orders`) over a million
 * orders of one tenant in a year, seeded straight into the read model (fulfilment-seed.ts), read
 * through the HTTP API. By day and by store have the target; by week, month, product group and
 * seller are printed for comparison (the last two read every order's lines).
 */
export const benchFulfilment = async (): Promise<Section> => {
  const bench = await benchStack();
  const call = await tenantApi(bench, FULFILMENT_TENANT);
  const db = seedDb(bench.stack.search.writerUrl);
  const started = performance.now();
  let seeded: string;
  let count: number;
  try {
    seeded = await seedOrders(db);
    count = await countRows(db, 'orders', FULFILMENT_TENANT);
  } finally {
    await db.end();
  }
  if (count !== ORDERS) throw new Error(`seeded ${count} orders, expected ${ORDERS}`);
  const seedNote = `seeded ${ORDERS.toLocaleString('en')} orders of 2025 in ${STORES} stores in ${secondsSince(started)} s (${seeded})`;
  const year = { from: '2025-01-01', to: '2025-12-31', timezone: 'Europe/Oslo' };
  const rows: Row[] = [];
  const cases: Array<{ groupBy: string; groups: number; target?: number; timezone?: string }> = [
    { groupBy: 'day', groups: 365, target: REPORT_MS },
    { groupBy: 'store', groups: STORES, target: REPORT_MS },
    { groupBy: 'month', groups: 12 },
    { groupBy: 'week', groups: 53 },
    // A +05:30 zone: its midnights split UTC hours, so the report sums the orders, not the buckets.
    { groupBy: 'day', groups: 365, timezone: 'Asia/Kolkata' },
    { groupBy: 'tenantUser', groups: 50 },
    { groupBy: 'productGroup', groups: 1 },
  ];
  for (const c of cases) {
    let counted = 0;
    let groups = 0;
    const m = await measure(async () => {
      const res = await call('POST', `/tenants/${FULFILMENT_TENANT}/reports/orders`, {
        ...year,
        groupBy: c.groupBy,
        ...(c.timezone ? { timezone: c.timezone } : {}),
      });
      groups = res.body?.groups?.length ?? 0;
      counted =
        c.groupBy === 'tenantUser' || c.groupBy === 'productGroup'
          ? ORDERS
          : (res.body?.groups ?? []).reduce((n: number, g: { count: number }) => n + g.count, 0);
      return res;
    });
    // Oslo's year starts an hour before UTC's: the orders of 2025-12-31 23:00-24:00 UTC fall outside.
    rows.push({
      name: `report by ${c.groupBy}${c.timezone ? ` in ${c.timezone}` : ''}, a year of 1M orders`,
      // A failed report misses its target, whatever the failure took.
      value: m.failed ? Number.POSITIVE_INFINITY : Math.round(m.ms),
      unit: 'ms',
      ...(c.target ? { target: { max: c.target } } : {}),
      note: m.failed
        ? `answered ${m.failed}`
        : `${groups} groups (expected about ${c.groups}), ${counted.toLocaleString('en')} orders counted, median of ${m.samples}`,
    });
  }
  return {
    title: 'Fulfilment: the order intake report over 1M orders (medians through the HTTP API)',
    rows,
    notes: [
      seedNote,
      `load average of the machine at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} (2 cores)`,
      'Orders are read-model rows only (the report reads nothing else). Latency is the HTTP round trip through the local API server (authorizer included); the machine is shared (2 cores), so figures are noisy: medians.',
    ],
  };
};
