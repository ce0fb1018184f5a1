import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlainEntity } from '#shared/db/plain-entity.ts';
import { captureSends } from '#test/support/capture-sends.ts';
import type { BinRecord } from './part.entity.ts';
import type { ThingRecord } from './thing.entity.ts';
import { THING } from './thing-item.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { ThingEntity } = await import('./thing.entity.ts');
const { BinEntity } = await import('./part.entity.ts');
const { createPut, getRecord, listGsi1, replacePut, versionedDelete } = await import(
  '#shared/db/plain-entity.ts'
);

const bare: ThingRecord = {
  tenantUid: 'T1',
  thingUid: 'A',
  name: '',
  tags: [],
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:05:00.000Z',
  version: 3,
};
const full: ThingRecord = {
  ...bare,
  thingUid: 'B',
  name: 'Full',
  tags: ['x', 'y'],
  note: 'a note',
  details: { nested: { list: [1, 'two'] }, empty: '' },
};
// A record built field by field (the services' merges) holds an unset optional attribute as undefined.
const withUndefined = { ...bare, thingUid: 'C', note: undefined, details: undefined } as ThingRecord;
const RECORDS = [bare, full, withUndefined];

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

const itemOf = (record: ThingRecord) => ThingEntity.create(record).params().Item as Record<string, unknown>;

