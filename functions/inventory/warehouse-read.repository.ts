import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#shared/db/client.ts';
import type { WarehouseRecord } from './warehouse.schema.ts';

/**
 * A warehouse read by key with a plain GetItem: the sale-movements worker reads a line's
 * warehouse and bundles no ElectroDB (docs/decisions/bundles.md). Key and attributes are
 * WarehouseEntity's; test/unit/inventory/warehouse-read-repository.test.ts builds both through
 * the entity and compares, so the two cannot drift.
 */

/** The warehouse item's key: WarehouseEntity's primary templates. */
export const warehouseKey = (tenantUid: string, warehouseUid: string) => ({
  pk: `T#${tenantUid}#WAREHOUSE#${warehouseUid}`,
  sk: 'WAREHOUSE',
});

/** The entity's attributes of a stored warehouse, as ElectroDB returns them (no keys, no identifiers). */
const recordOf = (item: Record<string, unknown>): WarehouseRecord => ({
  tenantUid: item.tenantUid as string,
  warehouseUid: item.warehouseUid as string,
  storeUid: item.storeUid as string,
  name: item.name as string,
  allowNegativeStock: item.allowNegativeStock as boolean,
  createdAt: item.createdAt as string,
  lastModifiedAt: item.lastModifiedAt as string,
  version: item.version as number,
});

/** One warehouse, read consistently (its allowNegativeStock decides a movement). */
export const getWarehouse = async (
  tenantUid: string,
  warehouseUid: string,
): Promise<WarehouseRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: warehouseKey(tenantUid, warehouseUid),
      ConsistentRead: true,
    }),
  );
  return Item ? recordOf(Item) : undefined;
};
