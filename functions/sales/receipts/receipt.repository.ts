import { batchGetItems } from '#shared/db/batch-get.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { ReceiptEntity } from './receipt.entity.ts';
import type { ReceiptRecord } from './receipt.types.ts';

/**
 * Reads a receipt of the tenant, strongly consistent: it is read to be changed, or read right
 * after the request that created or changed it (a stale read would be a 404 or an old state).
 */
export const getReceipt = async (
  tenantUid: string,
  orderReceiptUid: string,
): Promise<ReceiptRecord | undefined> => {
  const { data } = await ReceiptEntity.get({ tenantUid, orderReceiptUid }).go({ consistent: true });
  return (data ?? undefined) as ReceiptRecord | undefined;
};

/**
 * Reads many receipts (BatchGet, 100 keys a call); missing ones are left out. The keys are built
 * here and each item parsed once, not through the entity's batch get: that builds a chain of
 * attribute operations per key, about 2 ms of CPU for a search page of 50 receipts
 * (docs/decisions/changes-since.md, "Where a page's time goes").
 */
export const getReceipts = async (tenantUid: string, uids: readonly string[]): Promise<ReceiptRecord[]> => {
  const items = await batchGetItems(uids.map((uid) => receiptKey(tenantUid, uid)));
  return items.map(receiptOf).filter((r): r is ReceiptRecord => r !== null && r !== undefined);
};

/** The key of a receipt item, to read it with other items in one BatchGet (then `receiptOf`). */
export const receiptKey = (tenantUid: string, orderReceiptUid: string) => ({
  pk: `T#${tenantUid}#RECEIPT#${orderReceiptUid}`,
  sk: 'RECEIPT',
});

/** A receipt item as read from the table, as its record. */
export const receiptOf = (item: Record<string, unknown>): ReceiptRecord =>
  ReceiptEntity.parse({ Item: item }).data as unknown as ReceiptRecord;

/** Creates a receipt; a duplicate orderReceiptUid is a 409, never an overwrite. */
export const createReceiptOp = (record: ReceiptRecord): TransactOp => ({
  item: { Put: ReceiptEntity.create(record).params() },
  onConditionFailed: () => new ConflictError(`receipt '${record.orderReceiptUid}' already exists`),
});

/** Replaces a receipt if it still has the version that was read. */
export const replaceReceiptOp = (record: ReceiptRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: ReceiptEntity.put(record)
      .where((attr, op) => op.eq(attr.version, expectedVersion))
      .params(),
  },
  onConditionFailed: () =>
    new RaceError(`receipt '${record.orderReceiptUid}' was changed concurrently; retry`),
});

/** Deletes a receipt (cancellation) if it still has the version that was read. */
export const deleteReceiptOp = (record: ReceiptRecord): TransactOp => ({
  item: {
    Delete: ReceiptEntity.delete({ tenantUid: record.tenantUid, orderReceiptUid: record.orderReceiptUid })
      .where((attr, op) => op.eq(attr.version, record.version))
      .params(),
  },
  onConditionFailed: () =>
    new RaceError(`receipt '${record.orderReceiptUid}' was changed concurrently; retry`),
});
