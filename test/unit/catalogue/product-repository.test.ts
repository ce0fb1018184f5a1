import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductRecord } from '#functions/catalogue/product.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { ProductEntity, ProductGtinEntity } = await import('#functions/catalogue/product.entity.ts');
const { createProductOp, deleteProductOp, getProduct, getProducts, gtinOps, replaceProductOp } = await import(
  '#functions/catalogue/product.repository.ts'
);

// Products are read and written without ElectroDB (by the catalogue and by every area that reads
// one): every call must be the one ProductEntity and ProductGtinEntity make.

/** A product with its required attributes only. */
const bare: ProductRecord = {
  tenantUid: 'T1',
  productUid: 'prod-1',
  sku: 'SKU-1',
  name: 'Espresso cup',
  productType: 'STOCK',
  active: true,
  createdAt: '2026-11-23T10:15:00.000Z',
  lastModifiedAt: '2026-11-23T10:15:00.000Z',
  version: 1,
};
/** A product with every optional attribute set, empty lists among them. */
const full: ProductRecord = {
  ...bare,
  productUid: 'prod-2',
  productType: 'PACKAGE_FIXED',
  description: 'Porcelain, 90 ml',
  brand: 'Nordlys',
  unit: 'pcs',
  active: false,
  productGroupUid: 'pg-cups',
  parentProductUid: '',
  gtins: [
    { gtin: '7040000000421', primary: true, type: 'EAN13' },
    { gtin: '7040000000438', primary: false, type: 'EAN13' },
  ],
  vatCodeUid: 'vat-25',
  vatRate: 2500,
  costPrice: 0,
  defaultPrice: { amount: 9900, currency: 'NOK' },
  allowedActions: ['QUANTITY_SOLD', 'DISCOUNT'],
  productProperties: [],
  properties: [{ uid: 'p-1', key: 'material', value: 'porcelain' }],
  components: [{ productUid: 'prod-1', quantity: 2 }],
  metadata: { erpId: 'A-10042' },
  coverImage: { productMediaUid: 'm-1', mainUrl: 'https://cdn/c.jpg', thumbnailUrl: 'https://cdn/c-200.jpg' },
  lastModifiedAt: '2026-11-24T08:00:00.000Z',
  version: 5,
};
/** A product merged field by field: unset optional attributes held as undefined. */
const merged = {
  ...bare,
  productUid: 'prod-3',
  description: undefined,
  gtins: undefined,
  allowedActions: [],
  coverImage: undefined,
} as ProductRecord;
const PRODUCTS = [bare, full, merged];

const itemOf = (product: ProductRecord) =>
  ProductEntity.create(product).params().Item as Record<string, unknown>;
