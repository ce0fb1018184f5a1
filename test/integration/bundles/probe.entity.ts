import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';

/** A minimal entity for the bundled-vs-unbundled DynamoDB probe (db-probe.ts). */
export const ProbeEntity = new Entity(
  {
    model: { entity: 'bundleProbe', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      probeUid: readOnlyString,
      label: { type: 'string' },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'probeUid'], 'T#${tenantUid}#PROBE#${probeUid}'),
        sk: templateKey('sk', [], 'PROBE'),
      },
    },
  },
  entityConfig(),
);
