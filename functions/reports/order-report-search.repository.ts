import { type SQL, sql } from 'drizzle-orm';
import { PRODUCTS_TABLE } from '#functions/catalogue/product-search.table.ts';
import { ORDER_BUCKETS_TABLE, ORDERS_TABLE } from '#functions/sales/orders/order-search.table.ts';
import { textArray } from '#shared/search/query.ts';
import { readTenant, rowsOf } from '#shared/search/search-db.ts';
import { tenantView } from '#shared/search/tenant-view.ts';
import { LINE_GROUPS, type OrderReportGroup } from './report-enums.ts';

/**
 * The order intake report over the read model's `orders` table (functions/sales/orders/order.projection.ts),
 * read as the reader role through the tenant views. Periods and stores sum the hour buckets of
 * `order_buckets` (the orders' totals per UTC hour, store and currency, kept by triggers on
 * `orders`), and the orders themselves only in the hours a group begins inside (`splitHours`);
 * product groups and sellers sum the lines (`lines`), the product group joined from the
 * catalogue's `products` rows.
 */

export type ReportQuery = {
  from: string;
  to: string;
  timezone: string;
  groupBy: OrderReportGroup;
  storeUids?: readonly string[] | undefined;
  /** Only orders of these types (OFFER, ORDER); all when absent. */
  orderTypes?: readonly string[] | undefined;
  /**
   * The UTC hours (since the epoch) the buckets cannot place in one group (splitHours, the rules);
   * without them the periods and stores are summed from the orders alone.
   */
  splitHours?: readonly number[] | undefined;
};

export type ReportRow = {
  key: string;
  currency: string;
  count: number;
  gross: number;
  net: number;
  vat: number;
  discount: number;
  cost: number;
  grossProfit: number;
};

const START = (q: ReportQuery): SQL => sql`(${q.from}::date::timestamp AT TIME ZONE ${q.timezone})`;
const END = (q: ReportQuery): SQL => sql`((${q.to}::date + 1)::timestamp AT TIME ZONE ${q.timezone})`;

/** Orders of the tenant taken within [from 00:00, to + 1 day 00:00) in `timezone`, of the stores. */
const ordersOf = (tenantUid: string, q: ReportQuery, alias: string): SQL => {
  const o = sql.raw(alias);
  return sql.join(
    [
      sql`${o}.tenant_uid = ${tenantUid} AND NOT ${o}.deleted`,
      sql`${o}.ordered_at >= ${START(q)}`,
      sql`${o}.ordered_at < ${END(q)}`,
      ...(q.storeUids ? [sql`${o}.store_uid = ANY(${textArray(q.storeUids)})`] : []),
      ...(q.orderTypes ? [sql`${o}.order_type = ANY(${textArray(q.orderTypes)})`] : []),
    ],
    sql` AND `,
  );
};

const PERIOD: Partial<Record<OrderReportGroup, { unit: string; format: string }>> = {
  day: { unit: 'day', format: 'YYYY-MM-DD' },
  week: { unit: 'week', format: 'YYYY-MM-DD' },
  month: { unit: 'month', format: 'YYYY-MM' },
};

const SUMS = sql.raw(
  'sum(count) AS count, sum(gross) AS gross, sum(net) AS net, sum(vat) AS vat, sum(discount) AS discount, sum(cost) AS cost, sum(gross_profit) AS gross_profit',
);
const ORDER_TOTALS = sql.raw(`count(*) AS count, sum(o.gross) AS gross, sum(o.net) AS net, sum(o.vat) AS vat,
    sum(o.discount) AS discount, sum(o.cost) AS cost, sum(o.gross_profit) AS gross_profit`);

/**
 * The groups of `parts` (rows of a key `k`, currency and the sums): by store as they are, by
 * period with `k` a UTC quarter hour placed in the zone's day, week or month. Only the quarter
 * hours (at most 35,040 a year) are converted to local time: converting a million instants cost
 * seconds (docs/decisions/reports.md).
 */
const grouped = (q: ReportQuery, parts: SQL): SQL => {
  const period = PERIOD[q.groupBy];
  if (!period)
    return sql`SELECT p.k AS key, p.currency, ${SUMS} FROM (${parts}) p GROUP BY 1, 2 ORDER BY 1, 2`;
  const local = sql`date_trunc(${period.unit}, to_timestamp(p.k::bigint * 900) AT TIME ZONE ${q.timezone})`;
  return sql`SELECT to_char(g.k, ${period.format}) AS key, g.currency, g.count, g.gross, g.net, g.vat, g.discount, g.cost, g.gross_profit
    FROM (SELECT ${local} AS k, p.currency, ${SUMS} FROM (${parts}) p GROUP BY 1, 2) g
    ORDER BY g.k, g.currency`;
};

