import { type SQL, sql } from 'drizzle-orm';
import { PRODUCTS_TABLE } from '#functions/catalogue/product.projection.ts';
import { ORDER_BUCKETS_TABLE, ORDERS_TABLE } from '#functions/sales/order.projection.ts';
import { tenantView } from '#shared/search/migrations.ts';
import { textArray } from '#shared/search/query.ts';
import { readTenant, rowsOf } from '#shared/search/search-db.ts';
import { LINE_GROUPS, type OrderReportGroup } from './report-enums.ts';

/**
 * The order intake report over the read model's `orders` table (functions/sales/order.projection.ts),
 * read as the reader role through the tenant views. Periods and stores sum the hour buckets of
 * `order_buckets` (the orders' totals per UTC hour, store and currency, kept by triggers on
 * `orders`) when the zone's local midnights fall on whole UTC hours (`hourly`), and otherwise the
 * orders' own totals from the covering index orders_report; product groups and sellers sum the
 * lines (`lines`), the product group joined from the catalogue's `products` rows.
 */

export type ReportQuery = {
  from: string;
  to: string;
  timezone: string;
  groupBy: OrderReportGroup;
  storeUids?: readonly string[] | undefined;
  /** The UTC hour buckets sum exactly into the zone's periods (hourBucketsExact, the rules). */
  hourly?: boolean;
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

/** Orders of the tenant taken within [from 00:00, to + 1 day 00:00) in `timezone`, of the stores. */
const ordersOf = (tenantUid: string, q: ReportQuery, alias: string): SQL => {
  const o = sql.raw(alias);
  return sql.join(
    [
      sql`${o}.tenant_uid = ${tenantUid} AND NOT ${o}.deleted`,
      sql`${o}.ordered_at >= (${q.from}::date::timestamp AT TIME ZONE ${q.timezone})`,
      sql`${o}.ordered_at < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${q.timezone})`,
      ...(q.storeUids ? [sql`${o}.store_uid = ANY(${textArray(q.storeUids)})`] : []),
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

/** Seconds of the UTC-aligned buckets periods are made of: every zone's offset is a multiple of it. */
const BUCKET_SECONDS = 900;

/**
 * Sums of the orders' totals by period or store. For a period the orders are first summed per
 * UTC quarter hour (`ordered_quarter`, a column of the index: no time zone per order), and only those buckets
 * (at most 35,040 a year) are placed in the zone's days, weeks or months: converting a million
 * instants to local time cost seconds (docs/decisions/reports.md).
 */
const byOrder = (tenantUid: string, q: ReportQuery): SQL => {
  const period = PERIOD[q.groupBy];
  const orders = sql`FROM ${sql.identifier(tenantView(ORDERS_TABLE))} o WHERE ${ordersOf(tenantUid, q, 'o')}`;
  const totals = sql`count(*) AS count, sum(o.gross) AS gross, sum(o.net) AS net, sum(o.vat) AS vat,
    sum(o.discount) AS discount, sum(o.cost) AS cost, sum(o.gross_profit) AS gross_profit`;
  if (!period)
    return sql`SELECT o.store_uid AS key, o.currency, ${totals} ${orders} GROUP BY 1, 2 ORDER BY 1, 2`;
  const buckets = sql`SELECT o.ordered_quarter AS b, o.currency, ${totals}
    ${orders} GROUP BY 1, 2`;
  const local = sql`date_trunc(${period.unit}, to_timestamp(q.b * ${sql.raw(String(BUCKET_SECONDS))}) AT TIME ZONE ${q.timezone})`;
  return sql`SELECT to_char(g.k, ${period.format}) AS key, g.currency, g.count, g.gross, g.net, g.vat, g.discount, g.cost, g.gross_profit
    FROM (SELECT ${local} AS k, q.currency, ${SUMS} FROM (${buckets}) q GROUP BY 1, 2) g
    ORDER BY g.k, g.currency`;
};

/** The UTC hour an instant falls in (the bounds of an `hourly` period are whole hours). */
const hourOf = (date: SQL): SQL => sql`floor(date_part('epoch', ${date}) / 3600)::integer`;

/**
 * Sums of the hour buckets by period or store: at most 8,760 rows a year per store and currency
 * instead of every order. The period's bounds are whole UTC hours when the query is `hourly`.
 */
const byBucket = (tenantUid: string, q: ReportQuery): SQL => {
  const period = PERIOD[q.groupBy];
  const where = sql.join(
    [
      sql`b.tenant_uid = ${tenantUid}`,
      sql`b.hour >= ${hourOf(sql`(${q.from}::date::timestamp AT TIME ZONE ${q.timezone})`)}`,
      sql`b.hour < ${hourOf(sql`((${q.to}::date + 1)::timestamp AT TIME ZONE ${q.timezone})`)}`,
      ...(q.storeUids ? [sql`b.store_uid = ANY(${textArray(q.storeUids)})`] : []),
    ],
    sql` AND `,
  );
  const buckets = sql`FROM ${sql.identifier(tenantView(ORDER_BUCKETS_TABLE))} b WHERE ${where}`;
  if (!period)
    return sql`SELECT b.store_uid AS key, b.currency, ${SUMS} ${buckets} GROUP BY 1, 2 ORDER BY 1, 2`;
  const hours = sql`SELECT b.hour AS h, b.currency, ${SUMS} ${buckets} GROUP BY 1, 2`;
  const local = sql`date_trunc(${period.unit}, to_timestamp(q.h * 3600) AT TIME ZONE ${q.timezone})`;
  return sql`SELECT to_char(g.k, ${period.format}) AS key, g.currency, g.count, g.gross, g.net, g.vat, g.discount, g.cost, g.gross_profit
    FROM (SELECT ${local} AS k, q.currency, ${SUMS} FROM (${hours}) q GROUP BY 1, 2) g
    ORDER BY g.k, g.currency`;
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
        : q.hourly
          ? byBucket(tenantUid, q)
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
