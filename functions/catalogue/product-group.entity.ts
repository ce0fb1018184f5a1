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

/** The partition that holds every product group of a tenant. */
export const PRODUCT_GROUPS_PK = 'T#${tenantUid}#PRODUCT_GROUPS';

/**
 * A product group (spec 2.8: groups with child groups). Every group of a tenant is in one
 * partition, so one strongly consistent Query loads the whole tree: cycle checks, ancestor chains
 * and subtree expansion work on that tree in memory. A group stores only its parent, so moving a
 * group moves its subtree without touching a child.
 */
export const ProductGroupEntity = new Entity(
  {
    model: { entity: 'productGroup', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      productGroupUid: readOnlyString,
      parentProductGroupUid: optionalString,
      name: requiredString,
      description: optionalString,
      externalId: optionalString,
      sortOrder: { type: 'number' },
      ...auditAttributes,
    },
    indexes: {
      byTenant: {
        pk: templateKey('pk', ['tenantUid'], PRODUCT_GROUPS_PK),
        sk: templateKey('sk', ['productGroupUid'], 'PG#${productGroupUid}'),
      },
    },
  },
  entityConfig(),
);
