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
 * A tenant user (staff: sellers, managers). The main item's key is exactly REFERENCE_KEYS.user
 * (shared/db/references.ts), so customers and tills read a user's name and code with one GetItem.
 *
 * Index: gsi1 `T#<t>#USERS` / `USER#<u>`: every user of a tenant in one partition. A tenant has
 * tens to a few thousand users, so the list and the search are one Query (docs/decisions/users-tills.md).
 */
export const UserEntity = new Entity(
  {
    model: { entity: 'user', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      tenantUserUid: readOnlyString,
      displayName: requiredString,
      userCode: requiredString,
      email: requiredString,
      mobile: requiredString,
      stores: { type: 'list', items: { type: 'string' }, required: true },
      role: requiredString,
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'tenantUserUid'], 'T#${tenantUid}#USER#${tenantUserUid}'),
        sk: templateKey('sk', [], 'USER'),
      },
      byTenant: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid'], 'T#${tenantUid}#USERS'),
        sk: templateKey('gsi1sk', ['tenantUserUid'], 'USER#${tenantUserUid}'),
      },
    },
  },
  entityConfig(),
);
