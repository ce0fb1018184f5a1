import type { PlainEntity } from '#shared/db/plain-entity.ts';
import type { ThingRecord } from './thing.entity.ts';

/**
 * ThingEntity's item (thing.entity.ts), described as a repository describes its entity's, for
 * the plain-entity tests: identifiers, attributes, key templates, the key's composites and gsi1.
 */
export const THING: PlainEntity<ThingRecord, 'tenantUid' | 'thingUid', 'tenantUid'> & {
  keyAttributes: readonly ('tenantUid' | 'thingUid')[];
} = {
  identifiers: { __edb_e__: 'thing', __edb_v__: '2' },
  attributes: {
    tenantUid: 'required',
    thingUid: 'required',
    name: 'required',
    tags: 'required',
    note: 'optional',
    details: 'optional',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, thingUid }) => ({ pk: `T#${tenantUid}#THING#${thingUid}`, sk: 'THING' }),
  keyAttributes: ['tenantUid', 'thingUid'],
  gsi1: { pk: ({ tenantUid }) => `T#${tenantUid}#THINGS`, skPrefix: 'THING#', skAttribute: 'thingUid' },
};
