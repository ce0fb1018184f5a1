import { tableName } from '#shared/db/client.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { SupplierEntity } from './supplier.entity.ts';
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

export const getSupplier = async (
  tenantUid: string,
  supplierUid: string,
): Promise<SupplierRecord | undefined> => {
  const { data } = await SupplierEntity.get({ tenantUid, supplierUid }).go({ consistent: true });
  return (data ?? undefined) as SupplierRecord | undefined;
};

/** Every supplier of the tenant: one Query of its gsi1 partition (bounded, see the entity). */
export const listSuppliers = async (tenantUid: string): Promise<SupplierRecord[]> => {
  const { data } = await SupplierEntity.query.byTenant({ tenantUid }).go({ pages: 'all' });
  return data as SupplierRecord[];
};

/** The supplier and its purchase-order count of 0. */
export const createSupplierOps = (record: SupplierRecord): TransactOp[] => [
  {
    item: { Put: SupplierEntity.create(record).params() },
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
  item: {
    Put: SupplierEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('supplier', record.supplierUid),
});

/** The supplier and its count, on condition that no purchase order names it (409 otherwise). */
export const deleteSupplierOps = (record: SupplierRecord): TransactOp[] => [
  {
    item: {
      Delete: SupplierEntity.delete({ tenantUid: record.tenantUid, supplierUid: record.supplierUid })
        .where(({ version }, { eq }) => eq(version, record.version))
        .params(),
    },
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
