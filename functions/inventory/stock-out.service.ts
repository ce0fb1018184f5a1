import { withEvents } from '#events/outbox.ts';
import { commit } from '#shared/db/transaction.ts';
import type { MovementReason } from './inventory-enums.ts';
import { type LineStockRecord, putLineStockOp } from './reservation.repository.ts';
import { applySale } from './reservation-rules.ts';
import { getLevel, type LevelRecord, type MovementRecord, movementOps } from './stock.repository.ts';
import { stockChanged } from './stock-events.ts';
import { EMPTY_LEVEL } from './stock-rules.ts';

/**
 * An order line's goods leaving a warehouse, for the sale-movements worker's two paths (a receipt
 * that became COMPLETE, a delivery that became DELIVERED; docs/decisions/deliveries.md): the
 * line's stock record, its level, the movement and STOCK_CHANGE in ONE transaction, each written
 * on condition that it is still as read. The record is written first, so a line that changed
 * meanwhile (the other path, a replay, a reservation) fails the whole and is decided again.
 */

export type LineMove = {
  tenantUid: string;
  warehouseUid: string;
  product: { productUid: string; sku: string };
  /** What leaves (a negative quantity comes back); 0 only releases what is held. */
  quantity: number;
  /** What the line holds in the warehouse, released as the goods leave (up to `quantity` at a delivery). */
  held: number;
  reason: MovementReason;
  note: string;
  userUid: string;
  at: string;
  /** The line's record after the move, and the version it was read at (0: none). */
  line: LineStockRecord;
  previousVersion: number;
};

/** Reads the level and commits the move (see the module comment); a lost race is a RaceError. */
export const commitLineMove = async (m: LineMove): Promise<void> => {
  const { tenantUid, warehouseUid } = m;
  const { productUid } = m.product;
  const current = await getLevel(tenantUid, warehouseUid, productUid);
  const before = current ?? EMPTY_LEVEL;
  const sale = applySale(before, m.quantity, m.held);
  const ops = [putLineStockOp(m.line, m.previousVersion)];
  if (sale.after.version === before.version) {
    await commit(ops);
    return;
  }
  const level: LevelRecord = { tenantUid, warehouseUid, productUid, ...sale.after, lastModifiedAt: m.at };
  const movement: MovementRecord = {
    tenantUid,
    warehouseUid,
    productUid,
    version: level.version,
    // Nothing left to leave, only a hold to give back: a reservation's movement.
    reason: sale.quantityChange === 0 ? 'RESERVATION' : m.reason,
    quantityChange: sale.quantityChange,
    quantityAfter: level.onHand,
    note: m.note,
    userUid: m.userUid,
    at: m.at,
    ...(sale.reservedChange !== 0
      ? { reservedChange: sale.reservedChange, reservedAfter: level.reserved }
      : {}),
  };
  const events =
    sale.quantityChange === 0
      ? []
      : [stockChanged(tenantUid, warehouseUid, m.product, sale.quantityChange, level.onHand)];
  await commit(withEvents([...ops, ...movementOps(level, before.version, movement)], events));
};

/** Lines of one receipt or delivery recorded at once. */
const CONCURRENCY = 8;

/**
 * Runs `fn` for every line, CONCURRENCY at a time, and answers the outcomes in the lines' order.
 * Throws when a line failed, after the others were done: the caller runs it again and the lines
 * already recorded are skipped then.
 */
export const eachLine = async <L, O>(lines: readonly L[], fn: (line: L) => Promise<O>): Promise<O[]> => {
  const outcomes: O[] = new Array(lines.length);
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < lines.length; i = next++) {
      try {
        outcomes[i] = await fn(lines[i]!);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} lines not recorded`);
  return outcomes;
};
