import { randomUUID } from 'node:crypto';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import { levelPage } from './stock.repository.ts';
import {
  createWarehouseOp,
  deleteWarehouseOp,
  getWarehouse,
  listWarehouses,
  replaceWarehouseOp,
} from './warehouse.repository.ts';
import {
  type CreateWarehouseInput,
  toWarehouseResponse,
  type UpdateWarehouseInput,
  type WarehouseRecord,
  type WarehouseResponseValue,
} from './warehouse.schema.ts';

/**
 * Warehouse use cases. A warehouse belongs to one store; its stock routes name it by uid alone.
 * The store's default warehouse is the store's `defaultWarehouseUid` (one per store by construction).
 */

/** The warehouse, or a 404 naming `path` (also for another tenant's uid). */
export const loadWarehouse = async (
  tenantUid: string,
  warehouseUid: string,
  path = 'params.warehouseUid',
) => {
  const warehouse = await getWarehouse(tenantUid, warehouseUid);
  if (!warehouse) throw NotFoundError.record('warehouse', warehouseUid, path);
  return warehouse;
};

/** The warehouse of the store the path names (a warehouse of another store is not found). */
const loadStoreWarehouse = async (tenantUid: string, storeUid: string, warehouseUid: string) => {
  const warehouse = await loadWarehouse(tenantUid, warehouseUid);
  if (warehouse.storeUid !== storeUid)
    throw NotFoundError.record('warehouse', warehouseUid, 'params.warehouseUid');
  return warehouse;
};

export const createWarehouse = async (tenantUid: string, storeUid: string, input: CreateWarehouseInput) => {
  const now = nowIso();
  const record: WarehouseRecord = {
    tenantUid,
    storeUid,
    warehouseUid: input.warehouseUid ?? randomUUID(),
    name: input.name,
    allowNegativeStock: input.allowNegativeStock,
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  await commit([createWarehouseOp(record)]);
  return toWarehouseResponse(record);
};

/** A page of the store's warehouses: the store's are one Query, sorted and sliced here. */
export const listStoreWarehouses = async (tenantUid: string, storeUid: string, query: PagingInput) =>
  pageOf(
    (await listWarehouses(tenantUid, storeUid)).map(toWarehouseResponse),
    resolvePage(query, { sortBy: 'name' }),
    'warehouseUid',
  );

export const readWarehouse = async (
  tenantUid: string,
  storeUid: string,
  warehouseUid: string,
): Promise<Versioned<WarehouseResponseValue>> => {
  const w = await loadStoreWarehouse(tenantUid, storeUid, warehouseUid);
  return { body: toWarehouseResponse(w), version: w.version };
};

/** Partial update; If-Match applies. An unchanged warehouse is not written. */
export const updateWarehouse = async (
  tenantUid: string,
  storeUid: string,
  warehouseUid: string,
  input: UpdateWarehouseInput,
  expectedVersion?: number,
): Promise<Versioned<WarehouseResponseValue>> => {
  const current = await loadStoreWarehouse(tenantUid, storeUid, warehouseUid);
  assertVersion(expectedVersion, current, `warehouse '${warehouseUid}'`);
  const name = input.name ?? current.name;
  const allowNegativeStock = input.allowNegativeStock ?? current.allowNegativeStock;
  if (name === current.name && allowNegativeStock === current.allowNegativeStock) {
    return { body: toWarehouseResponse(current), version: current.version };
  }
  const next = {
    ...current,
    name,
    allowNegativeStock,
    lastModifiedAt: nowIso(),
    version: current.version + 1,
  };
  await commit([replaceWarehouseOp(next, current.version)]);
  return { body: toWarehouseResponse(next), version: next.version };
};

/** Deletes a warehouse that holds no stock level (409 otherwise: its stock and log stay meaningful). */
export const deleteWarehouse = async (tenantUid: string, storeUid: string, warehouseUid: string) => {
  const warehouse = await loadStoreWarehouse(tenantUid, storeUid, warehouseUid);
  if ((await levelPage(tenantUid, warehouseUid, undefined, 1)).items.length > 0) {
    throw new ConflictError(`warehouse '${warehouseUid}' holds stock levels; it cannot be deleted`);
  }
  await commit([deleteWarehouseOp(warehouse)]);
};
