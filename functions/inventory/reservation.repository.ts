import { batchGetItems } from '#shared/db/batch-get.ts';
import { tableName } from '#shared/db/client.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import type { LineStock } from './line-stock-rules.ts';

/** Partition-key templates of the reservation items (shared/db/key-patterns.ts). */
export const RESERVATION_KEYS = {
  /** An order's line stock records. */
  stockHold: 'T#${tenantUid}#STOCKHOLD#${orderUid}',
  /** Legacy sale records of a receipt. */
  saleMove: 'T#${tenantUid}#SALEMOVE#${orderReceiptUid}',
} as const;

/**
 * I/O of line stock records (line-stock-rules.ts). One record per order line
 * (`T#<t>#STOCKHOLD#<order>` / `LINE#<line>`) holds what a warehouse keeps reserved for the line
 * (written in the same transaction as the level it reserves on, so releasing, delivering and
 * selling give back exactly what was taken), what the line's deliveries delivered and took out of
 * stock, and whether its sale was recorded. Reservations, deliveries and the sale each write it on
 * condition that it is still at the version read, so whichever comes first, concurrently or
 * replayed, a line never leaves for more than its quantity. A legacy sale record
 * (`T#<t>#SALEMOVE#<receipt>` / `LINE#<line>`) marks a line sold before this record existed.
 */

export type LineStockRecord = LineStock & {
  tenantUid: string;
  orderUid: string;
  orderItemUid: string;
  version: number;
  at: string;
};

const lineKey = (tenantUid: string, orderUid: string, orderItemUid: string) => ({
  pk: `T#${tenantUid}#STOCKHOLD#${orderUid}`,
  sk: `LINE#${orderItemUid}`,
});

/** A record as stored: records written before deliveries moved stock lack the delivery members. */
const toLineStock = (i: Record<string, unknown>): LineStockRecord => ({
  tenantUid: i.tenantUid as string,
  orderUid: i.orderUid as string,
  orderItemUid: i.orderItemUid as string,
  warehouseUid: (i.warehouseUid as string | undefined) ?? '',
  productUid: i.productUid as string,
  quantity: (i.quantity as number | undefined) ?? 0,
  delivered: (i.delivered as number | undefined) ?? 0,
  moved: (i.moved as number | undefined) ?? 0,
  deliveryUids: (i.deliveryUids as string[] | undefined) ?? [],
  sold: (i.sold as boolean | undefined) ?? false,
  version: i.version as number,
  at: i.at as string,
});

/** The records of these lines that exist, by `orderUid#orderItemUid` (strongly consistent). */
export const getLineStocks = async (
  tenantUid: string,
  lines: readonly { orderUid: string; orderItemUid: string }[],
): Promise<Map<string, LineStockRecord>> => {
  const items = await batchGetItems(
    lines.map((l) => lineKey(tenantUid, l.orderUid, l.orderItemUid)),
    { consistent: true },
  );
  return new Map(
    items.map((i) => {
      const line = toLineStock(i);
      return [`${line.orderUid}#${line.orderItemUid}`, line];
    }),
  );
};

const lineMoved = (h: Pick<LineStockRecord, 'orderUid' | 'orderItemUid'>) =>
  new RaceError(`the stock record of order line '${h.orderItemUid}' changed concurrently; retry`);

/** Writes a line's record on condition that it is still at the version read (0: that there was none). */
export const putLineStockOp = (line: LineStockRecord, previousVersion: number): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        ...lineKey(line.tenantUid, line.orderUid, line.orderItemUid),
        recordType: 'STOCK_HOLD',
        ...line,
      },
      ConditionExpression: previousVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
      ...(previousVersion === 0 ? {} : { ExpressionAttributeValues: { ':v': previousVersion } }),
    },
  },
  onConditionFailed: () => lineMoved(line),
});

/** Deletes a line's record (a released hold with nothing else to remember) if still at the version read. */
export const deleteLineStockOp = (line: LineStockRecord): TransactOp => ({
  item: {
    Delete: {
      TableName: tableName(),
      Key: lineKey(line.tenantUid, line.orderUid, line.orderItemUid),
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': line.version },
    },
  },
  onConditionFailed: () => lineMoved(line),
});

/** Whether a legacy sale record marks this receipt line as sold (lines sold before line stock records). */
export const saleRecorded = async (tenantUid: string, orderReceiptUid: string, orderItemUid: string) =>
  (
    await batchGetItems([{ pk: `T#${tenantUid}#SALEMOVE#${orderReceiptUid}`, sk: `LINE#${orderItemUid}` }], {
      consistent: true,
      fields: [],
    })
  ).length > 0;
