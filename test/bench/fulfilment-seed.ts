import { orderProjection } from '#functions/sales/orders/order.projection.ts';
import { ORDER_BUCKETS_TABLE, ORDERS_TABLE } from '#functions/sales/orders/order-search.table.ts';
import { bulkLoad, insertSelect, type SeedDb, secondsSince } from './scale-seed.ts';
import { draw, isoText } from './scale-words.ts';

/**
 * Generated orders for the order intake report bench, straight into the read model (set-based
 * SQL, as the catalogue bench seeds products): ORDERS orders of one tenant taken over 2025, in
 * STORES stores, each with one line of a product of 2,000 and a seller of 50, and totals as
 * order-money.ts computes them at 25 % VAT (vat = gross / 5, net = gross - vat, gross profit =
 * net - cost).
 */

export const FULFILMENT_TENANT = 't-orders-1m';
export const ORDERS = 1_000_000;
export const STORES = 20;

/**
 * The INSERT of `rows` generated orders of `tenant`; `metadata` is the SQL of each row's metadata
 * column (of the row's `uid`), none by default.
 */
export const ordersOf = (tenant: string, rows: number, metadata = 'NULL::jsonb') =>
  insertSelect(
    orderProjection,
    {
      tenant_uid: `'${tenant}'`,
      uid: 'uid',
      created_at: 'created_text',
      version: '1',
      modified_at: 'created_text',
      store_uid: 'store_uid',
      order_type: `'ORDER'`,
      customer_uid: `''`,
      order_seq: 'n',
      order_date: 'created',
      metadata,
      tenant_user_uid: 'seller',
      currency: `'NOK'`,
      ordered_at: 'created',
      ordered_quarter: "floor(date_part('epoch', created::timestamptz) / 900)::integer",
      gross: 'gross',
      net: 'gross - gross / 5',
      vat: 'gross / 5',
      discount: 'discount',
      cost: 'cost',
      gross_profit: 'gross - gross / 5 - cost',
      lines: `jsonb_build_array(jsonb_build_object('product_uid', product_uid, 'tenant_user_uid', seller,
        'gross', gross, 'vat', gross / 5, 'discount', discount, 'cost', cost, 'gross_profit', gross - gross / 5 - cost))`,
    },
    `(
    SELECT n, md5('${tenant}#' || n)::uuid::text AS uid,
      'store-' || lpad(${draw('n', 21, STORES)}::text, 2, '0') AS store_uid,
      'seller-' || ${draw('n', 22, 50)} AS seller,
      'prod-' || ${draw('n', 23, 2000)} AS product_uid,
      created, ${isoText('created')} AS created_text,
      gross, discount, (gross - gross / 5) * 55 / 100 AS cost
    FROM (
      SELECT n, timestamp '2025-01-01' + (${draw('n', 24, 365 * 86_400)} * interval '1 second') AS created,
        (500 + ${draw('n', 25, 200_000)}) * 5 AS gross,
        CASE WHEN ${draw('n', 26, 4)} = 0 THEN 1000 ELSE 0 END AS discount
      FROM generate_series(1, ${rows}) AS n
    ) g
  ) q`,
  );

/**
 * Seeds the tenant's orders; returns the timing note. The hour buckets (order_buckets) are filled
 * as in service, by the statement triggers of `orders`: the DELETE of a previous run's orders
 * empties them and the INSERT's trigger sums its million rows (both within the insert time).
 */
export const seedOrders = async (db: SeedDb): Promise<string> => {
  const loaded = await bulkLoad(db, ORDERS_TABLE, [
    `DELETE FROM ${ORDERS_TABLE} WHERE tenant_uid = '${FULFILMENT_TENANT}'`,
    ordersOf(FULFILMENT_TENANT, ORDERS),
  ]);
  const started = performance.now();
  await db.query(`VACUUM (ANALYZE) ${ORDER_BUCKETS_TABLE}`);
  const analysed = secondsSince(started);
  const { rows } = await db.query<{ buckets: number; orders: string }>(
    `SELECT count(*)::int AS buckets, sum(count) AS orders FROM ${ORDER_BUCKETS_TABLE} WHERE tenant_uid = $1`,
    [FULFILMENT_TENANT],
  );
  if (Number(rows[0]?.orders) !== ORDERS)
    throw new Error(`the hour buckets count ${rows[0]?.orders} orders, expected ${ORDERS}`);
  return `${loaded}; ${ORDER_BUCKETS_TABLE}: ${rows[0]?.buckets.toLocaleString('en')} hour buckets (filled by the trigger), VACUUM ANALYZE ${analysed} s`;
};
