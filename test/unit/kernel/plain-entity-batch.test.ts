import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSends } from '#test/support/capture-sends.ts';
import type { PartRecord } from './part.entity.ts';
import { held, loose, PART } from './part-item.ts';
import type { ThingRecord } from './thing.entity.ts';
import { THING } from './thing-item.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { ThingEntity } = await import('./thing.entity.ts');
const { PartEntity } = await import('./part.entity.ts');
const { batchGetRecords } = await import('#shared/db/plain-entity-batch.ts');

// A batch read must send the BatchGetItem requests the entity sends and answer what the entity
// answers: the records in DynamoDB's order, null for a foreign item, the unprocessed keys.

const thing = (thingUid: string, extra: Partial<ThingRecord> = {}): ThingRecord => ({
  tenantUid: 'T1',
  thingUid,
  name: `Thing ${thingUid}`,
  tags: [],
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:05:00.000Z',
  version: 3,
  ...extra,
});
const thingItem = (record: ThingRecord) =>
  ThingEntity.create(record).params().Item as Record<string, unknown>;
const partItem = (record: PartRecord) => PartEntity.create(record).params().Item as Record<string, unknown>;
const answer = (items: object[], unprocessed?: object[]) => ({
  Responses: { 'unit-table': items },
  UnprocessedKeys: unprocessed ? { 'unit-table': { Keys: unprocessed } } : {},
});

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('batchGetRecords against the entity’s get([...]).go()', () => {
  // 250 keys: requests of 100, 100 and 50, in the keys' order.
  const uids = Array.from({ length: 250 }, (_, i) => `u${String(i).padStart(3, '0')}`);
  const keys = uids.map((thingUid) => ({ tenantUid: 'T1', thingUid }));

  it('chunks of 100, the answers’ order, foreign items as null, unprocessed keys as composites', async () => {
    const full = thing('u001', { tags: ['x'], note: 'a note', details: { nested: [1, 'two'] } });
    const cleared = { ...thing('u150'), note: undefined } as ThingRecord;
    const responses = [
      // DynamoDB answers in no particular order: a later key before an earlier one.
      answer([
        thingItem(thing('u042')),
        thingItem(full),
        { ...thingItem(thing('u007')), __edb_e__: 'other' },
      ]),
      answer(
        [
          { ...thingItem(thing('u120')), __edb_v__: '1' },
          thingItem(cleared),
          { ...thingItem(thing('u110')), stray: 1 },
        ],
        [THING.key(keys[101]!), THING.key(keys[199]!)],
      ),
      answer(
        [{ ...thingItem(thing('u249')), __edb_e__: undefined, __edb_v__: undefined }],
        [THING.key(keys[200]!)],
      ),
    ];
    const entity = await capture(responses, () => ThingEntity.get(keys).go({ consistent: true }));
    const plain = await capture(responses, () => batchGetRecords(THING, keys));
    expect(plain.sent).toHaveLength(3);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent.map(({ input }) => input)).toStrictEqual(
      ThingEntity.get(keys).params({ consistent: true }),
    );
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual({
      data: [thing('u042'), full, null, null, thing('u150'), thing('u110'), null],
      unprocessed: [keys[101], keys[199], keys[200]],
    });
  });

  it('a key with more than the key’s attributes: the same request, the composites unprocessed', async () => {
    const records = [loose, held];
    const responses = [answer([partItem(held)], [PART.key(loose)])];
    const entity = await capture(responses, () => PartEntity.get(records).go({ consistent: true }));
    const plain = await capture(responses, () => batchGetRecords(PART, records));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual({
      data: [held],
      unprocessed: [{ tenantUid: 'T1', boxUid: 'X', partUid: 'p1' }],
    });
  });

  it.each([[['partUid']], [['partUid', 'state', 'holder']], [['note', 'partUid', 'note']]] as const)(
    'attributes %j: the entity’s projection and records of those attributes',
    async (attributes) => {
      const keys = [loose, held].map(({ tenantUid, boxUid, partUid }) => ({ tenantUid, boxUid, partUid }));
      const responses = [
        answer([partItem(held), { ...partItem(loose), __edb_e__: 'thing' }, partItem(loose)]),
      ];
      const entity = await capture(responses, () =>
        PartEntity.get(keys).go({ consistent: true, attributes: [...attributes] }),
      );
      const plain = await capture(responses, () => batchGetRecords(PART, keys, attributes));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(plain.result).toStrictEqual(entity.result);
    },
  );

  it('no keys: no request and an empty answer, as the entity', async () => {
    const entity = await capture([], () => ThingEntity.get([]).go({ consistent: true }));
    const plain = await capture([], () => batchGetRecords(THING, []));
    expect(plain).toStrictEqual(entity);
    expect(plain.result).toStrictEqual({ data: [], unprocessed: [] });
  });

  it('a failed request: DynamoDB’s error, which the entity gives as its cause; nothing after it', async () => {
    const throttled = new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} });
    const responses = [answer([]), throttled, answer([])];
    const entity = await capture(responses, () => ThingEntity.get(keys).go({ consistent: true }));
    const plain = await capture(responses, () => batchGetRecords(THING, keys));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent).toHaveLength(2);
    expect(plain.result).toStrictEqual({ failed: throttled });
    expect((entity.result as { failed: Error }).failed.cause).toBe(throttled);
  });

  it.each([
    ['Responses', { UnprocessedKeys: {} }],
    ['UnprocessedKeys', { Responses: { 'unit-table': [] } }],
  ])('an answer without %s fails, as the entity fails', async (_, response) => {
    const entity = await capture([response], () =>
      ThingEntity.get(keys.slice(0, 2)).go({ consistent: true }),
    );
    const plain = await capture([response], () => batchGetRecords(THING, keys.slice(0, 2)));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect((plain.result as { failed: Error }).failed.message).toBe('Unknown response format');
    expect((entity.result as { failed: Error }).failed.message).toContain('Unknown response format');
  });
});
