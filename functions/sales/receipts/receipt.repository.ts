import { batchGetItems } from '#shared/db/batch-get.ts';
import {
  createPut,
  getRecord,
  type PlainEntity,
  replacePut,
  versionedDelete,
} from '#shared/db/plain-entity.ts';
import { parseItems } from '#shared/db/plain-entity-parse.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { ReceiptRecord } from './receipt.types.ts';

/*
 * The receipt item is ReceiptEntity's (receipt.entity.ts), read and written with plain
 * DocumentClient calls so that the sales function and the privacy functions bundle no ElectroDB
 * through this module (docs/decisions/bundles.md); test/unit/sales/receipt-repository.test.ts
 * compares every call with the entity's.
 */

/** The key of a receipt item, to read it with other items in one BatchGet (then `receiptOf`). */
export const receiptKey = (tenantUid: string, orderReceiptUid: string) => ({
  pk: `T#${tenantUid}#RECEIPT#${orderReceiptUid}`,
  sk: 'RECEIPT',
});

/** ReceiptEntity's item: its identifiers, attributes (in the model's order) and key template. */
const RECEIPT_ITEM: PlainEntity<ReceiptRecord, 'tenantUid' | 'orderReceiptUid'> & {
  keyAttributes: readonly ('tenantUid' | 'orderReceiptUid')[];
} = {
  identifiers: { __edb_e__: 'receipt', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    orderReceiptUid: 'required',
    storeUid: 'required',
    orderUid: 'required',
    voucherNumber: 'required',
    voucherSeq: 'required',
    externalVoucherNumber: 'required',
    sellerDisplayName: 'required',
    note: 'required',
    settledAt: 'required',
    settleState: 'required',
    deliveryState: 'required',
    grandTotal: 'required',
    currency: 'required',
    customerUid: 'required',
    settlementTotals: 'required',
    settlements: 'required',
    items: 'required',
    address: 'required',
    metadata: 'optional',
    tillUid: 'optional',
    receiptKind: 'optional',
    fiscalNumber: 'optional',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, orderReceiptUid }) => receiptKey(tenantUid, orderReceiptUid),
  keyAttributes: ['tenantUid', 'orderReceiptUid'],
};

/**
 * Reads a receipt of the tenant, strongly consistent: it is read to be changed, or read right
 * after the request that created or changed it (a stale read would be a 404 or an old state).
 */
export const getReceipt = (tenantUid: string, orderReceiptUid: string): Promise<ReceiptRecord | undefined> =>
  getRecord(RECEIPT_ITEM, { tenantUid, orderReceiptUid });

/**
 * The record `ReceiptEntity.parse({ Item })` returns, or null where it returns null. The parse
 * keeps any item at a receipt's key whatever its identifiers (a stored search document carries
 * none: receipt-search.service.ts), and another item only when the identifiers are the receipt's.
 */
const parseReceipt = (item: Record<string, unknown>): ReceiptRecord | null =>
  parseItems(RECEIPT_ITEM, [item])[0] ?? null;

/**
 * Reads many receipts (BatchGet, 100 keys a call); missing ones are left out. The keys are built
 * here and each item parsed once, not through the entity's batch get: that builds a chain of
 * attribute operations per key, about 2 ms of CPU for a search page of 50 receipts
 * (docs/decisions/changes-since.md, "Where a page's time goes").
 */
export const getReceipts = async (tenantUid: string, uids: readonly string[]): Promise<ReceiptRecord[]> => {
  const items = await batchGetItems(uids.map((uid) => receiptKey(tenantUid, uid)));
  return parseItems(RECEIPT_ITEM, items);
};

/**
 * A receipt item as read from the table (at `receiptKey`), as its record. An item the parse
 * does not take as a receipt's answers null, as the entity's parse did; callers pass only
 * items read at, or stored with, a receipt's key.
 */
export const receiptOf = (item: Record<string, unknown>): ReceiptRecord =>
  parseReceipt(item) as ReceiptRecord;

/** Creates a receipt; a duplicate orderReceiptUid is a 409, never an overwrite. */
export const createReceiptOp = (record: ReceiptRecord): TransactOp => ({
  item: { Put: createPut(RECEIPT_ITEM, record) },
  onConditionFailed: () => new ConflictError(`receipt '${record.orderReceiptUid}' already exists`),
});

/** Replaces a receipt if it still has the version that was read. */
export const replaceReceiptOp = (record: ReceiptRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(RECEIPT_ITEM, record, expectedVersion) },
  onConditionFailed: () =>
    new RaceError(`receipt '${record.orderReceiptUid}' was changed concurrently; retry`),
});

/** Deletes a receipt (cancellation) if it still has the version that was read. */
export const deleteReceiptOp = (record: ReceiptRecord): TransactOp => ({
  item: { Delete: versionedDelete(RECEIPT_ITEM, record, record.version) },
  onConditionFailed: () =>
    new RaceError(`receipt '${record.orderReceiptUid}' was changed concurrently; retry`),
});
