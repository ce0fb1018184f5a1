import { COMMON_COLUMNS_DDL, tenantCounted } from '#shared/search/migrations.ts';
import type { Projection } from '#shared/search/projection.ts';
import { textOf } from '#shared/search/projection.ts';
import { tenantWall } from '#shared/search/tenant-view.ts';
import { hasPaymentBalanceOutstanding } from '../receipts/receipt-state.ts';
import { SETTLEMENTS_TABLE } from './settlement-search.table.ts';

/**
 * The read model of the settlement search (docs/decisions/receipts.md, "Settlement search").
 * Settlements live inside their receipt item, and the indexer writes one row per item, so the
 * projection keeps one row per receipt (`receipt_settlements`, its settlements' filter fields as
 * `settlements`), and triggers on it keep `settlements` (SETTLEMENTS_TABLE, named in
 * settlement-search.table.ts), one row per settlement, which the search reads: every filter and
 * sort there is a column with its index, whatever the number of settlements a receipt has. A
 * replayed or older image changes no row (the indexer's guard), so it fires no trigger; a
 * cancelled receipt's tombstone removes its settlements.
 */
export const RECEIPT_SETTLEMENTS_TABLE = 'receipt_settlements';

const int = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) ? v : 0);
const instantOrNull = (v: unknown): string | null =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null;

/** One settlement's filter fields, as the `settlements` column holds them. */
const rowOfSettlement = (raw: unknown) => {
  const s = (raw ?? {}) as Record<string, unknown>;
  return {
    settlement_uid: textOf(s.settlementUid),
    store_payment_method_uid: textOf(s.storePaymentMethodUid),
    tenant_payment_method_uid: textOf(s.tenantPaymentMethodUid),
    status: textOf(s.status),
    state: textOf(s.state),
    amount: int(s.amount),
    created_at: instantOrNull(s.createdAt),
    settled_at: instantOrNull(s.settledAt),
    outstanding: hasPaymentBalanceOutstanding({
      ledgerType: textOf(s.ledgerType),
      state: textOf(s.state),
      amount: int(s.amount),
      paymentAmount: int(s.paymentAmount),
    }),
  };
};

/** The columns of a settlement row, in the order jsonb_to_recordset reads them. */
const SETTLEMENT_COLUMNS = `settlement_uid text, store_payment_method_uid text, tenant_payment_method_uid text,
  status text, state text, amount bigint, created_at timestamptz, settled_at timestamptz, outstanding boolean`;
const COLUMN_NAMES = SETTLEMENT_COLUMNS.replaceAll(/ (text|bigint|timestamptz|boolean)/g, '');

/** Puts the settlements of the receipts that arrived (tombstones have none) in key order. */
const INSERT_NEW = `INSERT INTO ${SETTLEMENTS_TABLE} (tenant_uid, uid, receipt_uid, store_uid, ${COLUMN_NAMES})
    SELECT n.tenant_uid, n.uid || '#' || x.settlement_uid, n.uid, n.store_uid, ${COLUMN_NAMES.replaceAll(/(\w+)/g, 'x.$1')}
    FROM new_rows n CROSS JOIN LATERAL jsonb_to_recordset(n.settlements) AS x(${SETTLEMENT_COLUMNS})
    WHERE NOT n.deleted AND x.settlement_uid <> '' AND x.created_at IS NOT NULL
    ORDER BY 1, 2`;
const DELETE_OLD = `DELETE FROM ${SETTLEMENTS_TABLE} s USING (SELECT DISTINCT tenant_uid, uid FROM old_rows) o
    WHERE s.tenant_uid = o.tenant_uid AND s.receipt_uid = o.uid`;
const triggerFunction = (name: string, body: string) =>
  `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    ${body};
    RETURN NULL;
  END $$`;
const trigger = (event: string, tables: string, fn: string) =>
  `CREATE TRIGGER ${RECEIPT_SETTLEMENTS_TABLE}_${event.toLowerCase()} AFTER ${event} ON ${RECEIPT_SETTLEMENTS_TABLE}
    ${tables} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`;

