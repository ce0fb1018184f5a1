import { changesIndex } from '#shared/search/changes-page.ts';
import { METADATA_COLUMN, metadataColumnOf, metadataMigration } from '#shared/search/metadata.ts';
import { COMMON_COLUMNS_DDL } from '#shared/search/migrations.ts';
import type { Projection } from '#shared/search/projection.ts';
import { textOf } from '#shared/search/projection.ts';
import { tenantWall } from '#shared/search/tenant-view.ts';
import { ORDER_BUCKETS_TABLE, ORDERS_TABLE } from './order-search.table.ts';

/** One order line as the `lines` column holds it: the keys the report groups by and its money. */
export type OrderLineRow = {
  product_uid: string;
  tenant_user_uid: string;
  gross: number;
  vat: number;
  discount: number;
  cost: number;
  gross_profit: number;
};

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const linesOf = (items: unknown): OrderLineRow[] =>
  (Array.isArray(items) ? items : []).map((raw) => {
    const l = (raw ?? {}) as Record<string, unknown>;
    return {
      product_uid: textOf(l.productUid),
      tenant_user_uid: textOf(l.tenantUserUid),
      gross: amount(l.totalPrice),
      vat: amount(l.totalVatAmount),
      discount: amount(l.totalDiscountAmount),
      cost: amount(l.totalCost),
      gross_profit: amount(l.totalGrossProfitAmount),
    };
  });

/** The UTC quarter hours the report sums periods by (every zone's offset is a multiple of one). */
const QUARTER_MS = 900_000;

/** OFFER or ORDER; an order written before offers existed is an ORDER. */
const orderTypeOf = (item: Record<string, unknown>): string => textOf(item.orderType) || 'ORDER';

/**
 * The instant an order counts from in the intake report: an ORDER's orderDate (its creation, or
 * the conversion of the offer it was), an OFFER's creation. A conversion moves the row, and the
 * bucket triggers move its sums, to the conversion's hour.
 */
const orderedAtOf = (item: Record<string, unknown>): string => {
  const orderDate = orderTypeOf(item) === 'ORDER' ? textOf(item.orderDate) : '';
  const at = orderDate || textOf(item.createdAt);
  if (Number.isNaN(Date.parse(at))) throw new Error('order item without a valid createdAt');
  return at;
};

/** The sums a bucket keeps (`count` is its orders), the same columns as in `orders`. */
const SUMS = ['count', 'gross', 'net', 'vat', 'discount', 'cost', 'gross_profit'] as const;
/** The bucket key before and after buckets were kept per order type (migration orders-003). */
const BUCKET_KEY_V1 = 'tenant_uid, hour, store_uid, currency';
const BUCKET_KEY = `${BUCKET_KEY_V1}, order_type`;

/**
 * The bucket sums of some `orders` rows (tombstones count nothing), negated for rows that left.
 * `ordered_quarter >> 2` is the UTC hour: an arithmetic shift, so floor division also before 1970.
 */
const BUCKET_DELTA = (rows: string, sign: '' | '-', key = BUCKET_KEY) =>
  `SELECT tenant_uid, ordered_quarter >> 2 AS hour, store_uid, currency, ${key === BUCKET_KEY ? 'order_type, ' : ''}${sign}count(*) AS count,
    ${SUMS.slice(1)
      .map((c) => `${sign}sum(${c}) AS ${c}`)
      .join(', ')}
    FROM ${rows} WHERE NOT deleted GROUP BY ${key === BUCKET_KEY ? '1, 2, 3, 4, 5' : '1, 2, 3, 4'}`;

/**
 * A statement-level trigger function that adds `deltas` to the buckets (as the tenant counts
 * are kept, shared/search/migrations.ts) and, when rows may have left, drops the buckets left
 * empty. The indexer's upsert fires the UPDATE and then the INSERT trigger, each adding its
 * buckets in key order; two such statements could still take each other's buckets in crossed
 * order, so one transaction at a time changes buckets (an advisory lock held to its commit,
 * milliseconds per batch). A statement that changes no figure (a replayed or same-figure
 * version) writes no bucket.
 */
const bucketTrigger = (name: string, deltas: string, dropEmpty: boolean, key = BUCKET_KEY) =>
  `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('${ORDER_BUCKETS_TABLE}'));
    INSERT INTO ${ORDER_BUCKETS_TABLE} AS b (${key}, ${SUMS.join(', ')})
      SELECT ${key}, ${SUMS.map((c) => `sum(${c})`).join(', ')} FROM (${deltas}) d
      GROUP BY ${key} HAVING (${SUMS.map((c) => `sum(${c})`).join(', ')}) <> (${SUMS.map(() => '0').join(', ')})
      ORDER BY ${key}
      ON CONFLICT (${key}) DO UPDATE SET ${SUMS.map((c) => `${c} = b.${c} + EXCLUDED.${c}`).join(', ')};
    ${
      dropEmpty
        ? `DELETE FROM ${ORDER_BUCKETS_TABLE} b USING (SELECT DISTINCT ${key.replace('hour', 'ordered_quarter >> 2 AS hour')} FROM old_rows) k
      WHERE (${key.replaceAll(/(\w+)/g, 'b.$1')}) = (${key.replaceAll(/(\w+)/g, 'k.$1')}) AND b.count = 0;`
        : ''
    }
    RETURN NULL;
  END $$`;

