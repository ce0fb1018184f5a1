import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  optionalString,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';

/**
 * A store. The main item's key is exactly REFERENCE_KEYS.store (shared/db/references.ts): the
 * prices area reads a store's pricelists in the same BatchGet as the customer and the product.
 *
 * Index: gsi1 `T#<t>#STORES` / `STORE#<s>`: every store of a tenant in one partition, so the list
 * is one Query (a tenant has tens of stores, not millions; docs/decisions/stores.md).
 */
export const StoreEntity = new Entity(
  {
    model: { entity: 'store', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      storeUid: readOnlyString,
      name: requiredString,
      number: requiredString,
      // Spec 2.5 address, every member present ('' when absent); validated by the request schema.
      address: { type: 'any', required: true },
      currency: requiredString,
      timezone: requiredString,
      pricelistUid: optionalString,
      purchasePricelistUid: optionalString,
      defaultWarehouseUid: optionalString,
      metadata: { type: 'any' },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'storeUid'], 'T#${tenantUid}#STORE#${storeUid}'),
        sk: templateKey('sk', [], 'STORE'),
      },
      byTenant: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid'], 'T#${tenantUid}#STORES'),
        sk: templateKey('gsi1sk', ['storeUid'], 'STORE#${storeUid}'),
      },
    },
  },
  entityConfig(),
);
