import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreRecord } from '#functions/stores/store.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { StoreEntity } = await import('#functions/stores/store.entity.ts');
const { mergeStore } = await import('#functions/stores/store-rules.ts');
const { createStoreOp, deleteStoreOp, getStore, listStores, replaceStoreOp } = await import(
  '#functions/stores/store.repository.ts'
);

// The stores function, and the areas that read a store through its service, read and write store
// items without ElectroDB: every call must be the one StoreEntity makes.

// Records as the service builds them (mergeStore): an optional reference or metadata that is not
// set is a member with the value undefined, which neither the entity nor the plain put writes.
const at = (storeUid: string, now: string) => ({ tenantUid: 'T1', storeUid, now });
/** Created with the required fields only: no pricelists, no default warehouse, no metadata. */
const bare = mergeStore(
  undefined,
  { name: 'Bergen', number: '102', currency: 'NOK', timezone: 'Europe/Oslo' },
  at('bergen', '2026-11-23T10:15:00.000Z'),
);
/** Created with every optional attribute and an address with a VAT number. */
const full = mergeStore(
  undefined,
  {
    name: 'Oslo Sentrum',
    number: '101',
    currency: 'NOK',
    timezone: 'Europe/Oslo',
    address: { address: 'Karl Johans gate 1', city: 'Oslo', countryCode: 'NO', vatNumber: 'NO999999999MVA' },
    pricelistUid: 'retail-nok',
    purchasePricelistUid: 'purchase-nok',
    defaultWarehouseUid: 'backroom',
    metadata: { erpId: 'S-101' },
  },
  at('oslo-sentrum', '2026-11-23T10:15:00.000Z'),
);
/** The full store after an update that cleared a pricelist and its only metadata key. */
const cleared = mergeStore(
  full,
  { pricelistUid: '', metadata: { erpId: '' } },
  at('oslo-sentrum', '2026-11-24T08:00:00.000Z'),
);
const STORES: [string, StoreRecord][] = [
  ['bare', bare],
  ['full', full],
  ['cleared', cleared],
];

const itemOf = (store: StoreRecord) => StoreEntity.create(store).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('store writes against StoreEntity', () => {
  it('the records cover optional attributes absent, present and cleared', () => {
    expect(Object.keys(itemOf(bare))).not.toContain('pricelistUid');
    expect(itemOf(full)).toMatchObject({ pricelistUid: 'retail-nok', metadata: { erpId: 'S-101' } });
    expect(Object.keys(itemOf(cleared))).not.toContain('pricelistUid');
    expect(Object.keys(itemOf(cleared))).not.toContain('metadata');
    expect(itemOf(cleared)).toMatchObject({ purchasePricelistUid: 'purchase-nok', version: 2 });
  });

  it.each(STORES)('create of the %s store: the entity’s Put and not-exists condition', (_, store) => {
    const put = createStoreOp(store).item.Put!;
    const entity = StoreEntity.create(store).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(STORES)('replace of the %s store: the entity’s Put and version condition', (_, store) => {
    const put = replaceStoreOp(store, 1).item.Put!;
    const entity = StoreEntity.put(store)
      .where(({ version }, { eq }) => eq(version, 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it('delete: the entity’s Delete and version condition', () => {
    const entity = StoreEntity.delete({ tenantUid: 'T1', storeUid: 'oslo-sentrum' })
      .where(({ version }, { eq }) => eq(version, 2))
      .params();
    expect(deleteStoreOp('T1', 'oslo-sentrum', 2).item.Delete).toStrictEqual(entity);
  });
});

describe('store reads against StoreEntity', () => {
  it.each(STORES)('get of the %s store: the entity’s consistent GetItem and parse', async (_, store) => {
    const item = itemOf(store);
    const { sent, result } = await capture([{ Item: item }], () => getStore('T1', store.storeUid));
    expect(sent).toStrictEqual([
      {
        command: 'GetCommand',
        input: StoreEntity.get({ tenantUid: 'T1', storeUid: store.storeUid }).params({ consistent: true }),
      },
    ]);
    expect(result).toStrictEqual(StoreEntity.parse({ Item: item }).data);
    expect(result).toEqual(store);
  });

  it('get answers undefined for no item and for an item of another entity, as the entity does', async () => {
    for (const response of [{}, { Item: { ...itemOf(full), __edb_e__: 'warehouse' } }]) {
      const entity = await capture([response], () =>
        StoreEntity.get({ tenantUid: 'T1', storeUid: 'oslo-sentrum' }).go({ consistent: true }),
      );
      const plain = await capture([response], () => getStore('T1', 'oslo-sentrum'));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(entity.result).toEqual({ data: null });
      expect(plain.result).toBeUndefined();
    }
  });

  it('list: the entity’s Query of gsi1, every page, its stores only', async () => {
    const foreign = { ...itemOf(full), storeUid: 'x', __edb_e__: 'warehouse' };
    const responses = [
      {
        Items: [itemOf(bare), foreign],
        LastEvaluatedKey: { pk: 'p', sk: 'STORE', gsi1pk: 'g', gsi1sk: 's' },
      },
      { Items: [itemOf(cleared)] },
    ];
    const plain = await capture(responses, () => listStores('T1'));
    const entity = await capture(
      responses,
      async () => (await StoreEntity.query.byTenant({ tenantUid: 'T1' }).go({ pages: 'all' })).data,
    );
    const query = StoreEntity.query.byTenant({ tenantUid: 'T1' }).params();
    expect(plain.sent).toStrictEqual([
      { command: 'QueryCommand', input: { ExclusiveStartKey: undefined, ...query } },
      { command: 'QueryCommand', input: { ExclusiveStartKey: responses[0]!.LastEvaluatedKey, ...query } },
    ]);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(StoreEntity.parse({ Items: [itemOf(bare), itemOf(cleared)] }).data);
    expect(plain.result).toEqual([bare, cleared]);
  });
});