/**
 * Orders in the read model, for the order intake report: one row per order item, with its store,
 * currency, the instant it was taken and its totals (the order's own sums of its lines, computed
 * by order-money.ts) as columns, and its lines (the report's product group and seller keys with
 * their money) as `lines`. Every write of an order (a receipt taking lines, a state change)
 * replaces the row; the totals of an order never change after it is created.
 */
export const orderProjection: Projection = {
  table: ORDERS_TABLE,
  entities: ['order'],
  key: (item) =>
    typeof item.tenantUid === 'string' && typeof item.orderUid === 'string'
      ? { tenantUid: item.tenantUid, uid: item.orderUid }
      : undefined,
  columns: {
    store_uid: 'text',
    tenant_user_uid: 'text',
    currency: 'text',
    order_type: 'text',
    customer_uid: 'text',
    order_seq: 'integer',
    order_date: 'timestamptz',
    ordered_at: 'timestamptz',
    ordered_quarter: 'integer',
    gross: 'bigint',
    net: 'bigint',
    vat: 'bigint',
    discount: 'bigint',
    cost: 'bigint',
    gross_profit: 'bigint',
    lines: 'jsonb',
    [METADATA_COLUMN]: 'jsonb',
  },
  row: (item) => {
    const totals = (item.totals ?? {}) as Record<string, unknown>;
    return {
      store_uid: textOf(item.storeUid),
      tenant_user_uid: textOf(item.tenantUserUid),
      currency: textOf(item.currency),
      order_type: orderTypeOf(item),
      customer_uid: textOf(item.customerUid),
      order_seq: typeof item.orderSeq === 'number' ? item.orderSeq : 0,
      order_date: orderTypeOf(item) === 'ORDER' ? orderedAtOf(item) : null,
      ordered_at: orderedAtOf(item),
      ordered_quarter: Math.floor(Date.parse(orderedAtOf(item)) / QUARTER_MS),
      gross: amount(totals.gross),
      net: amount(totals.net),
      vat: amount(totals.vat),
      discount: amount(totals.discount),
      cost: amount(totals.cost),
      gross_profit: amount(totals.grossProfit),
      lines: linesOf(item.items) as unknown as Record<string, unknown>,
      [METADATA_COLUMN]: metadataColumnOf(item),
    };
  },
  migrations: [
    {
      id: 'orders-001-table',
      statements: [
        `CREATE TABLE orders (${COMMON_COLUMNS_DDL},
          store_uid text NOT NULL,
          tenant_user_uid text NOT NULL,
          currency text NOT NULL,
          ordered_at timestamptz NOT NULL,
          ordered_quarter integer NOT NULL,
          gross bigint NOT NULL,
          net bigint NOT NULL,
          vat bigint NOT NULL,
          discount bigint NOT NULL,
          cost bigint NOT NULL,
          gross_profit bigint NOT NULL,
          lines jsonb NOT NULL,
          PRIMARY KEY (tenant_uid, uid))`,
        // The report by period or store: an index-only scan of the period's entries, which carry
        // every figure it sums (a year of a million orders without reading a row of the table).
        `CREATE INDEX orders_report ON orders (tenant_uid, ordered_at)
          INCLUDE (ordered_quarter, store_uid, currency, gross, net, vat, discount, cost, gross_profit) WHERE NOT deleted`,
        ...tenantWall(ORDERS_TABLE),
      ],
    },
    {
      id: 'orders-002-hour-buckets',
      statements: [
        // Not a projection table, so a rebuild with --fresh drops the migration record but not
        // this table: start from nothing (the backfill below refills it from `orders`).
        `DROP TABLE IF EXISTS ${ORDER_BUCKETS_TABLE} CASCADE`,
        `CREATE TABLE ${ORDER_BUCKETS_TABLE} (tenant_uid text NOT NULL, hour integer NOT NULL,
          store_uid text NOT NULL, currency text NOT NULL, ${SUMS.map((c) => `${c} bigint NOT NULL`).join(', ')},
          PRIMARY KEY (tenant_uid, hour, store_uid, currency))`,
        ...tenantWall(ORDER_BUCKETS_TABLE),
        bucketTrigger(
          'order_buckets_inserted',
          BUCKET_DELTA('new_rows', '', BUCKET_KEY_V1),
          false,
          BUCKET_KEY_V1,
        ),
        bucketTrigger(
          'order_buckets_updated',
          `${BUCKET_DELTA('new_rows', '', BUCKET_KEY_V1)} UNION ALL ${BUCKET_DELTA('old_rows', '-', BUCKET_KEY_V1)}`,
          true,
          BUCKET_KEY_V1,
        ),
        bucketTrigger(
          'order_buckets_deleted',
          BUCKET_DELTA('old_rows', '-', BUCKET_KEY_V1),
          true,
          BUCKET_KEY_V1,
        ),
        `CREATE OR REPLACE FUNCTION order_buckets_truncated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          DELETE FROM ${ORDER_BUCKETS_TABLE};
          RETURN NULL;
        END $$`,
        `CREATE TRIGGER orders_buckets_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_buckets_inserted()`,
        `CREATE TRIGGER orders_buckets_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_buckets_updated()`,
        `CREATE TRIGGER orders_buckets_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_buckets_deleted()`,
        `CREATE TRIGGER orders_buckets_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION order_buckets_truncated()`,
        // After the triggers: creating them waited for the writers in flight and blocks new ones
        // until this migration commits, so the backfill sees every order exactly once.
        `INSERT INTO ${ORDER_BUCKETS_TABLE} (${BUCKET_KEY_V1}, ${SUMS.join(', ')})
          SELECT ${BUCKET_KEY_V1}, ${SUMS.join(', ')} FROM (${BUCKET_DELTA(ORDERS_TABLE, '', BUCKET_KEY_V1)}) d ORDER BY ${BUCKET_KEY_V1}`,
      ],
    },
    {
      // Offers (spec 9.5): the type of each order, and the buckets kept per type, so the report
      // can sum orders, offers or both. Every order before this was an ORDER, and so is every
      // bucket: the defaults are the backfill (no row is rewritten, no trigger fires).
      id: 'orders-003-order-type',
      statements: [
        `ALTER TABLE ${ORDERS_TABLE} ADD COLUMN order_type text NOT NULL DEFAULT 'ORDER'`,
        `ALTER TABLE ${ORDER_BUCKETS_TABLE} ADD COLUMN order_type text NOT NULL DEFAULT 'ORDER'`,
        `ALTER TABLE ${ORDER_BUCKETS_TABLE} DROP CONSTRAINT ${ORDER_BUCKETS_TABLE}_pkey, ADD PRIMARY KEY (${BUCKET_KEY})`,
        bucketTrigger('order_buckets_inserted', BUCKET_DELTA('new_rows', ''), false),
        bucketTrigger(
          'order_buckets_updated',
          `${BUCKET_DELTA('new_rows', '')} UNION ALL ${BUCKET_DELTA('old_rows', '-')}`,
          true,
        ),
        bucketTrigger('order_buckets_deleted', BUCKET_DELTA('old_rows', '-'), true),
        // The split hours' orders are still summed from index entries alone: the type is in them.
        `CREATE INDEX orders_report_typed ON ${ORDERS_TABLE} (tenant_uid, ordered_at)
          INCLUDE (ordered_quarter, store_uid, currency, order_type, gross, net, vat, discount, cost, gross_profit) WHERE NOT deleted`,
        'DROP INDEX orders_report',
        ...tenantWall(ORDERS_TABLE),
        ...tenantWall(ORDER_BUCKETS_TABLE),
      ],
    },
    {
      // The order search (order-search.repository.ts): customer, number and orderDate, with the
      // indexes of its filters and sorts. Rows indexed before this have customer_uid '' and
      // order_seq 0 until the read model is rebuilt (npm run reindex); order_date is backfilled
      // here (every order before offers was an ORDER, ordered when created).
      id: 'orders-004-search',
      statements: [
        `ALTER TABLE ${ORDERS_TABLE} ADD COLUMN customer_uid text NOT NULL DEFAULT '',
          ADD COLUMN order_seq integer NOT NULL DEFAULT 0, ADD COLUMN order_date timestamptz`,
        `UPDATE ${ORDERS_TABLE} SET order_date = ordered_at WHERE order_type = 'ORDER'`,
        ...(['created_at', 'order_seq'] as const).map(
          (c) =>
            `CREATE INDEX orders_by_${c} ON ${ORDERS_TABLE} (tenant_uid, ${c} DESC NULLS LAST, uid DESC NULLS LAST) WHERE NOT deleted`,
        ),
        ...(['order_type', 'store_uid', 'customer_uid'] as const).map(
          (c) =>
            `CREATE INDEX orders_${c} ON ${ORDERS_TABLE} (tenant_uid, ${c}, created_at DESC) WHERE NOT deleted`,
        ),
        `CREATE INDEX orders_order_date ON ${ORDERS_TABLE} (tenant_uid, order_date) WHERE NOT deleted AND order_date IS NOT NULL`,
        ...tenantWall(ORDERS_TABLE),
      ],
    },
    // Changes since (shared/search/changes-page.ts): pages in (lastModifiedAt, uid) order.
    { id: 'orders-005-changes', statements: [changesIndex(ORDERS_TABLE)] },
    // The order search by exact metadata pairs (shared/search/metadata.ts).
    metadataMigration('orders-006-metadata', ORDERS_TABLE),
  ],
};
