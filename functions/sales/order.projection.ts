import { COMMON_COLUMNS_DDL, tenantWall } from '#shared/search/migrations.ts';
import type { Projection } from '#shared/search/projection.ts';
import { textOf } from '#shared/search/projection.ts';

/** The read-model table of orders (the order intake report reads it, functions/reports/). */
export const ORDERS_TABLE = 'orders';

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

const createdAtOf = (item: Record<string, unknown>): string => {
  const at = textOf(item.createdAt);
  if (Number.isNaN(Date.parse(at))) throw new Error('order item without a valid createdAt');
  return at;
};

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
    ordered_at: 'timestamptz',
    ordered_quarter: 'integer',
    gross: 'bigint',
    net: 'bigint',
    vat: 'bigint',
    discount: 'bigint',
    cost: 'bigint',
    gross_profit: 'bigint',
    lines: 'jsonb',
  },
  row: (item) => {
    const totals = (item.totals ?? {}) as Record<string, unknown>;
    return {
      store_uid: textOf(item.storeUid),
      tenant_user_uid: textOf(item.tenantUserUid),
      currency: textOf(item.currency),
      ordered_at: createdAtOf(item),
      ordered_quarter: Math.floor(Date.parse(createdAtOf(item)) / QUARTER_MS),
      gross: amount(totals.gross),
      net: amount(totals.net),
      vat: amount(totals.vat),
      discount: amount(totals.discount),
      cost: amount(totals.cost),
      gross_profit: amount(totals.grossProfit),
      lines: linesOf(item.items) as unknown as Record<string, unknown>,
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
  ],
};
