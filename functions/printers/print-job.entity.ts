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
 * A print job in its store's queue: `T#<t>#PRINTQUEUE#<s>` / `JOB#<jobUid>` (time-ordered uid),
 * so a device's poll is one Query of its own store's partition and can never see another
 * store's jobs. `expiresAt` is the table's TTL attribute.
 */
export const PrintJobEntity = new Entity(
  {
    model: { entity: 'printJob', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      storeUid: readOnlyString,
      jobUid: readOnlyString,
      printerUid: readOnlyString,
      kind: readOnlyString,
      language: readOnlyString,
      contentType: readOnlyString,
      content: readOnlyString,
      state: requiredString,
      attempts: { type: 'number', required: true },
      leasedBy: optionalString,
      leaseExpiresAt: { type: 'number' },
      message: optionalString,
      completedAt: optionalString,
      expiresAt: { type: 'number', required: true },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'storeUid'], 'T#${tenantUid}#PRINTQUEUE#${storeUid}'),
        sk: templateKey('sk', ['jobUid'], 'JOB#${jobUid}'),
      },
    },
  },
  entityConfig(),
);
