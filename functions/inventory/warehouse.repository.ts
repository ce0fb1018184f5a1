import { createPut, listGsi1, replacePut, versionedDelete } from '#shared/db/plain-entity.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { WAREHOUSE_ITEM } from './inventory-items.ts';
import type { WarehouseRecord } from './warehouse.schema.ts';

/** I/O of warehouses (WAREHOUSE_ITEM, inventory-items.ts); the read by key is warehouse-read.repository.ts's. */
export { getWarehouse } from './warehouse-read.repository.ts';

/** A store's warehouses: one Query of the tenant's gsi1 partition, from the store's prefix. */
export const listWarehouses = (tenantUid: string, storeUid: string): Promise<WarehouseRecord[]> =>
  listGsi1(WAREHOUSE_ITEM, { tenantUid, storeUid });

export const createWarehouseOp = (record: WarehouseRecord): TransactOp => ({
  item: { Put: createPut(WAREHOUSE_ITEM, record) },
  onConditionFailed: () => new ConflictError(`warehouse '${record.warehouseUid}' already exists`),
});

export const replaceWarehouseOp = (record: WarehouseRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(WAREHOUSE_ITEM, record, expectedVersion) },
  onConditionFailed: () => ConflictError.concurrent('warehouse', record.warehouseUid),
});

export const deleteWarehouseOp = (record: WarehouseRecord): TransactOp => ({
  item: { Delete: versionedDelete(WAREHOUSE_ITEM, record, record.version) },
  onConditionFailed: () => ConflictError.concurrent('warehouse', record.warehouseUid),
});