/** Sums of the orders' totals by period (per UTC quarter hour, `ordered_quarter`) or store. */
const byOrder = (tenantUid: string, q: ReportQuery): SQL => {
  const key = PERIOD[q.groupBy] ? sql`o.ordered_quarter` : sql`o.store_uid`;
  return grouped(
    q,
    sql`SELECT ${key} AS k, o.currency, ${ORDER_TOTALS}
      FROM ${sql.identifier(tenantView(ORDERS_TABLE))} o WHERE ${ordersOf(tenantUid, q, 'o')} GROUP BY 1, 2`,
  );
};

/** The UTC hour an instant falls in, rounded down or up. */
const hourOf = (instant: SQL, round: 'floor' | 'ceil'): SQL =>
  sql`${sql.raw(round)}(date_part('epoch', ${instant}) / 3600)::integer`;

/**
 * Sums by period or store of the hour buckets (at most 8,760 rows a year per store and currency
 * instead of every order) of the period's hours, except the split hours, whose orders are summed
 * per quarter hour (in Asia/Kolkata by day, one hour a day; in most zones none).
 */
const byBucket = (tenantUid: string, q: ReportQuery, split: readonly number[]): SQL => {
  const period = PERIOD[q.groupBy];
  const hours = sql`${`{${split.join(',')}}`}::integer[]`;
  const where = sql.join(
    [
      sql`b.tenant_uid = ${tenantUid}`,
      sql`b.hour >= ${hourOf(START(q), 'floor')}`,
      sql`b.hour < ${hourOf(END(q), 'ceil')}`,
      ...(split.length > 0 ? [sql`b.hour <> ALL(${hours})`] : []),
      ...(q.storeUids ? [sql`b.store_uid = ANY(${textArray(q.storeUids)})`] : []),
      ...(q.orderTypes ? [sql`b.order_type = ANY(${textArray(q.orderTypes)})`] : []),
    ],
    sql` AND `,
  );
  const buckets = sql`SELECT ${period ? sql`b.hour * 4` : sql`b.store_uid`} AS k, b.currency, ${SUMS}
    FROM ${sql.identifier(tenantView(ORDER_BUCKETS_TABLE))} b WHERE ${where} GROUP BY 1, 2`;
  if (split.length === 0) return grouped(q, buckets);
  // One range of the orders_report index per split hour.
  const orders = sql`SELECT ${period ? sql`o.ordered_quarter` : sql`o.store_uid`} AS k, o.currency, ${ORDER_TOTALS}
    FROM unnest(${hours}) s(h) JOIN ${sql.identifier(tenantView(ORDERS_TABLE))} o
      ON o.ordered_at >= to_timestamp(s.h::bigint * 3600) AND o.ordered_at < to_timestamp((s.h::bigint + 1) * 3600)
    WHERE ${ordersOf(tenantUid, q, 'o')} GROUP BY 1, 2`;
  return grouped(q, sql`${buckets} UNION ALL ${orders}`);
};

/** Sums of the lines by product group or seller; count is the orders with a line in the group. */
const byLine = (tenantUid: string, q: ReportQuery): SQL => {
  const product = q.groupBy === 'productGroup';
  const key = product ? sql`coalesce(p.product_group_uid, '')` : sql`l.tenant_user_uid`;
  const join = product
    ? sql`LEFT JOIN ${sql.identifier(tenantView(PRODUCTS_TABLE))} p
        ON p.tenant_uid = o.tenant_uid AND p.uid = l.product_uid AND NOT p.deleted`
    : sql``;
  return sql`SELECT ${key} AS key, o.currency, count(DISTINCT o.uid) AS count, sum(l.gross) AS gross,
      sum(l.gross - l.vat) AS net, sum(l.vat) AS vat, sum(l.discount) AS discount, sum(l.cost) AS cost,
      sum(l.gross_profit) AS gross_profit
    FROM ${sql.identifier(tenantView(ORDERS_TABLE))} o
    CROSS JOIN LATERAL jsonb_to_recordset(o.lines)
      AS l(product_uid text, tenant_user_uid text, gross bigint, vat bigint, discount bigint, cost bigint, gross_profit bigint)
    ${join}
    WHERE ${ordersOf(tenantUid, q, 'o')}
    GROUP BY 1, 2
    ORDER BY 1, 2`;
};

/** The report's groups, in key order, then currency (sums arrive as numeric text). */
export const orderReportRows = (tenantUid: string, q: ReportQuery): Promise<ReportRow[]> =>
  readTenant(tenantUid, async (db) => {
    const rows = await rowsOf(
      db,
      LINE_GROUPS.includes(q.groupBy)
        ? byLine(tenantUid, q)
        : q.splitHours
          ? byBucket(tenantUid, q, q.splitHours)
          : byOrder(tenantUid, q),
    );
    return rows.map((r) => ({
      key: String(r.key ?? ''),
      currency: String(r.currency),
      count: Number(r.count),
      gross: Number(r.gross),
      net: Number(r.net),
      vat: Number(r.vat),
      discount: Number(r.discount),
      cost: Number(r.cost),
      grossProfit: Number(r.gross_profit),
    }));
  });
