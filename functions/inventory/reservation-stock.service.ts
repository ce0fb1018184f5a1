import { oneAtATime, type RetryPolicy } from '#shared/db/retry.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, type FieldIssue, NotFoundError } from '#shared/errors.ts';
import { hasHistory, heldOf, quantityToHold } from './line-stock-rules.ts';
import {
  deleteLineStockOp,
  getLineStocks,
  type LineStockRecord,
  putLineStockOp,
} from './reservation.repository.ts';
import { applyReservedChange, type HoldChange, holdUnchanged, reservedDeltas } from './reservation-rules.ts';
import { getLevel, type LevelRecord, type MovementRecord, movementOps } from './stock.repository.ts';
import { EMPTY_LEVEL } from './stock-rules.ts';
import type { WarehouseRecord } from './warehouse.schema.ts';
import { getWarehouse } from './warehouse-read.repository.ts';

/**
 * The stock side of order-line reservations (docs/decisions/reservations.md). The sales area owns
 * the request and its one transaction (the order, its receipts and the events); this module
 * decides what the warehouses hold for the lines and answers the transaction members of it: per
 * level whose reserved quantity changes, the level at its next version and a RESERVATION
 * movement; per line whose hold changes, its hold. Every member is conditioned on what was read,
 * so a concurrent movement, reservation or sale makes the transaction fail and be decided again.
 */

/** Many reservations and movements may contend for one hot product: as the movements' policy. */
export const RESERVATION_RACE_POLICY: RetryPolicy = { attempts: 60, baseMs: 5, capMs: 200, budgetMs: 12_000 };

/** What one order line should hold: a warehouse and quantity, or nothing (released). */
export type LineHoldRequest = {
  /** Field path of the line in the request, named by a refusal (`body.reservations[2]`). */
  path: string;
  orderUid: string;
  orderItemUid: string;
  productUid: string;
  warehouseUid: string | undefined;
  /**
   * The line's quantity: it holds what is left to deliver as far as the inventory has applied its
   * deliveries (line-stock-rules.ts), so a delivery applied after this reservation takes its
   * quantity off the hold it finds.
   */
  quantityOrdered: number;
};

export type HoldPlan = {
  ops: TransactOp[];
  /** Per request: whether its line's hold changes. */
  changed: boolean[];
  /** The target warehouses by uid (their names go on the lines). */
  warehouses: Map<string, WarehouseRecord>;
};

/** The process-wide turn key of a level, the one stock movements take (stock.service.ts). */
const turnKey = (tenantUid: string, warehouseUid: string, productUid: string) =>
  `stock#${tenantUid}#${warehouseUid}#${productUid}`;

/**
 * Runs `fn` in turn with the stock movements and reservations of these levels in this process,
 * taking the turns in sorted order so two callers never wait for each other. Only a saving of
 * collisions: correctness comes from the conditions of the transaction.
 */
export const inLevelTurns = <T>(
  tenantUid: string,
  levels: readonly { warehouseUid: string; productUid: string }[],
  fn: () => Promise<T>,
): Promise<T> => {
  const keys = [...new Set(levels.map((l) => turnKey(tenantUid, l.warehouseUid, l.productUid)))].sort();
  return keys.reduceRight<() => Promise<T>>((inner, key) => () => oneAtATime(key, inner), fn)();
};

const loadTargets = async (tenantUid: string, requests: readonly LineHoldRequest[]) => {
  const uids = [...new Set(requests.flatMap((r) => (r.warehouseUid ? [r.warehouseUid] : [])))];
  const found = await Promise.all(uids.map((uid) => getWarehouse(tenantUid, uid)));
  const warehouses = new Map(found.flatMap((w) => (w ? [[w.warehouseUid, w] as const] : [])));
  const missing: FieldIssue[] = requests.flatMap((r) =>
    r.warehouseUid && !warehouses.has(r.warehouseUid)
      ? [{ path: `${r.path}.warehouseUid`, message: `warehouse '${r.warehouseUid}' was not found` }]
      : [],
  );
  if (missing.length > 0)
    throw new NotFoundError(missing.map((m) => m.message).join('; '), { errors: missing });
  return warehouses;
};

