import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateCommand } from '#shared/db/document-commands.ts';
import { captureSends } from '#test/support/capture-sends.ts';
import type { PartRecord } from './part.entity.ts';
import { held, key, PART } from './part-item.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { isConditionFailure } = await import('#shared/db/conditions.ts');
const { PartEntity } = await import('./part.entity.ts');
const { patchInput, patchRecord } = await import('#shared/db/plain-entity-where.ts');

// A patch must send the UpdateItem the entity sends, expression for expression: an item written
// by either is read and patched by the other.

const itemOf = (record: PartRecord) => PartEntity.create(record).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('patchInput against the entity’s params', () => {
  it('set, append, remove, add and a where clause with OR: the same input, no ReturnValues', () => {
    const entity = PartEntity.patch(key)
      .set({ state: 'HELD', holder: 'h' })
      .append({ marks: ['m2', 'm3'] })
      .remove(['heldUntil', 'note'])
      .add({ version: 1 })
      .where(({ holder }, { notExists, eq }) => `${notExists(holder)} OR ${eq(holder, 'h')}`)
      .params();
    const plain = patchInput(PART, key, {
      set: { state: 'HELD', holder: 'h' },
      append: { marks: ['m2', 'm3'] },
      remove: ['heldUntil', 'note'],
      add: { version: 1 },
      condition: {
        expression: 'attribute_not_exists(#holder) OR #holder = :holder0',
        values: { ':holder0': 'h' },
      },
    });
    expect(plain).toStrictEqual(entity);
  });

  it('an undefined append is left out as the entity leaves it out, and an undefined add too', () => {
    const entity = PartEntity.patch(key).set({ note: 'x' }).append({ marks: undefined }).params();
    const plain = patchInput(PART, key, {
      set: { note: 'x' },
      append: { marks: undefined },
      add: { count: undefined },
    });
    expect(plain).toStrictEqual(entity);
  });

  it.each(['NONE', 'ALL_NEW'] as const)(
    'go({ response }) with %s: ReturnValues as the entity sends it',
    async (returns) => {
      const response = returns === 'NONE' ? 'none' : 'all_new';
      const entity = await capture([{}], () =>
        PartEntity.patch(key).set({ note: 'x' }).add({ count: 2 }).go({ response }),
      );
      const plain = await capture([{}], () =>
        documentClient.send(
          new UpdateCommand(patchInput(PART, key, { set: { note: 'x' }, add: { count: 2 } }, returns)),
        ),
      );
      expect(plain.sent).toStrictEqual(entity.sent);
    },
  );
});

describe('patchRecord against the entity', () => {
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
