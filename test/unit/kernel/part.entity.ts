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
 * Entities for the plain-entity tests of what ThingEntity (thing.entity.ts) lacks. PartEntity has
 * no gsi1 and a primary partition of many items (`T#<t>#BOX#<b>` / `PART#<p>`), with a state, a
 * counter, optional numbers and a list, like the print queue and the delivery log: its partition queries and patches are
 * compared in plain-entity-where.test.ts. BinEntity's gsi1 sort key has three attributes after
 * its prefix, like the printers' and devices' `STORE#<s>#<uid>`. Neither version is '1'.
 */
export const PartEntity = new Entity(
  {
    model: { entity: 'part', version: '3', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      boxUid: readOnlyString,
      partUid: readOnlyString,
      state: requiredString,
      count: { type: 'number', required: true },
      holder: optionalString,
      heldUntil: { type: 'number' },
      note: optionalString,
      marks: { type: 'list', items: { type: 'string' } },
      expiresAt: { type: 'number', required: true },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'boxUid'], 'T#${tenantUid}#BOX#${boxUid}'),
        sk: templateKey('sk', ['partUid'], 'PART#${partUid}'),
      },
    },
  },
  entityConfig(),
);

export type PartRecord = EntityItem<typeof PartEntity>;

export const BinEntity = new Entity(
  {
    model: { entity: 'bin', version: '2', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      binUid: readOnlyString,
      aisleUid: readOnlyString,
      rowUid: readOnlyString,
      label: requiredString,
      note: optionalString,
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'binUid'], 'T#${tenantUid}#BIN#${binUid}'),
        sk: templateKey('sk', [], 'BIN'),
      },
      byAisle: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid'], 'T#${tenantUid}#BINS'),
        sk: templateKey('gsi1sk', ['aisleUid', 'rowUid', 'binUid'], 'AISLE#${aisleUid}#${rowUid}#${binUid}'),
      },
    },
  },
  entityConfig(),
);

export type BinRecord = EntityItem<typeof BinEntity>;
