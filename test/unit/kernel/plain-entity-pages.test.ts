import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSends } from '#test/support/capture-sends.ts';
import type { ThingRecord } from '../kernel/thing.entity.ts';
import { THING } from './thing-item.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { ThingEntity } = await import('../kernel/thing.entity.ts');
const { gsi1Pages } = await import('#shared/db/plain-entity-pages.ts');

// gsi1Pages on an entity whose gsi1 sort key has a literal prefix (`THING#${thingUid}`), read
// newest first: service orders (service-order-repository.test.ts) have neither, and the module
// is to serve any described entity.

const thing = (thingUid: string, extra: Partial<ThingRecord> = {}): ThingRecord => ({
  tenantUid: 'T1',
  thingUid,
  name: thingUid.toUpperCase(),
  tags: [],
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:00:00.000Z',
  version: 1,
  ...extra,
});
const itemOf = (record: ThingRecord) => ThingEntity.create(record).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

const collect = async <T>(pages: AsyncGenerator<T>) => {
  const all: T[] = [];
  for await (const page of pages) all.push(page);
  return all;
};

/** The loop over ElectroDB's cursor that gsi1Pages replaces. */
async function* entityPages(order: 'asc' | 'desc', count: number) {
  let cursor: string | null = null;
  do {
    const page: { data: unknown[]; cursor: string | null } = await ThingEntity.query
      .byTenant({ tenantUid: 'T1' })
      .go({ order, count, cursor });
    if (page.data.length > 0) yield page.data;
    cursor = page.cursor;
  } while (cursor);
}

describe('gsi1Pages against ElectroDB’s count and cursor', () => {
  const [z, y, x, w] = [
    thing('z', { note: 'n', details: { a: 1 } }),
    thing('y'),
    thing('x', { tags: ['t'] }),
    thing('w', { note: 'last' }),
  ];
  const foreign = { ...itemOf(y), thingUid: 'v', __edb_e__: 'bin' };
  const older = { ...itemOf(y), thingUid: 'u', __edb_v__: '1' };
  const responses = [
    { Items: [itemOf(z), foreign, itemOf(y), itemOf(x)], LastEvaluatedKey: { pk: 'p', sk: 'THING' } },
    { Items: [itemOf(x), older], LastEvaluatedKey: { gsi1pk: 'g', gsi1sk: 's', pk: 'p2', sk: 'THING' } },
    { Items: [itemOf(w)] },
    // The second page ends full at the partition's end: ElectroDB asks once more.
    { Items: [] },
  ];

  it.each(['desc', 'asc'] as const)(
    '%s: the same Query requests page for page, the same pages',
    async (order) => {
      const entity = await capture(responses, () => collect(entityPages(order, 2)));
      const plain = await capture(responses, () =>
        collect(gsi1Pages(THING, { tenantUid: 'T1' }, { order, count: 2 })),
      );
      expect(plain.sent).toHaveLength(4);
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(plain.result).toStrictEqual(entity.result);
      expect(plain.result).toStrictEqual([
        [z, y],
        [x, w],
      ]);
      expect(plain.sent[0]!.input).toStrictEqual({
        ExclusiveStartKey: undefined,
        ...ThingEntity.query.byTenant({ tenantUid: 'T1' }).params({ order }),
      });
      expect(plain.sent[0]!.input).toMatchObject({
        KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
        ExpressionAttributeValues: { ':sk1': 'THING#' },
        ScanIndexForward: order === 'asc',
      });
      expect(plain.sent[1]!.input).toMatchObject({
        ExclusiveStartKey: { gsi1pk: 'T#T1#THINGS', gsi1sk: 'THING#y', pk: 'T#T1#THING#y', sk: 'THING' },
      });
    },
  );
});
