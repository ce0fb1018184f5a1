import type { PlainEntity } from '#shared/db/plain-entity.ts';
import type { PartRecord } from './part.entity.ts';

/** Plain descriptions and records of PartEntity (part.entity.ts) for the plain-entity tests. */

/** PartEntity's item: no gsi1, a partition of parts under `PART#`. */
export const PART: PlainEntity<PartRecord, 'tenantUid' | 'boxUid' | 'partUid'> & {
  keyAttributes: readonly ('tenantUid' | 'boxUid' | 'partUid')[];
} = {
  identifiers: { __edb_e__: 'part', __edb_v__: '3' },
  attributes: {
    tenantUid: 'required',
    boxUid: 'required',
    partUid: 'required',
    state: 'required',
    count: 'required',
    holder: 'optional',
    heldUntil: 'optional',
    note: 'optional',
    marks: 'optional',
    expiresAt: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, boxUid, partUid }) => ({ pk: `T#${tenantUid}#BOX#${boxUid}`, sk: `PART#${partUid}` }),
  keyAttributes: ['tenantUid', 'boxUid', 'partUid'],
};

export const key = { tenantUid: 'T1', boxUid: 'X', partUid: 'p1' };
export const loose: PartRecord = {
  ...key,
  state: 'LOOSE',
  count: 0,
  expiresAt: 1_800_000_000,
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:00:00.000Z',
  version: 1,
};
export const held: PartRecord = {
  ...loose,
  partUid: 'p2',
  state: 'HELD',
  count: 2,
  holder: 'h',
  heldUntil: 5,
  note: 'n',
  marks: ['m1'],
};