describe('writes against the entity', () => {
  it.each(RECORDS)('create of $thingUid: the entity’s Put, attributes in its order', (record) => {
    const entity = ThingEntity.create(record).params();
    const plain = createPut(THING, record);
    expect(plain).toStrictEqual(entity);
    expect(Object.keys(plain.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(RECORDS)('replace of $thingUid: the entity’s Put with its version condition', (record) => {
    const entity = ThingEntity.put(record)
      .where(({ version }, { eq }) => eq(version, 2))
      .params();
    const plain = replacePut(THING, record, 2);
    expect(plain).toStrictEqual(entity);
    expect(Object.keys(plain.Item!)).toEqual(Object.keys(entity.Item));
  });

  it('delete: the entity’s Delete with its version condition', () => {
    const entity = ThingEntity.delete({ tenantUid: 'T1', thingUid: 'A' })
      .where(({ version }, { eq }) => eq(version, 7))
      .params();
    expect(versionedDelete(THING, { tenantUid: 'T1', thingUid: 'A' }, 7)).toStrictEqual(entity);
  });

  it('drops attributes the model does not hold, as the entity does', () => {
    const record = { ...full, pk: 'forged', __edb_e__: 'other', stray: 1 } as ThingRecord;
    expect(createPut(THING, record)).toStrictEqual(ThingEntity.create(record).params());
    expect(createPut(THING, record).Item).toStrictEqual(itemOf(full));
  });

  it.each(['name', 'tags', 'thingUid', 'version'])(
    'refuses a record without %s, as the entity does',
    (name) => {
      const record = { ...full, [name]: undefined } as ThingRecord;
      expect(() => ThingEntity.create(record).params()).toThrow();
      expect(() => createPut(THING, record)).toThrow(`thing item without ${name}`);
      expect(() => replacePut(THING, record, 1)).toThrow(`thing item without ${name}`);
    },
  );
});

describe('reads against the entity', () => {
  const key = { tenantUid: 'T1', thingUid: 'B' };
  const getOf = (item?: Record<string, unknown>) => [item ? { Item: item } : {}];

  it.each(RECORDS)('get of $thingUid: the same GetItem and the same record', async (record) => {
    const responses = getOf(itemOf(record));
    const entity = await capture(
      responses,
      async () => (await ThingEntity.get(key).go({ consistent: true })).data,
    );
    const plain = await capture(responses, () => getRecord(THING, key));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(ThingEntity.parse({ Item: itemOf(record) }).data);
  });

  it.each([
    ['no item', undefined],
    ['an item of another entity', { ...itemOf(full), __edb_e__: 'other' }],
    ['an item of another version', { ...itemOf(full), __edb_v__: '1' }],
    ['an item without identifiers', { ...itemOf(full), __edb_e__: undefined, __edb_v__: undefined }],
  ])('get answers undefined for %s, where the entity answers null', async (_, item) => {
    const responses = getOf(item);
    const entity = await capture(
      responses,
      async () => (await ThingEntity.get(key).go({ consistent: true })).data,
    );
    const plain = await capture(responses, () => getRecord(THING, key));
    expect(entity.result).toBeNull();
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toBeUndefined();
  });

  it('list: the same Query page for page, only the entity’s items, in order', async () => {
    const foreign = { ...itemOf(full), thingUid: 'F', __edb_e__: 'other' };
    const older = { ...itemOf(bare), thingUid: 'O', __edb_v__: '1' };
    // An attribute the model does not hold (an older writer's) is not part of the record.
    const stray = { ...itemOf(full), retired: 'x' };
    const responses = [
      {
        Items: [itemOf(bare), foreign],
        LastEvaluatedKey: { pk: 'p1', sk: 'THING', gsi1pk: 'g', gsi1sk: 's1' },
      },
      { Items: [], LastEvaluatedKey: { pk: 'p2', sk: 'THING', gsi1pk: 'g', gsi1sk: 's2' } },
      { Items: [older, stray, itemOf(withUndefined)] },
    ];
    const entity = await capture(
      responses,
      async () => (await ThingEntity.query.byTenant({ tenantUid: 'T1' }).go({ pages: 'all' })).data,
    );
    const plain = await capture(responses, () => listGsi1(THING, { tenantUid: 'T1' }));
    expect(plain.sent).toHaveLength(3);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.input).toStrictEqual({
      ExclusiveStartKey: undefined,
      ...ThingEntity.query.byTenant({ tenantUid: 'T1' }).params(),
    });
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(
      ThingEntity.parse({ Items: [itemOf(bare), stray, itemOf(withUndefined)] }).data,
    );
    expect(plain.result).toStrictEqual([bare, full, { ...bare, thingUid: 'C' }]);
  });
});

/** BinEntity's item: a gsi1 sort key of three attributes after its prefix. */
const BIN: PlainEntity<BinRecord, 'tenantUid' | 'binUid', 'tenantUid'> = {
  identifiers: { __edb_e__: 'bin', __edb_v__: '2' },
  attributes: {
    tenantUid: 'required',
    binUid: 'required',
    aisleUid: 'required',
    rowUid: 'required',
    label: 'required',
    note: 'optional',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, binUid }) => ({ pk: `T#${tenantUid}#BIN#${binUid}`, sk: 'BIN' }),
  gsi1: {
    pk: ({ tenantUid }) => `T#${tenantUid}#BINS`,
    skPrefix: 'AISLE#',
    skAttribute: ['aisleUid', 'rowUid', 'binUid'],
  },
};

describe('a gsi1 sort key of several attributes against the entity', () => {
  const { tenantUid, createdAt, lastModifiedAt, version } = bare;
  const audit = { createdAt, lastModifiedAt, version };
  const bin: BinRecord = { tenantUid, binUid: 'b7', aisleUid: 'a1', rowUid: 'r2', label: 'A1-2', ...audit };
  const noted = { ...bin, binUid: 'b8', note: 'top shelf' };
  const cleared = { ...noted, note: undefined } as BinRecord;
  const binItem = (record: BinRecord) => BinEntity.create(record).params().Item as Record<string, unknown>;

  it.each([bin, noted, cleared])('create, replace and delete of $binUid: the entity’s', (record) => {
    expect(createPut(BIN, record)).toStrictEqual(BinEntity.create(record).params());
    expect(createPut(BIN, record).Item).toMatchObject({ gsi1sk: `AISLE#a1#r2#${record.binUid}` });
    expect(replacePut(BIN, record, 4)).toStrictEqual(
      BinEntity.put(record)
        .where(({ version }, { eq }) => eq(version, 4))
        .params(),
    );
    expect(versionedDelete(BIN, record, 4)).toStrictEqual(
      BinEntity.delete({ tenantUid: 'T1', binUid: record.binUid })
        .where(({ version }, { eq }) => eq(version, 4))
        .params(),
    );
  });

  // The sort key narrows by the leading attributes given, up to the first one missing; all of
  // them name one key, which ElectroDB asks for with `=`.
  it.each([
    ['none', { tenantUid: 'T1' }, 'AISLE#'],
    ['the first', { tenantUid: 'T1', aisleUid: 'a1' }, 'AISLE#a1#'],
    ['the first two', { tenantUid: 'T1', aisleUid: 'a1', rowUid: 'r2' }, 'AISLE#a1#r2#'],
    ['all', { tenantUid: 'T1', aisleUid: 'a1', rowUid: 'r2', binUid: 'b7' }, 'AISLE#a1#r2#b7'],
    ['the second only', { tenantUid: 'T1', rowUid: 'r2' }, 'AISLE#'],
    ['the first, given undefined', { tenantUid: 'T1', aisleUid: undefined, rowUid: 'r2' }, 'AISLE#'],
  ])('list given %s of the sort attributes: the entity’s Query and records', async (_, composite, sk) => {
    const foreign = { ...binItem(noted), __edb_e__: 'thing' };
    const responses = [
      { Items: [binItem(bin), foreign], LastEvaluatedKey: { pk: 'p', sk: 'BIN', gsi1pk: 'g', gsi1sk: 's' } },
      { Items: [binItem(cleared)] },
    ];
    const query = BinEntity.query.byAisle(composite as { tenantUid: string });
    const entity = await capture(responses, async () => (await query.go({ pages: 'all' })).data);
    const plain = await capture(responses, () => listGsi1(BIN, composite));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.input).toMatchObject({ ExpressionAttributeValues: { ':sk1': sk } });
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual([bin, { ...bin, binUid: 'b8' }]);
  });
});
