import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitHours } from '#functions/reports/order-report-rules.ts';
import { orderReportRows, type ReportQuery } from '#functions/reports/order-report-search.repository.ts';
import { closeSearchDb } from '#shared/search/search-db.ts';
import { client, token, uniqueTenant } from '#test/support/api.ts';
import { index, localDate, mondayOf, orderItem, streamRecord, type Totals, totalsOf } from './helpers.ts';

/**
 * Days, weeks, months and stores of the order report in zones whose local midnight is not a
 * whole UTC hour (Asia/Kolkata +05:30, Asia/Kathmandu +05:45, America/St_Johns -02:30 in summer
 * with a change at 05:30 UTC, Australia/Lord_Howe +10:30 in winter), where one hour bucket would
 * hold two local days, and in whole-hour zones: each answer must equal the orders summed here by
 * their local date, and the buckets with split hours must answer what the orders alone answer.
 */
afterAll(() => closeSearchDb());

// Pairs of orders in one UTC hour on both sides of a local midnight, and around Oslo's DST change.
const INSTANTS = [
  '2025-03-10T18:10:00Z', // Kolkata 23:40 on the 10th, Kathmandu 23:55
  '2025-03-10T18:20:00Z', // Kathmandu 00:05 on the 11th
  '2025-03-10T18:50:00Z', // Kolkata 00:20 on the 11th
  '2025-03-10T22:59:59Z', // Oslo 23:59:59 on the 10th
  '2025-03-10T23:00:00Z', // Oslo 00:00 on the 11th
  '2025-03-30T00:30:00Z', // Oslo 01:30 CET, the hour before the change to CEST
  '2025-03-30T01:30:00Z', // Oslo 03:30 CEST
  '2025-06-01T02:20:00Z', // St John's 23:50 on 31 May
  '2025-06-01T02:40:00Z', // St John's 00:10 on 1 June
  '2025-03-31T18:40:00Z', // Kolkata 00:10 on 1 April, Kathmandu 00:25
  '2025-03-09T05:20:00Z', // St John's 01:50 NST, ten minutes before its change to NDT at 05:30 UTC
  '2025-03-09T05:40:00Z', // St John's 03:10 NDT
  '2025-06-01T13:20:00Z', // Lord Howe 23:50 (+10:30) on 31 May
  '2025-06-01T13:40:00Z', // Lord Howe 00:10 on 1 June
];
const ZONES = [
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Europe/Oslo',
  'UTC',
];

type Order = { orderUid: string; storeUid: string; createdAt: string; totals: Totals };
const orders: Order[] = INSTANTS.map((createdAt, i) => ({
  orderUid: `o${i}`,
  storeUid: `store-${i % 3}`,
  createdAt,
  totals: totalsOf(1_000 * (i + 1), i % 2 ? 100 : 0),
}));

/** The report's groups computed from the orders themselves. */
const expected = (keyOf: (o: Order) => string, within: (o: Order) => boolean = () => true) => {
  const groups = new Map<string, { count: number } & Totals>();
  for (const o of orders.filter(within)) {
    const g = groups.get(keyOf(o)) ?? { count: 0, ...totalsOf(0) };
    groups.set(keyOf(o), {
      count: g.count + 1,
      gross: g.gross + o.totals.gross,
      net: g.net + o.totals.net,
      vat: g.vat + o.totals.vat,
      discount: g.discount + o.totals.discount,
      cost: g.cost + o.totals.cost,
      grossProfit: g.grossProfit + o.totals.grossProfit,
    });
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, g]) => ({ key, currency: 'NOK', ...g }));
};

describe('the order report in zones with and without whole-hour offsets', () => {
  const tenant = uniqueTenant('zones');
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    api = client(await token({ tenant }));
    await index(...orders.map((o) => streamRecord('INSERT', orderItem(tenant, o.orderUid, o.createdAt, o))));
  });
  const report = async (body: Record<string, unknown>) => {
    const res = await api.post(`/tenants/${tenant}/reports/orders`, body);
    expect(res.status, res.text).toBe(200);
    return res.body.groups;
  };

  it.each(ZONES)('keys days, weeks and months by the local date in %s', async (timezone) => {
    const day = (o: Order) => localDate(o.createdAt, timezone);
    const year = { from: '2025-01-01', to: '2025-12-31', timezone };
    expect(await report({ ...year, groupBy: 'day' })).toEqual(expected(day));
    expect(await report({ ...year, groupBy: 'week' })).toEqual(expected((o) => mondayOf(day(o))));
    expect(await report({ ...year, groupBy: 'month' })).toEqual(expected((o) => day(o).slice(0, 7)));
  });

  it.each(ZONES)('bounds a period by the local midnights of %s', async (timezone) => {
    const day = (o: Order) => localDate(o.createdAt, timezone);
    for (const [from, to] of [
      ['2025-03-11', '2025-03-11'],
      ['2025-03-10', '2025-03-10'],
      ['2025-03-30', '2025-05-31'],
    ] as const) {
      const within = (o: Order) => day(o) >= from && day(o) <= to;
      expect(await report({ from, to, timezone, groupBy: 'store' })).toEqual(
        expected((o) => o.storeUid, within),
      );
      expect(await report({ from, to, timezone, groupBy: 'day' })).toEqual(expected(day, within));
    }
  });

  it.each(ZONES)(
    'answers the same from the buckets and split hours as from the orders alone in %s',
    async (timezone) => {
      for (const groupBy of ['day', 'week', 'month', 'store'] as const) {
        const q: ReportQuery = { from: '2025-01-01', to: '2025-12-31', timezone, groupBy };
        const split = splitHours(timezone, q.from, q.to, groupBy);
        expect(split).toBeDefined();
        const fromBuckets = await orderReportRows(tenant, { ...q, splitHours: split });
        expect(fromBuckets.length).toBeGreaterThan(0);
        expect(fromBuckets).toEqual(await orderReportRows(tenant, q));
      }
    },
  );
});