/** Receipts' settlements in the read model, fed by the receipt items themselves. */
export const settlementProjection: Projection = {
  table: RECEIPT_SETTLEMENTS_TABLE,
  entities: ['receipt'],
  key: (item) =>
    typeof item.tenantUid === 'string' && typeof item.orderReceiptUid === 'string'
      ? { tenantUid: item.tenantUid, uid: item.orderReceiptUid }
      : undefined,
  columns: { store_uid: 'text', settlements: 'jsonb' },
  row: (item) => ({
    store_uid: textOf(item.storeUid),
    settlements: (Array.isArray(item.settlements) ? item.settlements : []).map(rowOfSettlement) as never,
  }),
  migrations: [
    {
      id: 'settlements-001-tables',
      statements: [
        // Not a projection table, so a rebuild with --fresh drops the migration record but not
        // this table: start from nothing (the rebuild refills it through the triggers).
        `DROP TABLE IF EXISTS ${SETTLEMENTS_TABLE} CASCADE`,
        `CREATE TABLE ${RECEIPT_SETTLEMENTS_TABLE} (${COMMON_COLUMNS_DDL},
          store_uid text NOT NULL,
          settlements jsonb NOT NULL,
          PRIMARY KEY (tenant_uid, uid))`,
        ...tenantWall(RECEIPT_SETTLEMENTS_TABLE),
        // `deleted` is always false here (a receipt's tombstone removes its rows): it lets the
        // tenant count triggers of every search table count these rows too.
        `CREATE TABLE ${SETTLEMENTS_TABLE} (tenant_uid text NOT NULL, uid text NOT NULL,
          receipt_uid text NOT NULL, store_uid text NOT NULL, settlement_uid text NOT NULL,
          store_payment_method_uid text NOT NULL, tenant_payment_method_uid text NOT NULL,
          status text NOT NULL, state text NOT NULL, amount bigint NOT NULL,
          created_at timestamptz NOT NULL, settled_at timestamptz, outstanding boolean NOT NULL,
          deleted boolean NOT NULL DEFAULT false,
          PRIMARY KEY (tenant_uid, uid))`,
        `CREATE INDEX settlements_receipt ON ${SETTLEMENTS_TABLE} (tenant_uid, receipt_uid)`,
        // Sorts (both directions from one index) and the exact filters, newest first within them.
        ...(['created_at', 'settled_at', 'amount'] as const).map(
          (c) =>
            `CREATE INDEX settlements_by_${c} ON ${SETTLEMENTS_TABLE} (tenant_uid, ${c} DESC NULLS LAST, uid DESC NULLS LAST)`,
        ),
        ...(
          ['store_uid', 'store_payment_method_uid', 'tenant_payment_method_uid', 'status', 'state'] as const
        ).map(
          (c) => `CREATE INDEX settlements_${c} ON ${SETTLEMENTS_TABLE} (tenant_uid, ${c}, created_at DESC)`,
        ),
        `CREATE INDEX settlements_outstanding ON ${SETTLEMENTS_TABLE} (tenant_uid, created_at DESC) WHERE outstanding`,
        ...tenantWall(SETTLEMENTS_TABLE),
        ...tenantCounted(SETTLEMENTS_TABLE),
        triggerFunction('receipt_settlements_inserted', INSERT_NEW),
        triggerFunction('receipt_settlements_updated', `${DELETE_OLD};\n    ${INSERT_NEW}`),
        triggerFunction('receipt_settlements_deleted', DELETE_OLD),
        triggerFunction('receipt_settlements_truncated', `DELETE FROM ${SETTLEMENTS_TABLE}`),
        trigger('INSERT', 'REFERENCING NEW TABLE AS new_rows', 'receipt_settlements_inserted'),
        trigger(
          'UPDATE',
          'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
          'receipt_settlements_updated',
        ),
        trigger('DELETE', 'REFERENCING OLD TABLE AS old_rows', 'receipt_settlements_deleted'),
        `CREATE TRIGGER ${RECEIPT_SETTLEMENTS_TABLE}_truncate AFTER TRUNCATE ON ${RECEIPT_SETTLEMENTS_TABLE}
          FOR EACH STATEMENT EXECUTE FUNCTION receipt_settlements_truncated()`,
      ],
    },
  ],
};
