import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  periodIssues,
  reportCsv,
  splitHours,
  wantsCsv,
} from '#functions/reports/order-report-rules.ts';
import { orderProjection } from '#functions/sales/orders/order.projection.ts';

const row = (key: string, over: Record<string, number> = {}) => ({
  key,
  currency: 'NOK',
  count: 2,
  gross: 12_500,
  net: 10_000,
  vat: 2_500,
  discount: 500,
  cost: 6_000,
  grossProfit: 4_000,
  ...over,
});

describe('order report rules', () => {
  it('accepts a period of up to 731 days in a known time zone and names the field of a bad one', () => {
    expect(periodIssues('2026-01-01', '2026-12-31', 'Europe/Oslo')).toEqual([]);
    expect(periodIssues('2026-01-01', '2026-01-01', 'UTC')).toEqual([]);
    expect(periodIssues('2025-01-01', '2027-01-01', 'UTC')).toEqual([]);
    expect(periodIssues('2025-01-01', '2027-01-02', 'UTC').map((i) => i.path)).toEqual(['body.to']);
    expect(periodIssues('2026-02-01', '2026-01-31', 'UTC').map((i) => i.path)).toEqual(['body.to']);
    expect(periodIssues('2026-01-01', '2026-01-02', 'Europe/Nowhere').map((i) => i.path)).toEqual([
      'body.timezone',
    ]);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone("UTC'; DROP TABLE orders")).toBe(false);
  });

  it('renders CSV with a header named after the grouping, CRLF lines and quoted fields', () => {
    const csv = reportCsv({
      groupBy: 'store',
      groups: [row('oslo'), row('a,"b"', { count: 1, gross: -100 })],
    });
    expect(csv).toBe(
      'store,currency,count,gross,net,vat,discount,cost,grossProfit\r\n' +
        'oslo,NOK,2,12500,10000,2500,500,6000,4000\r\n' +
        '"a,""b""",NOK,1,-100,10000,2500,500,6000,4000\r\n',
    );
    expect(reportCsv({ groupBy: 'day', groups: [] })).toBe(
      'day,currency,count,gross,net,vat,discount,cost,grossProfit\r\n',
    );
  });

  it('answers CSV only when Accept names text/csv', () => {
    expect(wantsCsv('text/csv')).toBe(true);
    expect(wantsCsv('application/json;q=0.5, text/csv; charset=utf-8')).toBe(true);
    expect(wantsCsv('application/json')).toBe(false);
    expect(wantsCsv('*/*')).toBe(false);
    expect(wantsCsv(undefined)).toBe(false);
  });
});