/** Reads the holds, warehouses and levels of the lines and decides; refusals name every line. */
export const planHolds = async (
  tenantUid: string,
  requests: readonly LineHoldRequest[],
  userUid: string,
  now: string,
): Promise<HoldPlan> => {
  const [warehouses, records] = await Promise.all([
    loadTargets(tenantUid, requests),
    getLineStocks(tenantUid, requests),
  ]);
  const lines = requests.map((r) => records.get(`${r.orderUid}#${r.orderItemUid}`));
  const sold: FieldIssue[] = requests.flatMap((r, i) =>
    r.warehouseUid && lines[i]?.sold
      ? [{ path: r.path, message: `order line '${r.orderItemUid}' is sold: its stock has left` }]
      : [],
  );
  if (sold.length > 0) throw new ConflictError(sold.map((s) => s.message).join('; '), { errors: sold });
  const changes: HoldChange[] = requests.map((r, i) => {
    const quantity = quantityToHold(r.quantityOrdered, lines[i]);
    return {
      before: heldOf(lines[i]),
      after:
        r.warehouseUid && quantity > 0
          ? { warehouseUid: r.warehouseUid, productUid: r.productUid, quantity }
          : undefined,
    };
  });
  const deltas = reservedDeltas(changes);
  const levels = await Promise.all(deltas.map((d) => getLevel(tenantUid, d.warehouseUid, d.productUid)));
  const ops: TransactOp[] = [];
  const refused: FieldIssue[] = [];
  deltas.forEach((d, i) => {
    const current = levels[i];
    const allowNegative = warehouses.get(d.warehouseUid)?.allowNegativeStock ?? false;
    const decided = applyReservedChange(current ?? EMPTY_LEVEL, d.delta, allowNegative);
    if ('refused' in decided) {
      const of = `product '${d.productUid}' in warehouse '${d.warehouseUid}'`;
      for (const index of d.adding)
        refused.push({ path: requests[index]!.path, message: `${of}: ${decided.refused}` });
      return;
    }
    const level: LevelRecord = {
      tenantUid,
      warehouseUid: d.warehouseUid,
      productUid: d.productUid,
      ...decided.after,
      lastModifiedAt: now,
    };
    const movement: MovementRecord = {
      tenantUid,
      warehouseUid: d.warehouseUid,
      productUid: d.productUid,
      version: level.version,
      reason: 'RESERVATION',
      quantityChange: 0,
      quantityAfter: level.onHand,
      note: `order lines ${d.adding.map((a) => requests[a]!.orderItemUid).join(', ') || 'released'}`.slice(
        0,
        500,
      ),
      userUid,
      at: now,
      reservedChange: d.delta,
      reservedAfter: level.reserved,
    };
    ops.push(...movementOps(level, current?.version ?? 0, movement));
  });
  if (refused.length > 0) {
    throw new ConflictError(refused.map((r) => `${r.path}: ${r.message}`).join('; '), { errors: refused });
  }
  const changed = changes.map((c) => !holdUnchanged(c));
  changes.forEach((c, i) => {
    if (!changed[i]) return;
    const r = requests[i]!;
    const previous = lines[i];
    if (!c.after && previous && !hasHistory(previous)) {
      ops.push(deleteLineStockOp(previous));
      return;
    }
    // A release of a line that was delivered keeps what its deliveries did.
    const line: LineStockRecord = {
      delivered: 0,
      moved: 0,
      deliveryUids: [],
      sold: false,
      ...previous,
      tenantUid,
      orderUid: r.orderUid,
      orderItemUid: r.orderItemUid,
      ...(c.after ?? { warehouseUid: '', productUid: r.productUid, quantity: 0 }),
      version: (previous?.version ?? 0) + 1,
      at: now,
    };
    ops.push(putLineStockOp(line, previous?.version ?? 0));
  });
  return { ops, changed, warehouses };
};
