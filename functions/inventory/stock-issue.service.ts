import type { EventDraft } from '#events/outbox.ts';
import { type ItemKey, keyOf } from '#shared/db/batch-get.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import {
  type LevelRecord,
  levelKey,
  type MovementRecord,
  movementOps,
  toLevelRecord,
} from './stock.repository.ts';
import { stockChanged } from './stock-events.ts';
import { EMPTY_LEVEL } from './stock-rules.ts';

/**
 * Stock that leaves a warehouse as part of another area's write (a delivery hands goods over),
 * in that write's own transaction: the caller reads `stockIssueKeys` with its own items in one
 * BatchGet, then adds `stockIssueOps` to its transaction. Each level is written at its next
 * version on condition that it did not move since it was read (a RaceError the caller retries), so
 * the movement log still sums to onHand. Sales leave whatever the warehouse says about negative
 * stock (docs/decisions/inventory.md).
 */

/** Goods of one product leaving one warehouse; `releaseReserved` of them were reserved there. */
export type StockIssue = {
  warehouseUid: string;
  productUid: string;
  sku: string;
  quantity: number;
  releaseReserved: number;
  /** The request field that named the warehouse (a 404 names it). */
  path: string;
};

const warehouseKey = (tenantUid: string, warehouseUid: string): ItemKey => ({
  pk: `T#${tenantUid}#WAREHOUSE#${warehouseUid}`,
  sk: 'WAREHOUSE',
});

/** The items to read before stockIssueOps: the warehouses and the levels. */
export const stockIssueKeys = (tenantUid: string, issues: readonly StockIssue[]): ItemKey[] => [
  ...issues.map((i) => warehouseKey(tenantUid, i.warehouseUid)),
  ...issues.map((i) => levelKey(tenantUid, i.warehouseUid, i.productUid)),
];

/** Issues of the same product from the same warehouse, added together: one movement each. */
const merged = (issues: readonly StockIssue[]): StockIssue[] => {
  const byLevel = new Map<string, StockIssue>();
  for (const i of issues) {
    const key = `${i.warehouseUid}\n${i.productUid}`;
    const seen = byLevel.get(key);
    byLevel.set(
      key,
      seen
        ? {
            ...seen,
            quantity: seen.quantity + i.quantity,
            releaseReserved: seen.releaseReserved + i.releaseReserved,
          }
        : i,
    );
  }
  return [...byLevel.values()];
};

/**
 * The writes of the issues (levels and movements, reason SALE) and their STOCK_CHANGE events,
 * from `items` as read with stockIssueKeys. A warehouse that does not exist or belongs to another
 * store than `storeUid` is a 404 naming the issue's path.
 */
export const stockIssueOps = (
  tenantUid: string,
  storeUid: string,
  issues: readonly StockIssue[],
  items: readonly Record<string, unknown>[],
  by: { userUid: string; note: string; at: string },
): { ops: TransactOp[]; events: EventDraft[] } => {
  const found = new Map(items.map((item) => [keyOf(item), item]));
  const ops: TransactOp[] = [];
  const events: EventDraft[] = [];
  for (const issue of merged(issues)) {
    const warehouse = found.get(keyOf(warehouseKey(tenantUid, issue.warehouseUid)));
    if (!warehouse || warehouse.storeUid !== storeUid) {
      throw NotFoundError.record('warehouse', issue.warehouseUid, issue.path);
    }
    const item = found.get(keyOf(levelKey(tenantUid, issue.warehouseUid, issue.productUid)));
    const current = item ? toLevelRecord(item) : undefined;
    const before = current ?? EMPTY_LEVEL;
    const level: LevelRecord = {
      tenantUid,
      warehouseUid: issue.warehouseUid,
      productUid: issue.productUid,
      onHand: before.onHand - issue.quantity,
      reserved: Math.max(before.reserved - issue.releaseReserved, 0),
      version: before.version + 1,
      lastModifiedAt: by.at,
    };
    const movement: MovementRecord = {
      tenantUid,
      warehouseUid: issue.warehouseUid,
      productUid: issue.productUid,
      version: level.version,
      reason: 'SALE',
      quantityChange: -issue.quantity,
      quantityAfter: level.onHand,
      note: by.note,
      userUid: by.userUid,
      at: by.at,
    };
    ops.push(...movementOps(level, before.version, movement));
    events.push(stockChanged(tenantUid, issue.warehouseUid, issue, -issue.quantity, level.onHand));
  }
  return { ops, events };
};
