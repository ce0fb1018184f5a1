import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PricelistRecord } from '#functions/prices/pricelist.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { PricelistEntity } = await import('#functions/prices/pricelist.entity.ts');
const { PriceEntity } = await import('#functions/prices/price.entity.ts');
const { createPricelistOp, deletePricelistOp, getPricelist, listPricelists, replacePricelistOp } =
  await import('#functions/prices/pricelist.repository.ts');

// The prices function reads and writes pricelist items without ElectroDB: every call must be the
// one PricelistEntity makes. A pricelist has no optional attribute; its two types are covered.

/** A sale pricelist as createPricelist builds it. */
const retail: PricelistRecord = {
  tenantUid: 'T1',
  pricelistUid: 'retail-nok',
  name: 'Retail NOK',
  currency: 'NOK',
  type: 'SALE',
  createdAt: '2026-11-23T10:15:00.000Z',
  lastModifiedAt: '2026-11-23T10:15:00.000Z',
  version: 1,
};
/** A purchase pricelist renamed twice. */
const supplier: PricelistRecord = {
  ...retail,
  pricelistUid: 'supplier-eur',
  name: 'Supplier EUR 2027',
  currency: 'EUR',
  type: 'PURCHASE',
  lastModifiedAt: '2026-11-25T09:30:00.000Z',
  version: 3,
};
const PRICELISTS: [string, PricelistRecord][] = [
  ['sale', retail],
  ['purchase', supplier],
];

type Item = Record<string, unknown>;
const itemOf = (record: PricelistRecord) => PricelistEntity.create(record).params().Item as Item;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('pricelist writes against PricelistEntity', () => {
  it.each(PRICELISTS)(
    'create of the %s pricelist: the entity’s Put and not-exists condition',
    (_, record) => {
      const put = createPricelistOp(record).item.Put!;
      const entity = PricelistEntity.create(record).params();
      expect(put).toStrictEqual(entity);
      expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
    },
  );

  it.each(PRICELISTS)('replace of the %s pricelist: the entity’s Put and version condition', (_, record) => {
    const put = replacePricelistOp(record, record.version - 1).item.Put!;
    const entity = PricelistEntity.put(record)
      .where(({ version }, { eq }) => eq(version, record.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(PRICELISTS)('delete of the %s pricelist: the entity’s Delete at the version', (_, record) => {
    const key = { tenantUid: 'T1', pricelistUid: record.pricelistUid };
    const entity = PricelistEntity.delete(key)
      .where(({ version }, { eq }) => eq(version, record.version))
      .params();
    expect(deletePricelistOp('T1', record.pricelistUid, record.version).item.Delete).toStrictEqual(entity);
  });
});

describe('pricelist reads against PricelistEntity', () => {
  it.each(PRICELISTS)(
    'get of the %s pricelist: the entity’s consistent GetItem and parse',
    async (_, record) => {
      const responses = [{ Item: itemOf(record) }];
      const key = { tenantUid: 'T1', pricelistUid: record.pricelistUid };
      const entity = await capture(
        responses,
        async () => (await PricelistEntity.get(key).go({ consistent: true })).data,
      );
      const plain = await capture(responses, () => getPricelist('T1', record.pricelistUid));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(plain.sent[0]!.input).toStrictEqual(PricelistEntity.get(key).params({ consistent: true }));
      expect(plain.result).toStrictEqual(entity.result);
      expect(plain.result).toStrictEqual(record);
    },
  );

  it('get answers undefined for no item and for an item of another entity, as the entity does', async () => {
    const key = { tenantUid: 'T1', pricelistUid: 'retail-nok' };
    for (const response of [
      {},
      { Item: { ...itemOf(retail), __edb_e__: 'price' } },
      { Item: { ...itemOf(retail), __edb_v__: '2' } },
    ]) {
      const entity = await capture([response], () => PricelistEntity.get(key).go({ consistent: true }));
      const plain = await capture([response], () => getPricelist('T1', 'retail-nok'));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(entity.result).toEqual({ data: null });
      expect(plain.result).toBeUndefined();
    }
  });

  it('list: the entity’s Query of gsi1, every page, its pricelists only', async () => {
    const price = PriceEntity.create({
      tenantUid: 'T1',
      pricelistUid: 'retail-nok',
      productUid: 'prod-1',
      amount: 4990,
      quantityBreaks: [],
      createdAt: retail.createdAt,
      lastModifiedAt: retail.lastModifiedAt,
      version: 1,
    }).params().Item as Item;
    const foreign = { ...price, gsi1pk: 'T#T1#PRICELISTS', gsi1sk: 'PRICELIST#x' };
    const responses = [
      {
        Items: [itemOf(retail), foreign],
        LastEvaluatedKey: { pk: 'p', sk: 'PRICELIST', gsi1pk: 'g', gsi1sk: 's' },
      },
      // An item of another version of the entity, then a page of nothing but a key.
      {
        Items: [{ ...itemOf(retail), pricelistUid: 'old', __edb_v__: '0' }, itemOf(supplier)],
        LastEvaluatedKey: { pk: 'q', sk: 'PRICELIST', gsi1pk: 'g', gsi1sk: 't' },
      },
      { Items: [] },
    ];
    const plain = await capture(responses, () => listPricelists('T1'));
    const entity = await capture(
      responses,
      async () => (await PricelistEntity.query.byTenant({ tenantUid: 'T1' }).go({ pages: 'all' })).data,
    );
    const query = PricelistEntity.query.byTenant({ tenantUid: 'T1' }).params();
    expect(plain.sent).toStrictEqual([
      { command: 'QueryCommand', input: { ExclusiveStartKey: undefined, ...query } },
      { command: 'QueryCommand', input: { ExclusiveStartKey: responses[0]!.LastEvaluatedKey, ...query } },
      { command: 'QueryCommand', input: { ExclusiveStartKey: responses[1]!.LastEvaluatedKey, ...query } },
    ]);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual([retail, supplier]);
  });
});
