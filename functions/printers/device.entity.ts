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
 * A registered device of a store. Main item `T#<t>#DEVICE#<d>` / `DEVICE`; gsi1 `T#<t>#DEVICES` /
 * `STORE#<s>#<d>` lists the tenant's devices, or a store's, in one Query. The token is kept as its
 * hash only; its lookup item (`DTOKEN#<hash>`, shared/auth/device-token.repository.ts) is written
 * in the same transaction.
 */
export const DeviceEntity = new Entity(
  {
    model: { entity: 'device', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      deviceUid: readOnlyString,
      storeUid: readOnlyString,
      name: requiredString,
      tokenHash: optionalString,
      tokenHint: optionalString,
      tokenIssuedAt: optionalString,
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'deviceUid'], 'T#${tenantUid}#DEVICE#${deviceUid}'),
        sk: templateKey('sk', [], 'DEVICE'),
      },
      byStore: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid'], 'T#${tenantUid}#DEVICES'),
        sk: templateKey('gsi1sk', ['storeUid', 'deviceUid'], 'STORE#${storeUid}#${deviceUid}'),
      },
    },
  },
  entityConfig(),
);
