import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlainEntity } from '#shared/db/plain-entity.ts';
import { captureSends } from '#test/support/capture-sends.ts';
import type { PartRecord } from './part.entity.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { isConditionFailure } = await import('#shared/db/conditions.ts');
const { PartEntity } = await import('./part.entity.ts');
const { createPut, getRecord, replacePut, versionedDelete } = await import('#shared/db/plain-entity.ts');
const { listPartition, patchRecord } = await import('#shared/db/plain-entity-where.ts');

/** PartEntity's item: no gsi1, a partition of parts under `PART#`. */
const PART: PlainEntity<PartRecord, 'tenantUid' | 'boxUid' | 'partUid'> & {
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
    expiresAt: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, boxUid, partUid }) => ({ pk: `T#${tenantUid}#BOX#${boxUid}`, sk: `PART#${partUid}` }),
  keyAttributes: ['tenantUid', 'boxUid', 'partUid'],
};

const key = { tenantUid: 'T1', boxUid: 'X', partUid: 'p1' };
const loose: PartRecord = {
  ...key,
  state: 'LOOSE',
  count: 0,
  expiresAt: 1_800_000_000,
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:00:00.000Z',
  version: 1,
};
const held: PartRecord = {
  ...loose,
  partUid: 'p2',
  state: 'HELD',
  count: 2,
  holder: 'h',
  heldUntil: 5,
  note: 'n',
};
const unset = { ...loose, partUid: 'p3', holder: undefined, heldUntil: undefined } as PartRecord;
const itemOf = (record: PartRecord) => PartEntity.create(record).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('an entity without gsi1 against the entity', () => {
  it.each([loose, held, unset])(
    'create, replace, delete and get of $partUid: the entity’s',
    async (record) => {
      expect(createPut(PART, record)).toStrictEqual(PartEntity.create(record).params());
      expect(Object.keys(createPut(PART, record).Item!)).toEqual(Object.keys(itemOf(record)));
      expect(replacePut(PART, record, 1)).toStrictEqual(
        PartEntity.put(record)
          .where(({ version }, { eq }) => eq(version, 1))
          .params(),
      );
      expect(versionedDelete(PART, record, 1)).toStrictEqual(
        PartEntity.delete(record)
          .where(({ version }, { eq }) => eq(version, 1))
          .params(),
      );
      const responses = [{ Item: itemOf(record) }];
      const entity = await capture(
        responses,
        async () => (await PartEntity.get(record).go({ consistent: true })).data,
      );
      const plain = await capture(responses, () => getRecord(PART, record));
      expect(plain).toStrictEqual(entity);
    },
  );
});

describe('a partition query against the entity', () => {
  const box = { pk: 'T#T1#BOX#X', skPrefix: 'PART#' };
  const foreign = { ...itemOf(held), __edb_e__: 'thing' };
  const responses = [
    { Items: [itemOf(loose), foreign], LastEvaluatedKey: { pk: box.pk, sk: 'PART#p2' } },
    { Items: [], LastEvaluatedKey: { pk: box.pk, sk: 'PART#p2' } },
    { Items: [itemOf(held), itemOf(unset)] },
  ];

  it('filtered: the same Query page for page, the entity’s items only', async () => {
    const entity = await capture(
      responses,
      async () =>
        (
          await PartEntity.query
            .primary({ tenantUid: 'T1', boxUid: 'X' })
            .where(
              ({ state, heldUntil, expiresAt }, { eq, lt, gt }) =>
                `(${eq(state, 'LOOSE')} OR (${eq(state, 'HELD')} AND ${lt(heldUntil, 9)})) AND ${gt(expiresAt, 7)}`,
            )
            .go({ consistent: true, pages: 'all' })
        ).data,
    );
    const plain = await capture(responses, () =>
      listPartition(PART, box, {
        expression:
          '(#state = :state0 OR (#state = :state1 AND #heldUntil < :heldUntil0)) AND #expiresAt > :expiresAt0',
        values: { ':state0': 'LOOSE', ':state1': 'HELD', ':heldUntil0': 9, ':expiresAt0': 7 },
      }),
    );
    expect(plain.sent).toHaveLength(3);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual([loose, held, { ...loose, partUid: 'p3' }]);
  });

  it('unfiltered: the entity’s Query without a FilterExpression', async () => {
    const entity = await capture(
      responses,
      async () =>
        (
          await PartEntity.query
            .primary({ tenantUid: 'T1', boxUid: 'X' })
            .go({ consistent: true, pages: 'all' })
        ).data,
    );
    const plain = await capture(responses, () => listPartition(PART, box));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.input).not.toHaveProperty('FilterExpression');
    expect(plain.result).toStrictEqual(entity.result);
  });
});

describe('a patch against the entity', () => {
  const after = { Attributes: itemOf({ ...held, count: 3, version: 2 }) };

  it('set, add and a condition: the same UpdateItem and the record as updated', async () => {
    const entity = await capture(
      [after],
      async () =>
        (
          await PartEntity.patch(key)
            .set({ state: 'HELD', holder: 'h', heldUntil: 5, lastModifiedAt: 'now' })
            .add({ count: 1, version: 1 })
            .where(({ state, holder }, { eq }) => `${eq(state, 'LOOSE')} AND ${eq(holder, 'h')}`)
            .go({ response: 'all_new' })
        ).data,
    );
    const plain = await capture([after], () =>
      patchRecord(PART, key, {
        set: { state: 'HELD', holder: 'h', heldUntil: 5, lastModifiedAt: 'now' },
        add: { count: 1, version: 1 },
        condition: {
          expression: '#state = :state0 AND #holder = :holder0',
          values: { ':state0': 'LOOSE', ':holder0': 'h' },
        },
      }),
    );
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual({ ...held, partUid: 'p2', count: 3, version: 2 });
  });

  it('an undefined value, no add, no condition: left out, as the entity does', async () => {
    const entity = await capture(
      [after],
      async () =>
        (await PartEntity.patch(key).set({ note: 'x', holder: undefined }).go({ response: 'all_new' })).data,
    );
    const plain = await capture([after], () =>
      patchRecord(PART, key, { set: { note: 'x', holder: undefined } }),
    );
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
  });

  it('a key with more than the key: only its composites are set, as the entity sets them', async () => {
    const entity = await capture(
      [after],
      async () => (await PartEntity.patch(held).set({ note: 'x' }).go({ response: 'all_new' })).data,
    );
    const plain = await capture([after], () => patchRecord(PART, held, { set: { note: 'x' } }));
    expect(plain.sent).toStrictEqual(entity.sent);
  });

  it('a failed condition: DynamoDB’s error, which the entity gives as its cause', async () => {
    const failed = new ConditionalCheckFailedException({
      message: 'The conditional request failed',
      $metadata: {},
    });
    const entity = await capture([failed], () => PartEntity.patch(key).set({ note: 'x' }).go());
    const plain = await capture([failed], () => patchRecord(PART, key, { set: { note: 'x' } }));
    expect(plain.result).toStrictEqual({ failed });
    expect((entity.result as { failed: Error }).failed.cause).toBe(failed);
    expect(isConditionFailure((entity.result as { failed: Error }).failed)).toBe(true);
    expect(isConditionFailure(failed)).toBe(true);
  });
});
