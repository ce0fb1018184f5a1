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
 * A printer of a store. Main item `T#<t>#PRINTER#<p>` / `PRINTER`; gsi1 `T#<t>#PRINTERS` /
 * `STORE#<s>#<p>`: the tenant's printers in one partition, a store's under one sort-key prefix
 * (a store has a handful of printers, a tenant hundreds; docs/decisions/printers-devices.md).
 */
export const PrinterEntity = new Entity(
  {
    model: { entity: 'printer', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      printerUid: readOnlyString,
      storeUid: readOnlyString,
      name: requiredString,
      type: requiredString,
      language: requiredString,
      // { type, address?, port? }, validated by the request schema.
      connection: { type: 'any', required: true },
      paperWidthMm: { type: 'number', required: true },
      labelHeightMm: { type: 'number' },
      dpi: { type: 'number', required: true },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'printerUid'], 'T#${tenantUid}#PRINTER#${printerUid}'),
        sk: templateKey('sk', [], 'PRINTER'),
      },
      byStore: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid'], 'T#${tenantUid}#PRINTERS'),
        sk: templateKey('gsi1sk', ['storeUid', 'printerUid'], 'STORE#${storeUid}#${printerUid}'),
      },
    },
  },
  entityConfig(),
);
