import { withEvents } from '#events/outbox.ts';
import { nowIso } from '#shared/clock.ts';
import { isRace } from '#shared/db/race.ts';
import { readReferenceFields } from '#shared/db/references.ts';
import { retryWhile } from '#shared/db/retry.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { logger } from '#shared/observability.ts';
import {
  deleteHoldOp,
  getHolds,
  SaleAlreadyRecorded,
  saleRecorded,
  saleRecordOp,
} from './reservation.repository.ts';
import { applySale, movesStock, saleMovementOf } from './reservation-rules.ts';
import { inLevelTurns, RESERVATION_RACE_POLICY } from './reservation-stock.service.ts';
import { getLevel, type LevelRecord, type MovementRecord, movementOps } from './stock.repository.ts';
import { stockChanged } from './stock-events.ts';
import { EMPTY_LEVEL } from './stock-rules.ts';
import { getWarehouse } from './warehouse.repository.ts';

/**
 * Sales moving stock (docs/decisions/reservations.md). When a receipt becomes COMPLETE, each of
 * its STOCK lines leaves its warehouse as a SALE movement (a line of negative quantity comes back
 * as a RETURN): the warehouse that holds a reservation for the line, else the line's own
 * warehouse, else the store's default warehouse. Each line is its own transaction: the level,
 * the movement, STOCK_CHANGE, the release of the line's hold and the line's sale record, written
 * on condition that the record does not exist, so a line moves stock exactly once however often
 * its receipt is delivered. NO_STOCK and the other non-physical types move nothing.
 */

/** A line of a COMPLETE receipt, as the receipt item carries it. */
export type SoldLine = {
  orderItemUid: string;
  productUid: string;
  sku: string;
  productType: string;
  quantityOrdered: number;
  warehouseUid: string;
  tenantUserUid: string;
};

export type CompletedReceipt = {
  tenantUid: string;
  storeUid: string;
  orderUid: string;
  orderReceiptUid: string;
  items: SoldLine[];
};

/** What became of a line: moved, already moved, or skipped because no warehouse is known. */
export type SaleOutcome = 'moved' | 'recorded' | 'no-warehouse';

const lineWarehouse = async (
  receipt: CompletedReceipt,
  line: SoldLine,
  storeDefault: () => Promise<string>,
) => {
  if (line.warehouseUid && (await getWarehouse(receipt.tenantUid, line.warehouseUid)))
    return line.warehouseUid;
  return storeDefault();
};

/** Records the sale of one line (with its retries); see the module comment. */
const sellLine = async (
  receipt: CompletedReceipt,
  line: SoldLine,
  storeDefault: () => Promise<string>,
): Promise<SaleOutcome> => {
  const { tenantUid, orderUid, orderReceiptUid } = receipt;
  if (await saleRecorded(tenantUid, orderReceiptUid, line.orderItemUid)) return 'recorded';
  const key = `${orderUid}#${line.orderItemUid}`;
  const heldAt = (await getHolds(tenantUid, [{ orderUid, orderItemUid: line.orderItemUid }])).get(key);
  const warehouseUid = heldAt?.warehouseUid ?? (await lineWarehouse(receipt, line, storeDefault));
  if (!warehouseUid) return 'no-warehouse';
  const { productUid } = line;
  return inLevelTurns(tenantUid, [{ warehouseUid, productUid }], () =>
    retryWhile(
      async () => {
        const [current, holds] = await Promise.all([
          getLevel(tenantUid, warehouseUid, productUid),
          getHolds(tenantUid, [{ orderUid, orderItemUid: line.orderItemUid }]),
        ]);
        const hold = holds.get(key);
        // Read again for its version. It cannot move to another warehouse now: a reservation of
        // a line on a COMPLETE receipt is refused.
        const held = hold?.warehouseUid === warehouseUid ? hold : undefined;
        const sale = applySale(current ?? EMPTY_LEVEL, line.quantityOrdered, held?.quantity ?? 0);
        const at = nowIso();
        const level: LevelRecord = { tenantUid, warehouseUid, productUid, ...sale.after, lastModifiedAt: at };
        const movement: MovementRecord = {
          tenantUid,
          warehouseUid,
          productUid,
          version: level.version,
          reason: saleMovementOf(line.quantityOrdered).reason,
          quantityChange: sale.quantityChange,
          quantityAfter: level.onHand,
          note: `receipt ${orderReceiptUid} line ${line.orderItemUid}`,
          userUid: line.tenantUserUid,
          at,
          ...(held ? { reservedChange: sale.reservedChange, reservedAfter: level.reserved } : {}),
        };
        const ops: TransactOp[] = [
          // First: when it fails, its error (already recorded) is the one raised.
          saleRecordOp(tenantUid, orderReceiptUid, line.orderItemUid, {
            warehouseUid,
            productUid,
            version: level.version,
            at,
          }),
          ...movementOps(level, current?.version ?? 0, movement),
          ...(held ? [deleteHoldOp(held)] : []),
        ];
        const event = stockChanged(tenantUid, warehouseUid, line, sale.quantityChange, level.onHand);
        try {
          await commit(withEvents(ops, [event]));
          return 'moved' as const;
        } catch (error) {
          if (error instanceof SaleAlreadyRecorded) return 'recorded' as const;
          throw error;
        }
      },
      isRace,
      RESERVATION_RACE_POLICY,
    ),
  );
};

/** Lines of one receipt recorded at once. */
const CONCURRENCY = 8;

/**
 * Records the sales of every STOCK line of a COMPLETE receipt; safe to run again for the same
 * receipt (lines already recorded are skipped). Throws when a line could not be recorded, after
 * the other lines were: the caller runs it again and only what is missing is written.
 */
export const recordReceiptSales = async (receipt: CompletedReceipt): Promise<SaleOutcome[]> => {
  let storeDefault: Promise<string> | undefined;
  const defaultWarehouse = () => {
    storeDefault ??= readReferenceFields(receipt.tenantUid, 'store', receipt.storeUid, [
      'defaultWarehouseUid',
    ]).then((s) => s?.defaultWarehouseUid ?? '');
    return storeDefault;
  };
  const lines = receipt.items.filter(movesStock);
  const outcomes: SaleOutcome[] = new Array(lines.length);
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < lines.length; i = next++) {
      try {
        outcomes[i] = await sellLine(receipt, lines[i]!, defaultWarehouse);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} sale lines not recorded`);
  const unplaced = lines.filter((_, i) => outcomes[i] === 'no-warehouse').map((l) => l.orderItemUid);
  // A store with no warehouse keeps no stock (a tenant that does not use inventory): expected,
  // so logged for the record, not as a warning on every sale.
  if (unplaced.length > 0) {
    logger.info('receipt lines sold with no warehouse to move them from', {
      tenantUid: receipt.tenantUid,
      orderReceiptUid: receipt.orderReceiptUid,
      orderItemUids: unplaced,
    });
  }
  return outcomes;
};