describe('the orders projection', () => {
  const order = {
    __edb_e__: 'order',
    tenantUid: 't1',
    orderUid: 'o1',
    storeUid: 's1',
    tenantUserUid: 'u1',
    currency: 'NOK',
    createdAt: '2026-03-01T23:30:00.000Z',
    totals: { gross: 25_800, net: 20_640, vat: 5_160, discount: 1_800, cost: 8_000, grossProfit: 12_640 },
    items: [
      {
        productUid: 'p1',
        tenantUserUid: 'u2',
        totalPrice: 25_800,
        totalVatAmount: 5_160,
        totalDiscountAmount: 1_800,
        totalCost: 8_000,
        totalGrossProfitAmount: 12_640,
        name: 'not projected',
      },
    ],
  };

  it("keeps the order's totals and, per line, the keys and money the report groups", () => {
    expect(orderProjection.key(order)).toEqual({ tenantUid: 't1', uid: 'o1' });
    expect(orderProjection.row(order)).toEqual({
      store_uid: 's1',
      tenant_user_uid: 'u1',
      currency: 'NOK',
      // Stored before offers: an ORDER, ordered when created.
      order_type: 'ORDER',
      customer_uid: '',
      order_seq: 0,
      order_date: '2026-03-01T23:30:00.000Z',
      ordered_at: '2026-03-01T23:30:00.000Z',
      ordered_quarter: Date.parse('2026-03-01T23:30:00.000Z') / 900_000,
      gross: 25_800,
      metadata: null,
      net: 20_640,
      vat: 5_160,
      discount: 1_800,
      cost: 8_000,
      gross_profit: 12_640,
      lines: [
        {
          product_uid: 'p1',
          tenant_user_uid: 'u2',
          gross: 25_800,
          vat: 5_160,
          discount: 1_800,
          cost: 8_000,
          gross_profit: 12_640,
        },
      ],
    });
    expect(() => orderProjection.row({ ...order, createdAt: 'never' })).toThrow(/createdAt/);
  });

  it('counts an offer from its creation and a converted one from its orderDate', () => {
    const offer = { ...order, orderType: 'OFFER', customerUid: 'c1', orderSeq: 7 };
    expect(orderProjection.row(offer)).toMatchObject({
      order_type: 'OFFER',
      customer_uid: 'c1',
      order_seq: 7,
      order_date: null,
      ordered_at: '2026-03-01T23:30:00.000Z',
    });
    const converted = { ...offer, orderType: 'ORDER', orderDate: '2026-03-05T08:00:00.000Z' };
    expect(orderProjection.row(converted)).toMatchObject({
      order_type: 'ORDER',
      order_date: '2026-03-05T08:00:00.000Z',
      ordered_at: '2026-03-05T08:00:00.000Z',
      ordered_quarter: Date.parse('2026-03-05T08:00:00.000Z') / 900_000,
    });
  });

  it('splits the hours that a local midnight opening a group or a change of offset falls inside', () => {
    const year = (zone: string, groupBy = 'day', y = 2025) =>
      splitHours(zone, `${y}-01-01`, `${y}-12-31`, groupBy);
    const at = (hours: number[] | undefined) => hours?.map((h) => new Date(h * 3_600_000).toISOString());
    // Whole-hour offsets changing on whole UTC hours (Chile's at local midnight): the buckets alone.
    for (const zone of ['UTC', 'Europe/Oslo', 'America/New_York', 'Pacific/Kiritimati', 'America/Santiago'])
      expect(year(zone), zone).toEqual([]);
    // +05:30: the hour of each local midnight, from 1 January to the day after 31 December.
    const kolkata = at(year('Asia/Kolkata'));
    expect(kolkata).toHaveLength(366);
    expect(kolkata?.slice(0, 2)).toEqual(['2024-12-31T18:00:00.000Z', '2025-01-01T18:00:00.000Z']);
    expect(at(year('Asia/Kolkata', 'month'))).toHaveLength(13);
    expect(at(year('Asia/Kolkata', 'week'))).toHaveLength(52 + 2);
    expect(at(year('Asia/Kolkata', 'store'))).toEqual([
      '2024-12-31T18:00:00.000Z',
      '2025-12-31T18:00:00.000Z',
    ]);
    expect(at(splitHours('Asia/Kathmandu', '2025-03-10', '2025-03-10', 'day'))).toEqual([
      '2025-03-09T18:00:00.000Z',
      '2025-03-10T18:00:00.000Z',
    ]);
    // St John's (-03:30, -02:30 in summer): its changes at 05:30 and 04:30 UTC split their hours too.
    expect(at(year('America/St_Johns', 'store'))).toEqual([
      '2025-01-01T03:00:00.000Z',
      '2025-03-09T05:00:00.000Z',
      '2025-11-02T04:00:00.000Z',
      '2026-01-01T03:00:00.000Z',
    ]);
    // Pyongyang at +08:30 until 4 May 2018 (changed back at 15:00 UTC): only 2018's first midnight splits.
    expect(at(year('Asia/Pyongyang', 'store', 2018))).toEqual(['2017-12-31T15:00:00.000Z']);
    expect(year('Asia/Pyongyang', 'day', 2019)).toEqual([]);
    // Local mean time (-00:44:30 until 1972) is not in quarter hours: the report sums the orders.
    expect(year('Africa/Monrovia', 'store', 1971)).toBeUndefined();
  });
});
