import { Entity, type EntityItem } from 'electrodb';
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
 * An entity for the plain-entity tests (plain-entity.test.ts) with every kind of attribute the
 * described entities hold: required strings, a list, an optional string, an optional `any`, the
 * audit attributes. Its version is not '1', so a description cannot pass by writing a constant.
 */
export const ThingEntity = new Entity(
  {
    model: { entity: 'thing', version: '2', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      thingUid: readOnlyString,
      name: requiredString,
      tags: { type: 'list', items: { type: 'string' }, required: true },
      note: optionalString,
      details: { type: 'any' },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'thingUid'], 'T#${tenantUid}#THING#${thingUid}'),
        sk: templateKey('sk', [], 'THING'),
      },
      byTenant: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid'], 'T#${tenantUid}#THINGS'),
        sk: templateKey('gsi1sk', ['thingUid'], 'THING#${thingUid}'),
      },
    },
  },
  entityConfig(),
);

export type ThingRecord = EntityItem<typeof ThingEntity>;
