import { batchGetItems } from '#shared/db/batch-get.ts';
import { tableName } from '#shared/db/client.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';

/**
 * I/O of holds and sale records. A hold (`T#<t>#STOCKHOLD#<order>` / `LINE#<line>`) is what a
 * warehouse keeps reserved for one order line: the inventory's own record of it, written in the
 * same transaction as the level it reserves on, so releasing and selling give back exactly what
 * was taken. A sale record (`T#<t>#SALEMOVE#<receipt>` / `LINE#<line>`) marks a receipt line
 * whose stock has left: written with its SALE movement on condition that it does not exist, so a
 * line moves stock once however often the stream delivers its receipt.
 */

export type HoldRecord = {
  tenantUid: string;
  orderUid: string;
  orderItemUid: string;
  warehouseUid: string;
  productUid: string;
  quantity: number;
  version: number;
  at: string;
};

const holdKey = (tenantUid: string, orderUid: string, orderItemUid: string) => ({
  pk: `T#${tenantUid}#STOCKHOLD#${orderUid}`,
  sk: `LINE#${orderItemUid}`,
});

const HOLD_FIELDS = [
  'tenantUid',
  'orderUid',
  'orderItemUid',
  'warehouseUid',
  'productUid',
  'quantity',
  'version',
  'at',
];

/** The holds of these lines that exist, by `orderUid#orderItemUid` (strongly consistent). */
export const getHolds = async (
  tenantUid: string,
  lines: readonly { orderUid: string; orderItemUid: string }[],
): Promise<Map<string, HoldRecord>> => {
  const items = await batchGetItems(
    lines.map((l) => holdKey(tenantUid, l.orderUid, l.orderItemUid)),
    { consistent: true, fields: HOLD_FIELDS },
  );
  return new Map(
    items.map((i) => {
      const hold = Object.fromEntries(HOLD_FIELDS.map((f) => [f, i[f]])) as HoldRecord;
      return [`${hold.orderUid}#${hold.orderItemUid}`, hold];
    }),
  );
};

const holdMoved = (h: Pick<HoldRecord, 'orderUid' | 'orderItemUid'>) =>
  new RaceError(`the reservation of order line '${h.orderItemUid}' changed concurrently; retry`);

/** Writes a hold on condition that it is still at the version read (0: that there was none). */
export const putHoldOp = (hold: HoldRecord, previousVersion: number): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        ...holdKey(hold.tenantUid, hold.orderUid, hold.orderItemUid),
        recordType: 'STOCK_HOLD',
        ...hold,
      },
      ConditionExpression: previousVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
      ...(previousVersion === 0 ? {} : { ExpressionAttributeValues: { ':v': previousVersion } }),
    },
  },
  onConditionFailed: () => holdMoved(hold),
});

/** Deletes a hold on condition that it is still at the version read. */
export const deleteHoldOp = (hold: HoldRecord): TransactOp => ({
  item: {
    Delete: {
      TableName: tableName(),
      Key: holdKey(hold.tenantUid, hold.orderUid, hold.orderItemUid),
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': hold.version },
    },
  },
  onConditionFailed: () => holdMoved(hold),
});

/** The sale of this receipt line was recorded before: nothing to do. */
export class SaleAlreadyRecorded extends ConflictError {
  override name = 'SaleAlreadyRecorded';
}

/** Marks a receipt line as sold, on condition that it was not before. */
export const saleRecordOp = (
  tenantUid: string,
  orderReceiptUid: string,
  orderItemUid: string,
  record: { warehouseUid: string; productUid: string; version: number; at: string },
): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        pk: `T#${tenantUid}#SALEMOVE#${orderReceiptUid}`,
        sk: `LINE#${orderItemUid}`,
        recordType: 'STOCK_SALE',
        tenantUid,
        orderReceiptUid,
        orderItemUid,
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  onConditionFailed: () =>
    new SaleAlreadyRecorded(`the sale of line '${orderItemUid}' of receipt '${orderReceiptUid}' is recorded`),
});

/** Whether the sale of a receipt line was recorded (a read before trying, to skip the work). */
export const saleRecorded = async (tenantUid: string, orderReceiptUid: string, orderItemUid: string) =>
  (
    await batchGetItems([{ pk: `T#${tenantUid}#SALEMOVE#${orderReceiptUid}`, sk: `LINE#${orderItemUid}` }], {
      consistent: true,
      fields: [],
    })
  ).length > 0;