const stored = (product: ProductRecord) => JSON.parse(JSON.stringify(product)) as ProductRecord;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('product writes against ProductEntity', () => {
  it.each(PRODUCTS)('create of $productUid: the entity’s Put, attributes in its order', (product) => {
    const put = createProductOp(product).item.Put!;
    const entity = ProductEntity.create(product).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(PRODUCTS)('replace of $productUid: the entity’s Put and version condition', (product) => {
    const put = replaceProductOp(product, 4).item.Put!;
    const entity = ProductEntity.put(product)
      .where(({ version }, { eq }) => eq(version, 4))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(PRODUCTS)('delete of $productUid: the entity’s Delete at the record’s version', (product) => {
    const entity = ProductEntity.delete({ tenantUid: 'T1', productUid: product.productUid })
      .where(({ version }, { eq }) => eq(version, product.version))
      .params();
    expect(deleteProductOp(product).item.Delete).toStrictEqual(entity);
  });
});

describe('gtin claims against ProductGtinEntity', () => {
  it('a claim for each added gtin and a release for each dropped one: the entity’s Put and Delete', () => {
    const before = {
      ...full,
      gtins: [
        { gtin: '7040000000438', primary: true, type: 'EAN13' },
        { gtin: 'old', primary: false, type: 'EAN8' },
      ],
    };
    const ops = gtinOps(before, full);
    const claim = (gtin: string) =>
      ProductGtinEntity.create({
        tenantUid: 'T1',
        gtin,
        productUid: 'prod-2',
        createdAt: full.lastModifiedAt,
        lastModifiedAt: full.lastModifiedAt,
        version: 1,
      }).params();
    expect(ops.map((op) => op.item)).toStrictEqual([
      { Put: claim('7040000000421') },
      { Delete: ProductGtinEntity.delete({ tenantUid: 'T1', gtin: 'old' }).params() },
    ]);
    expect(Object.keys(ops[0]!.item.Put!.Item!)).toEqual(Object.keys(claim('7040000000421').Item));
  });

  it('a new product claims every gtin; a deleted one releases every gtin', () => {
    expect(gtinOps(undefined, full).map((op) => op.item.Put)).toStrictEqual(
      full.gtins!.map(({ gtin }) =>
        ProductGtinEntity.create({
          tenantUid: 'T1',
          gtin,
          productUid: 'prod-2',
          createdAt: full.lastModifiedAt,
          lastModifiedAt: full.lastModifiedAt,
          version: 1,
        }).params(),
      ),
    );
    expect(gtinOps(full, undefined).map((op) => op.item.Delete)).toStrictEqual(
      full.gtins!.map(({ gtin }) => ProductGtinEntity.delete({ tenantUid: 'T1', gtin }).params()),
    );
  });
});

describe('product reads against ProductEntity', () => {
  it.each(PRODUCTS)('get of $productUid: the entity’s consistent GetItem and parse', async (product) => {
    const responses = [{ Item: itemOf(product) }];
    const key = { tenantUid: 'T1', productUid: product.productUid };
    const entity = await capture(
      responses,
      async () => (await ProductEntity.get(key).go({ consistent: true })).data,
    );
    const plain = await capture(responses, () => getProduct('T1', product.productUid));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(stored(product));
  });

  it.each([
    ['no item', {}],
    ['an item of another entity', { Item: { ...itemOf(full), __edb_e__: 'productMedia' } }],
    ['an item of another version', { Item: { ...itemOf(full), __edb_v__: '2' } }],
  ])('get answers undefined for %s, where the entity answers null', async (_, response) => {
    const key = { tenantUid: 'T1', productUid: 'prod-2' };
    const entity = await capture(
      [response],
      async () => (await ProductEntity.get(key).go({ consistent: true })).data,
    );
    const plain = await capture([response], () => getProduct('T1', 'prod-2'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(entity.result).toBeNull();
    expect(plain.result).toBeUndefined();
  });

  it('several: the entity’s BatchGets of 100 over the unique uids, its products by uid', async () => {
    const uids = Array.from({ length: 130 }, (_, i) => `prod-${i + 1}`);
    const keys = uids.map((productUid) => ({ tenantUid: 'T1', productUid }));
    const responses = [
      // A later key answered first; a key left unprocessed (prod-4) is not asked again.
      {
        Responses: { 'unit-table': [itemOf(full), itemOf(bare)] },
        UnprocessedKeys: { 'unit-table': { Keys: [{ pk: 'T#T1#PRODUCT#prod-4', sk: 'PRODUCT' }] } },
      },
      { Responses: { 'unit-table': [itemOf({ ...merged, productUid: 'prod-130' })] }, UnprocessedKeys: {} },
    ];
    const entity = await capture(responses, () => ProductEntity.get(keys).go({ consistent: true }));
    const plain = await capture(responses, () => getProducts('T1', [...uids, 'prod-2', 'prod-1']));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    const { data, unprocessed } = entity.result as { data: ProductRecord[]; unprocessed: unknown[] };
    expect(unprocessed).toStrictEqual([{ tenantUid: 'T1', productUid: 'prod-4' }]);
    expect(plain.result).toStrictEqual(new Map(data.map((p) => [p.productUid, p])));
    expect([...(plain.result as Map<string, ProductRecord>).keys()]).toEqual([
      'prod-2',
      'prod-1',
      'prod-130',
    ]);
  });

  it('several: an item that is not a product’s is left out (the entity answers null for it)', async () => {
    const responses = [
      {
        Responses: { 'unit-table': [{ ...itemOf(full), __edb_v__: '2' }, itemOf(bare)] },
        UnprocessedKeys: {},
      },
    ];
    const keys = [
      { tenantUid: 'T1', productUid: 'prod-1' },
      { tenantUid: 'T1', productUid: 'prod-2' },
    ];
    const entity = await capture(responses, () => ProductEntity.get(keys).go({ consistent: true }));
    const plain = await capture(responses, () => getProducts('T1', ['prod-1', 'prod-2']));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect((entity.result as { data: unknown[] }).data).toStrictEqual([null, bare]);
    expect(plain.result).toStrictEqual(new Map([['prod-1', bare]]));
  });

  it('several of none: no request', async () => {
    const plain = await capture([], () => getProducts('T1', []));
    expect(plain).toStrictEqual({ sent: [], result: new Map() });
  });
});
