import { getRecord } from '#shared/db/plain-entity.ts';
import { WAREHOUSE_ITEM } from './inventory-items.ts';
import type { WarehouseRecord } from './warehouse.schema.ts';

/**
 * A warehouse read by key with a plain GetItem (WAREHOUSE_ITEM, inventory-items.ts): the
 * sale-movements worker reads a line's warehouse and bundles no ElectroDB
 * (docs/decisions/bundles.md). test/unit/inventory/warehouse-read-repository.test.ts compares the
 * request and the record with the entity's.
 */

/**
 * One warehouse, read consistently (its allowNegativeStock decides a movement): undefined when
 * there is none, or the item at its key is not the entity's, as the entity's get answers.
 */
export const getWarehouse = (tenantUid: string, warehouseUid: string): Promise<WarehouseRecord | undefined> =>
  getRecord(WAREHOUSE_ITEM, { tenantUid, warehouseUid });
