import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TillRecord } from '#functions/tills/till.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { TillEntity } = await import('#functions/tills/till.entity.ts');
const { createTillOp, deleteTillOp, getTill, listTills, replaceTillOp } = await import(
  '#functions/tills/till.repository.ts'
);

// The tills function reads and writes its items without ElectroDB: every call must be the one
// TillEntity makes, or an item written before (or read by another area's entity) would be read wrong.

/** A till as createTill builds it without deprecated fields. */
const bare: TillRecord = {
  tenantUid: 'T1',
  tillUid: 'till-1',
  storeUid: 'oslo',
  name: 'Kasse 1',
  number: 1,
  createdAt: '2026-11-25T08:00:00.000Z',
  lastModifiedAt: '2026-11-25T08:00:00.000Z',
  version: 1,
};
/** A till with every deprecated field (spec 9.4) still stored. */
const full: TillRecord = {
  ...bare,
  tillUid: 'till-2',
  number: 2,
  barcodePrinter: 'zebra-1',
  receiptPrinter: 'epson-1',
  regularPrinter: 'laser-1',
  appSettings: { theme: 'dark', fontSize: 14, sound: false, logo: null },
  lastModifiedAt: '2026-11-26T09:30:00.000Z',
  version: 4,
};
/** A record built field by field: unset optional attributes held as undefined. */
const merged = {
  ...bare,
  tillUid: 'till-3',
  barcodePrinter: undefined,
  appSettings: undefined,
} as TillRecord;
const TILLS = [bare, full, merged];

const itemOf = (till: TillRecord) => TillEntity.create(till).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('till writes against TillEntity', () => {
  it.each(TILLS)('create of $tillUid: the entity’s Put and not-exists condition', (till) => {
    const put = createTillOp(till).item.Put!;
    const entity = TillEntity.create(till).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(TILLS)('replace of $tillUid: the entity’s Put and version condition', (till) => {
    const put = replaceTillOp(till, till.version - 1).item.Put!;
    const entity = TillEntity.put(till)
      .where(({ version }, { eq }) => eq(version, till.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(TILLS)('delete of $tillUid: the entity’s Delete at the record’s version', (till) => {
    const entity = TillEntity.delete({ tenantUid: till.tenantUid, tillUid: till.tillUid })
      .where(({ version }, { eq }) => eq(version, till.version))
      .params();
    expect(deleteTillOp(till).item.Delete).toStrictEqual(entity);
  });
});

describe('till reads against TillEntity', () => {
  it.each(TILLS)('get of $tillUid: the entity’s consistent GetItem and parse', async (till) => {
    const responses = [{ Item: itemOf(till) }];
    const entity = await capture(
      responses,
      async () =>
        (await TillEntity.get({ tenantUid: 'T1', tillUid: till.tillUid }).go({ consistent: true })).data,
    );
    const plain = await capture(responses, () => getTill('T1', till.tillUid));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(JSON.parse(JSON.stringify(till)));
  });

  it.each([
    ['no item', {}],
    ['an item of another entity', { Item: { ...itemOf(full), __edb_e__: 'user' } }],
    ['an item of another version', { Item: { ...itemOf(full), __edb_v__: '2' } }],
  ])('get answers undefined for %s, where the entity answers null', async (_, response) => {
    const entity = await capture(
      [response],
      async () =>
        (await TillEntity.get({ tenantUid: 'T1', tillUid: 'till-2' }).go({ consistent: true })).data,
    );
    const plain = await capture([response], () => getTill('T1', 'till-2'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(entity.result).toBeNull();
    expect(plain.result).toBeUndefined();
  });

  it('list of a store: the entity’s gsi1 Query from the store’s prefix, every page, its tills only', async () => {
    const foreign = { ...itemOf(full), tillUid: 'x', __edb_e__: 'printer' };
    const older = { ...itemOf(bare), tillUid: 'y', __edb_v__: '0' };
    const responses = [
      {
        Items: [itemOf(bare), foreign],
        LastEvaluatedKey: { pk: 'p', sk: 'TILL', gsi1pk: 'g', gsi1sk: 's' },
      },
      { Items: [older, itemOf(full), itemOf(merged)] },
    ];
    const query = TillEntity.query.byStore({ tenantUid: 'T1', storeUid: 'oslo' });
    const entity = await capture(responses, async () => (await query.go({ pages: 'all' })).data);
    const plain = await capture(responses, () => listTills('T1', 'oslo'));
    expect(plain.sent).toStrictEqual([
      { command: 'QueryCommand', input: { ExclusiveStartKey: undefined, ...query.params() } },
      {
        command: 'QueryCommand',
        input: { ExclusiveStartKey: responses[0]!.LastEvaluatedKey, ...query.params() },
      },
    ]);
    expect(plain.sent[0]!.input).toMatchObject({ ExpressionAttributeValues: { ':sk1': 'STORE#oslo#' } });
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual([bare, full, { ...bare, tillUid: 'till-3' }]);
  });
});
