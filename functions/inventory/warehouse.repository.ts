import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { WarehouseEntity } from './warehouse.entity.ts';
import type { WarehouseRecord } from './warehouse.schema.ts';

/** I/O of warehouses; the read by key is a plain GetItem (warehouse-read.repository.ts). */
export { getWarehouse } from './warehouse-read.repository.ts';

/** A store's warehouses: one Query of the tenant's gsi1 partition, from the store's prefix. */
export const listWarehouses = async (tenantUid: string, storeUid: string): Promise<WarehouseRecord[]> =>
  (await WarehouseEntity.query.byStore({ tenantUid, storeUid }).go({ pages: 'all' })).data;

export const createWarehouseOp = (record: WarehouseRecord): TransactOp => ({
  item: { Put: WarehouseEntity.create(record).params() },
  onConditionFailed: () => new ConflictError(`warehouse '${record.warehouseUid}' already exists`),
});

export const replaceWarehouseOp = (record: WarehouseRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: WarehouseEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('warehouse', record.warehouseUid),
});

export const deleteWarehouseOp = (record: WarehouseRecord): TransactOp => ({
  item: {
    Delete: WarehouseEntity.delete({ tenantUid: record.tenantUid, warehouseUid: record.warehouseUid })
      .where(({ version }, { eq }) => eq(version, record.version))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('warehouse', record.warehouseUid),
});
