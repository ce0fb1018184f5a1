import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntryRecord } from '#functions/accounting/accounting-config.repository.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { AccountingConfigEntity } = await import('#functions/accounting/accounting-config.entity.ts');
const { AccountingConfigUidEntity } = await import('#functions/accounting/accounting-config-uid.entity.ts');
const repository = await import('#functions/accounting/accounting-config.repository.ts');
const { createEntryOps, deleteEntryOps, findSlot, getEntriesBySlots, getEntryBySlot } = repository;
const { queryEntries, setEntryValue, updateValueOp } = repository;

// A store's accounting configuration is read and written without ElectroDB (by accounting and by
// the tills and saf-t functions that read it): every call must be the one the entities make.

const store = { tenantUid: 'T1', storeUid: 'oslo' };
/** A store-wide entry: no VAT code, no product group (both stored as ''). */
const storeWide: EntryRecord = {
  ...store,
  slot: 'ACCOUNTNUMBER#STORE#CUSTOMER#',
  accountingConfigUid: 'cfg-1',
  configType: 'ACCOUNTNUMBER',
  key: 'CUSTOMER',
  vatCodeUid: '',
  productGroupUid: '',
  value: '1500',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastModifiedAt: '2026-11-20T08:00:00.000Z',
  version: 1,
};
/** An entry of a product group and VAT code. */
const scoped: EntryRecord = {
  ...storeWide,
  slot: 'ACCOUNTNUMBER#PG#pg-cups#SALES#vat-25',
  accountingConfigUid: 'cfg-2',
  key: 'SALES',
  vatCodeUid: 'vat-25',
  productGroupUid: 'pg-cups',
  value: '3000',
  lastModifiedAt: '2026-11-21T08:00:00.000Z',
  version: 3,
};
const ENTRIES = [storeWide, scoped];

const itemOf = (entry: EntryRecord) =>
  AccountingConfigEntity.create(entry).params().Item as Record<string, unknown>;
