import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';

/**
 * A warehouse of a store. Its key is tenant-wide (`T#<t>#WAREHOUSE#<w>` / `WAREHOUSE`), so stock
 * routes address it without the store; the stock levels live in the same partition
 * (stock.repository.ts). gsi1 `T#<t>#WAREHOUSES` / `STORE#<s>#<w>` lists a store's warehouses in
 * one Query (a store has a handful).
 */
export const WarehouseEntity = new Entity(
  {
    model: { entity: 'warehouse', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      warehouseUid: readOnlyString,
      storeUid: readOnlyString,
      name: requiredString,
      /** Whether movements other than sales and returns may take onHand below zero. */
      allowNegativeStock: { type: 'boolean', required: true },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'warehouseUid'], 'T#${tenantUid}#WAREHOUSE#${warehouseUid}'),
        sk: templateKey('sk', [], 'WAREHOUSE'),
      },
      byStore: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid'], 'T#${tenantUid}#WAREHOUSES'),
        sk: templateKey('gsi1sk', ['storeUid', 'warehouseUid'], 'STORE#${storeUid}#${warehouseUid}'),
      },
    },
  },
  entityConfig(),
);
