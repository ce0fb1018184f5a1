import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceRecord } from '#functions/prices/price.schema.ts';
import type { PricelistRecord } from '#functions/prices/pricelist.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { PriceEntity } = await import('#functions/prices/price.entity.ts');
const { PricelistEntity } = await import('#functions/prices/pricelist.entity.ts');
const { priceFromInput } = await import('#functions/prices/price-rules.ts');
const { PRICE_SK_PREFIX } = await import('#functions/prices/price-items.ts');
const { deletePriceOp, getPricelistsWithPrices, priceOf, pricePage, putPriceOp } = await import(
  '#functions/prices/price.repository.ts'
);

// The prices function writes price items without ElectroDB: every write must be the one
// PriceEntity makes, and every item read must come back as the entity parses it.

const at = (productUid: string, version: number) => ({
  tenantUid: 'T1',
  pricelistUid: 'retail-nok',
  productUid,
  createdAt: '2026-11-23T10:15:00.000Z',
  lastModifiedAt: '2026-11-24T08:00:00.000Z',
  version,
});
/** A price as putPrice builds it from a bare amount: no validity (held as undefined), no breaks. */
const bare: PriceRecord = { ...at('prod-1', 1), ...priceFromInput({ amount: 4990, quantityBreaks: [] }) };
/** A price valid in a window with quantity breaks: every optional attribute set. */
const windowed: PriceRecord = {
  ...at('prod-2', 3),
  ...priceFromInput({
    amount: 4990,
    validFrom: '2026-12-01T00:00:00.000Z',
    validTo: '2027-01-01T00:00:00.000Z',
    quantityBreaks: [
      { minQuantity: 24, amount: 3990 },
      { minQuantity: 6, amount: 4490 },
    ],
  }),
};
/** A price open towards the future: validFrom set, validTo absent from the record. */
const opened: PriceRecord = {
  ...at('prod-3', 2),
  amount: 0,
  validFrom: '2026-12-01T00:00:00.000Z',
  quantityBreaks: [{ minQuantity: 2, amount: 0 }],
};
const PRICES: [string, PriceRecord][] = [
  ['bare', bare],
  ['windowed', windowed],
  ['opened', opened],
];
const pricelist: PricelistRecord = {
  tenantUid: 'T1',
  pricelistUid: 'retail-nok',
  name: 'Retail NOK',
  currency: 'NOK',
  type: 'SALE',
  createdAt: '2026-11-23T10:15:00.000Z',
  lastModifiedAt: '2026-11-23T10:15:00.000Z',
  version: 1,
};

type Item = Record<string, unknown>;
const itemOf = (price: PriceRecord) => PriceEntity.create(price).params().Item as Item;
const parsed = (item: Item) => PriceEntity.parse({ Item: item }).data;
const keyOf = (price: PriceRecord) =>
  PriceEntity.get({
    tenantUid: 'T1',
    pricelistUid: price.pricelistUid,
    productUid: price.productUid,
  }).params().Key;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('price writes against PriceEntity', () => {
  it('the records cover validity set and unset and quantity breaks present and absent', () => {
    expect(Object.hasOwn(bare, 'validFrom')).toBe(true);
    expect(Object.keys(itemOf(bare))).not.toContain('validFrom');
    expect(Object.keys(itemOf(opened))).not.toContain('validTo');
    expect(itemOf(windowed)).toMatchObject({ validFrom: windowed.validFrom, validTo: windowed.validTo });
    expect(itemOf(bare)).toMatchObject({ quantityBreaks: [] });
  });

  it.each(PRICES)('create of the %s price: the entity’s Put and not-exists condition', (_, price) => {
    const put = putPriceOp(price, undefined).item.Put!;
    const entity = PriceEntity.create(price).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(PRICES)('replace of the %s price: the entity’s Put and version condition', (_, price) => {
    const put = putPriceOp(price, price.version - 1).item.Put!;
    const entity = PriceEntity.put(price)
      .where(({ version }, { eq }) => eq(version, price.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(PRICES)('delete of the %s price: the entity’s Delete at the record’s version', (_, price) => {
    const entity = PriceEntity.delete({
      tenantUid: price.tenantUid,
      pricelistUid: price.pricelistUid,
      productUid: price.productUid,
    })
      .where(({ version }, { eq }) => eq(version, price.version))
      .params();
    expect(deletePriceOp(price).item.Delete).toStrictEqual(entity);
  });
});

describe('price reads against PriceEntity', () => {
  it('the BatchGet asks for the entities’ keys and parses their items as the entities do', async () => {
    const listItem = PricelistEntity.create(pricelist).params().Item as Item;
    const response = { Responses: { 'unit-table': [listItem, itemOf(bare), itemOf(windowed)] } };
    const { sent, result } = await capture([response], () =>
      getPricelistsWithPrices('T1', ['retail-nok'], ['prod-1', 'prod-2', 'prod-9']),
    );
    const listKey = PricelistEntity.get({ tenantUid: 'T1', pricelistUid: 'retail-nok' }).params().Key;
    const priceKeys = ['prod-1', 'prod-2', 'prod-9'].map((productUid) => keyOf({ ...bare, productUid }));
    expect(sent).toStrictEqual([
      {
        command: 'BatchGetCommand',
        input: { RequestItems: { 'unit-table': { Keys: [listKey, ...priceKeys], ConsistentRead: true } } },
      },
    ]);
    const found = result as Awaited<ReturnType<typeof getPricelistsWithPrices>>;
    expect(found.pricelists.get('retail-nok')).toStrictEqual(PricelistEntity.parse({ Item: listItem }).data);
    expect(found.pricelists.get('retail-nok')).toStrictEqual(pricelist);
    expect(found.prices.get(priceOf('retail-nok', 'prod-1'))).toStrictEqual(parsed(itemOf(bare)));
    expect(found.prices.get(priceOf('retail-nok', 'prod-2'))).toStrictEqual(parsed(itemOf(windowed)));
    expect(found.prices.get(priceOf('retail-nok', 'prod-2'))).toStrictEqual(windowed);
    expect(found.prices.has(priceOf('retail-nok', 'prod-9'))).toBe(false);
  });

  it('a page parses each price as the entity does, page after page', async () => {
    const responses = [
      { Items: [itemOf(bare)], LastEvaluatedKey: keyOf(bare) },
      { Items: [itemOf(windowed), itemOf(opened)] },
    ];
    const { sent, result } = await capture(responses, () => pricePage('T1', 'retail-nok', undefined, 3));
    expect(sent.map(({ input }) => input)).toMatchObject([
      { ExpressionAttributeValues: { ':from': PRICE_SK_PREFIX }, Limit: 3 },
      { ExclusiveStartKey: keyOf(bare), Limit: 2 },
    ]);
    expect(result).toStrictEqual({
      items: [itemOf(bare), itemOf(windowed), itemOf(opened)].map(parsed),
      next: null,
    });
  });

  it('a page after a product seeks from that product’s key, as the entity writes it', async () => {
    const { sent } = await capture([{ Items: [] }], () => pricePage('T1', 'retail-nok', 'prod-2', 10));
    expect(sent[0]!.input).toMatchObject({
      ExpressionAttributeValues: { ':pk': keyOf(windowed).pk, ':from': keyOf(windowed).sk },
    });
  });
});
