import { tableName } from '#shared/db/client.ts';
import { createPut, getRecord, listGsi1, replacePut, versionedDelete } from '#shared/db/plain-entity.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { SUPPLIER_ITEM } from './inventory-items.ts';
import type { SupplierRecord } from './supplier.schema.ts';

/**
 * I/O of suppliers. Beside the supplier item, its partition holds a count of the purchase orders
 * that name it (`T#<t>#SUPPLIER#<s>` / `PURCHASEORDERS`, attribute `orders`), changed in the
 * purchase order's own transaction. A purchase order's increment requires the count item, so it
 * fails once the supplier is deleted; the supplier's delete requires a count of 0, so it fails
 * once an order names it. Both write the same item: whichever commits first decides, and a
 * supplier is never deleted under an order (docs/decisions/purchasing.md). The count is a
 * separate item so that an order never changes the supplier's version (its ETag).
 */

const countKey = (tenantUid: string, supplierUid: string) => ({
  pk: `T#${tenantUid}#SUPPLIER#${supplierUid}`,
  sk: 'PURCHASEORDERS',
});

export const getSupplier = (tenantUid: string, supplierUid: string): Promise<SupplierRecord | undefined> =>
  getRecord(SUPPLIER_ITEM, { tenantUid, supplierUid });

/** Every supplier of the tenant: one Query of its gsi1 partition (bounded, see the entity). */
export const listSuppliers = (tenantUid: string): Promise<SupplierRecord[]> =>
  listGsi1(SUPPLIER_ITEM, { tenantUid });

/** The supplier and its purchase-order count of 0. */
export const createSupplierOps = (record: SupplierRecord): TransactOp[] => [
  {
    item: { Put: createPut(SUPPLIER_ITEM, record) },
    onConditionFailed: () =>
      new ConflictError(`supplier '${record.supplierUid}' already exists`, {
        errors: [{ path: 'body.supplierUid', message: 'already exists' }],
      }),
  },
  {
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...countKey(record.tenantUid, record.supplierUid), recordType: 'SUPPLIER_ORDERS', orders: 0 },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: () => new ConflictError(`supplier '${record.supplierUid}' already exists`),
  },
];

export const replaceSupplierOp = (record: SupplierRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(SUPPLIER_ITEM, record, expectedVersion) },
  onConditionFailed: () => ConflictError.concurrent('supplier', record.supplierUid),
});

/** The supplier and its count, on condition that no purchase order names it (409 otherwise). */
export const deleteSupplierOps = (record: SupplierRecord): TransactOp[] => [
  {
    item: { Delete: versionedDelete(SUPPLIER_ITEM, record, record.version) },
    onConditionFailed: () => ConflictError.concurrent('supplier', record.supplierUid),
  },
  {
    item: {
      Delete: {
        TableName: tableName(),
        Key: countKey(record.tenantUid, record.supplierUid),
        ConditionExpression: 'attribute_not_exists(pk) OR orders = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      },
    },
    onConditionFailed: () =>
      new ConflictError(
        `supplier '${record.supplierUid}' is named by purchase orders; it cannot be deleted while they name it`,
      ),
  },
];

/**
 * One more purchase order names the supplier. Fails with a 404 naming `path` when the supplier
 * does not exist (deleted since it was checked).
 */
export const countSupplierOrderOp = (tenantUid: string, supplierUid: string, path: string): TransactOp => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: countKey(tenantUid, supplierUid),
      UpdateExpression: 'ADD orders :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  },
  onConditionFailed: () => NotFoundError.record('supplier', supplierUid, path),
});

/** One purchase order fewer names the supplier (it was counted, so the count item exists). */
export const uncountSupplierOrderOp = (tenantUid: string, supplierUid: string): TransactOp => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: countKey(tenantUid, supplierUid),
      UpdateExpression: 'ADD orders :minus',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':minus': -1 },
    },
  },
  onConditionFailed: () => ConflictError.concurrent('supplier', supplierUid),
});
