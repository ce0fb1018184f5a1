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
 * A handling definition of the tenant (pick and pack, click and collect, repair intake...): a
 * name and the actions staff record on order lines while handling. A tenant has a handful, so
 * they share one partition (`T#<t>#HANDLINGS`): the list is one Query.
 */
export const HandlingDefinitionEntity = new Entity(
  {
    model: { entity: 'handlingDefinition', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      handlingUid: readOnlyString,
      name: requiredString,
      description: { type: 'string', required: true },
      /** `{ handlingActionUid, name }[]`. */
      actions: { type: 'any', required: true },
      ...auditAttributes,
    },
    indexes: {
      byUid: {
        pk: templateKey('pk', ['tenantUid'], 'T#${tenantUid}#HANDLINGS'),
        sk: templateKey('sk', ['handlingUid'], 'HANDLING#${handlingUid}'),
      },
    },
  },
  entityConfig(),
);