const pointerOf = (entry: EntryRecord) => ({
  ...store,
  accountingConfigUid: entry.accountingConfigUid,
  slot: entry.slot,
  createdAt: entry.createdAt,
  lastModifiedAt: entry.createdAt,
  version: 1,
});

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('entry writes against the entities', () => {
  it.each(ENTRIES)('create of $slot: the entry’s and its uid pointer’s Puts', (entry) => {
    const [put, pointer] = createEntryOps(entry, { uid: 'body.accountingConfigUid', identity: 'body' });
    expect(put!.item.Put).toStrictEqual(AccountingConfigEntity.create(entry).params());
    expect(Object.keys(put!.item.Put!.Item!)).toEqual(Object.keys(itemOf(entry)));
    const entity = AccountingConfigUidEntity.create(pointerOf(entry)).params();
    expect(pointer!.item.Put).toStrictEqual(entity);
    expect(Object.keys(pointer!.item.Put!.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(ENTRIES)('value update of $slot: the entity’s patch at the version read', (entry) => {
    const entity = AccountingConfigEntity.patch({ ...store, slot: entry.slot })
      .set({ value: '1510', lastModifiedAt: 'now' })
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, entry.version))
      .params();
    expect(updateValueOp(entry, '1510', 'now').item.Update).toStrictEqual(entity);
  });

  it.each(ENTRIES)('delete of $slot: the entry’s conditional Delete and its pointer’s', (entry) => {
    const gone = () => new Error('gone') as never;
    const [remove, pointer] = deleteEntryOps(entry, gone);
    expect(remove!.item.Delete).toStrictEqual(
      AccountingConfigEntity.delete({ ...store, slot: entry.slot })
        .where(
          (a, op) => `attribute_exists(pk) AND ${op.eq(a.accountingConfigUid, entry.accountingConfigUid)}`,
        )
        .params(),
    );
    expect(remove!.onConditionFailed).toBe(gone);
    expect(pointer!.item.Delete).toStrictEqual(
      AccountingConfigUidEntity.delete({ ...store, accountingConfigUid: entry.accountingConfigUid }).params(),
    );
    expect(deleteEntryOps(entry)[0]).not.toHaveProperty('onConditionFailed');
  });
});

describe('setEntryValue against the entity’s patch', () => {
  const written = { Attributes: itemOf({ ...scoped, value: '3010', lastModifiedAt: 'now', version: 4 }) };
  const entityPatch = (expectedVersion?: number) =>
    AccountingConfigEntity.patch({ ...store, slot: scoped.slot })
      .set({ value: '3010', lastModifiedAt: 'now' })
      .add({ version: 1 })
      .where((a, op) =>
        expectedVersion === undefined
          ? op.eq(a.accountingConfigUid, 'cfg-2')
          : `${op.eq(a.accountingConfigUid, 'cfg-2')} AND ${op.eq(a.version, expectedVersion)}`,
      )
      .go({ response: 'all_new' });

  it.each([undefined, 3])(
    'expected version %s: the same UpdateItem and the entry as written',
    async (version) => {
      const entity = await capture([written], async () => (await entityPatch(version)).data);
      const plain = await capture([written], () =>
        setEntryValue(store, scoped.slot, 'cfg-2', '3010', 'now', version),
      );
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(plain.result).toStrictEqual(entity.result);
      expect(plain.result).toStrictEqual({ ...scoped, value: '3010', lastModifiedAt: 'now', version: 4 });
    },
  );

  it('a failed condition: undefined, as before', async () => {
    const failed = new ConditionalCheckFailedException({
      message: 'The conditional request failed',
      $metadata: {},
    });
    const entity = await capture([failed], () => entityPatch(3));
    const plain = await capture([failed], () => setEntryValue(store, scoped.slot, 'cfg-2', '3010', 'now', 3));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toBeUndefined();
  });

  it('another failure passes through', async () => {
    const throttled = new Error('throttled');
    const plain = await capture([throttled], () => setEntryValue(store, scoped.slot, 'cfg-2', '3010', 'now'));
    expect(plain.result).toStrictEqual({ failed: throttled });
  });
});

describe('entry reads against the entities', () => {
  it.each(ENTRIES)('get of $slot: the entity’s consistent GetItem and parse', async (entry) => {
    const responses = [{ Item: itemOf(entry) }];
    const key = { ...store, slot: entry.slot };
    const entity = await capture(
      responses,
      async () => (await AccountingConfigEntity.get(key).go({ consistent: true })).data,
    );
    const plain = await capture(responses, () => getEntryBySlot(store, entry.slot));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(entry);
  });

  it.each([
    ['no item', {}],
    ['an item of another entity', { Item: { ...itemOf(scoped), __edb_e__: 'accountingConfigUid' } }],
  ])('get answers undefined for %s', async (_, response) => {
    const key = { ...store, slot: scoped.slot };
    const entity = await capture(
      [response],
      async () => (await AccountingConfigEntity.get(key).go({ consistent: true })).data,
    );
    const plain = await capture([response], () => getEntryBySlot(store, scoped.slot));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(entity.result).toBeNull();
    expect(plain.result).toBeUndefined();
  });

  it.each([
    [
      'a pointer',
      (e: EntryRecord) => ({ Item: AccountingConfigUidEntity.create(pointerOf(e)).params().Item }),
      'ACCOUNTNUMBER#PG#pg-cups#SALES#vat-25',
    ],
    ['no item', () => ({}), undefined],
    ['an entry’s item', (e: EntryRecord) => ({ Item: itemOf(e) }), undefined],
  ])('the slot of a uid, given %s: the entity’s GetItem', async (_, response, slot) => {
    const responses = [response(scoped)];
    const key = { ...store, accountingConfigUid: 'cfg-2' };
    const entity = await capture(
      responses,
      async () => (await AccountingConfigUidEntity.get(key).go({ consistent: true })).data?.slot,
    );
    const plain = await capture(responses, () => findSlot(store, 'cfg-2'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toBe(slot);
  });

  it.each(['', 'ACCOUNTNUMBER#', 'ACCOUNTNUMBER#PG#pg-cups#'])(
    'entries under %j: the entity’s consistent Query, every page, its entries only',
    async (prefix) => {
      const pointer = AccountingConfigUidEntity.create(pointerOf(scoped)).params().Item;
      const responses = [
        { Items: [itemOf(storeWide), pointer], LastEvaluatedKey: { pk: 'p', sk: 'CFG#x' } },
        { Items: [{ ...itemOf(scoped), __edb_v__: '2' }, itemOf(scoped)] },
      ];
      const query = AccountingConfigEntity.query.byStore(store).begins({ slot: prefix });
      const entity = await capture(
        responses,
        async () => (await query.go({ pages: 'all', consistent: true })).data,
      );
      const plain = await capture(responses, () => queryEntries(store, prefix));
      expect(plain.sent[0]!.input).toStrictEqual({
        ExclusiveStartKey: undefined,
        ...query.params({ consistent: true }),
      });
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(plain.result).toStrictEqual(entity.result);
      expect(plain.result).toStrictEqual(ENTRIES);
    },
  );

  it('entries by slots: the entity’s BatchGet of the unique slots, its entries by slot', async () => {
    const slots = [storeWide.slot, scoped.slot, 'TREATCODE#STORE#X#', scoped.slot];
    const responses = [
      {
        Responses: { 'unit-table': [itemOf(scoped), { ...itemOf(storeWide), __edb_e__: 'x' }] },
        UnprocessedKeys: {
          'unit-table': { Keys: [{ pk: 'T#T1#STORE#oslo#ACCOUNTING', sk: 'CFG#TREATCODE#STORE#X#' }] },
        },
      },
    ];
    const keys = slots.slice(0, 3).map((slot) => ({ ...store, slot }));
    const entity = await capture(responses, () => AccountingConfigEntity.get(keys).go({ consistent: true }));
    const plain = await capture(responses, () => getEntriesBySlots(store, slots));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect((entity.result as { data: unknown[] }).data).toStrictEqual([scoped, null]);
    expect(plain.result).toStrictEqual(new Map([[scoped.slot, scoped]]));
    expect(await capture([], () => getEntriesBySlots(store, []))).toStrictEqual({
      sent: [],
      result: new Map(),
    });
  });
});
