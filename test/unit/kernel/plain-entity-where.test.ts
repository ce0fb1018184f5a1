import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSends } from '#test/support/capture-sends.ts';
import type { PartRecord } from './part.entity.ts';
import { held, loose, PART } from './part-item.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { PartEntity } = await import('./part.entity.ts');
const { createPut, getRecord, replacePut, versionedDelete } = await import('#shared/db/plain-entity.ts');
const { listPartition } = await import('#shared/db/plain-entity-where.ts');

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
