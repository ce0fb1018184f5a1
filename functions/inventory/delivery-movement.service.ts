import type { DeliveredDelivery, DeliveredLine } from '#functions/sales/delivery-stream.ts';
import { nowIso } from '#shared/clock.ts';
import { isRace } from '#shared/db/race.ts';
import { retryWhile } from '#shared/db/retry.ts';
import { commit } from '#shared/db/transaction.ts';
import { applyDelivery } from './line-stock-rules.ts';
import { getLineStocks, type LineStockRecord, putLineStockOp } from './reservation.repository.ts';
import { movesStock } from './reservation-rules.ts';
import { inLevelTurns, RESERVATION_RACE_POLICY } from './reservation-stock.service.ts';
import { commitLineMove, eachLine } from './stock-out.service.ts';

/**
 * Deliveries moving reserved stock (docs/decisions/deliveries.md). When a delivery becomes
 * DELIVERED, each of its STOCK lines whose order line holds a reservation in a warehouse takes the
 * delivered quantity out of that warehouse (a DELIVERY movement, up to what is held): onHand and
 * reserved fall together, available stays, STOCK_CHANGE reports it. What was not held leaves at
 * the sale, and a line already sold moves nothing. Each line is one transaction with its stock
 * record, which remembers the deliveries applied, so a replay of the delivery moves nothing twice.
 */

/** What became of a line: reserved goods left, only recorded, or applied before / sold before. */
export type DeliveryOutcome = 'moved' | 'recorded' | 'applied' | 'sold';

const deliverLine = (delivery: DeliveredDelivery, line: DeliveredLine): Promise<DeliveryOutcome> => {
  const { tenantUid, orderUid, deliveryUid } = delivery;
  const { orderItemUid, productUid } = line;
  return retryWhile(
    async () => {
      const record = (await getLineStocks(tenantUid, [{ orderUid, orderItemUid }])).get(
        `${orderUid}#${orderItemUid}`,
      );
      const decided = applyDelivery(record, productUid, deliveryUid, line.quantity);
      if ('skip' in decided) return decided.skip === 'sold' ? 'sold' : 'applied';
      const at = nowIso();
      const previousVersion = record?.version ?? 0;
      const after: LineStockRecord = {
        ...decided.after,
        tenantUid,
        orderUid,
        orderItemUid,
        version: previousVersion + 1,
        at,
      };
      // Nothing held: the record alone, so a later reservation holds only what is left to deliver.
      if (decided.leaves === 0) {
        await commit([putLineStockOp(after, previousVersion)]);
        return 'recorded';
      }
      await inLevelTurns(tenantUid, [{ warehouseUid: decided.from, productUid }], () =>
        commitLineMove({
          tenantUid,
          warehouseUid: decided.from,
          product: line,
          quantity: decided.leaves,
          held: decided.leaves,
          reason: 'DELIVERY',
          note: `delivery ${deliveryUid} line ${orderItemUid}`,
          userUid: delivery.userUid,
          at,
          line: after,
          previousVersion,
        }),
      );
      return 'moved';
    },
    isRace,
    RESERVATION_RACE_POLICY,
  );
};

/**
 * Applies a DELIVERED delivery to the stock of its STOCK lines; safe to run again for the same
 * delivery (lines applied before are skipped). Throws when a line could not be recorded, after
 * the other lines were.
 */
export const recordDeliveredLines = (delivery: DeliveredDelivery): Promise<DeliveryOutcome[]> =>
  eachLine(delivery.lines.filter(movesStock), (line) => deliverLine(delivery, line));
