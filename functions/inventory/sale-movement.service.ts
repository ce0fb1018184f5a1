import type { CompletedReceipt, SoldLine } from '#functions/sales/receipt-stream.ts';
import { nowIso } from '#shared/clock.ts';
import { isRace } from '#shared/db/race.ts';
import { readReferenceFields } from '#shared/db/references.ts';
import { retryWhile } from '#shared/db/retry.ts';
import { logger } from '#shared/observability.ts';
import { heldOf, saleQuantity, soldLine } from './line-stock-rules.ts';
import { getLineStocks, saleRecorded } from './reservation.repository.ts';
import { movesStock } from './reservation-rules.ts';
import { inLevelTurns, RESERVATION_RACE_POLICY } from './reservation-stock.service.ts';
import { commitLineMove, eachLine } from './stock-out.service.ts';
import { getWarehouse } from './warehouse-read.repository.ts';

/**
 * Sales moving stock (docs/decisions/reservations.md, deliveries.md). When a receipt becomes
 * COMPLETE, each of its STOCK lines leaves what its deliveries did not already take out of stock
 * (a line of negative quantity comes back as a RETURN): from the warehouse that holds a
 * reservation for the line, else the line's own warehouse, else the store's default warehouse.
 * Each line is its own transaction: the line's stock record (marked sold, on condition that it is
 * still as read), the level, the movement with the release of what the line still holds, and
 * STOCK_CHANGE; so a line moves stock once however often its receipt is delivered, and never more
 * than its quantity with its deliveries. NO_STOCK and the other non-physical types move nothing.
 */

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
  const { orderItemUid, productUid } = line;
  if (await saleRecorded(tenantUid, orderReceiptUid, orderItemUid)) return 'recorded';
  return retryWhile(
    async () => {
      const record = (await getLineStocks(tenantUid, [{ orderUid, orderItemUid }])).get(
        `${orderUid}#${orderItemUid}`,
      );
      if (record?.sold) return 'recorded';
      const held = heldOf(record);
      // What is left after a delivery of reserved goods leaves from where they were reserved.
      const warehouseUid =
        held?.warehouseUid || record?.warehouseUid || (await lineWarehouse(receipt, line, storeDefault));
      if (!warehouseUid) return 'no-warehouse';
      const at = nowIso();
      await inLevelTurns(tenantUid, [{ warehouseUid, productUid }], () =>
        commitLineMove({
          tenantUid,
          warehouseUid,
          product: line,
          quantity: saleQuantity(line.quantityOrdered, record),
          held: held?.quantity ?? 0,
          reason: line.quantityOrdered > 0 ? 'SALE' : 'RETURN',
          note: `receipt ${orderReceiptUid} line ${orderItemUid}`,
          userUid: line.tenantUserUid,
          at,
          line: {
            ...soldLine(record, productUid, warehouseUid),
            tenantUid,
            orderUid,
            orderItemUid,
            version: (record?.version ?? 0) + 1,
            at,
          },
          previousVersion: record?.version ?? 0,
        }),
      );
      return 'moved' as const;
    },
    isRace,
    RESERVATION_RACE_POLICY,
  );
};

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
  const outcomes = await eachLine(lines, (line) => sellLine(receipt, line, defaultWarehouse));
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
