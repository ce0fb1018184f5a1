import { tableName } from '#shared/db/client.ts';
import {
  createPut,
  getRecord,
  type PlainEntity,
  replacePut,
  versionedDelete,
} from '#shared/db/plain-entity.ts';
import { batchGetRecords } from '#shared/db/plain-entity-batch.ts';
import type { TransactItem, TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { ProductRecord } from './product.schema.ts';

/**
 * I/O of products and their gtin claims. The items are ProductEntity's and ProductGtinEntity's
 * (product.entity.ts), read and written with plain DocumentClient calls so that the catalogue and
 * the areas that read a product (tills, saf-t, sales, inventory) bundle no ElectroDB
 * (docs/decisions/bundles.md); test/unit/catalogue/product-repository.test.ts compares every call
 * with the entities'.
 */

type ProductKey = 'tenantUid' | 'productUid';

/** ProductEntity's item: its identifiers, attributes (in the model's order) and key template. */
const PRODUCT_ITEM: PlainEntity<ProductRecord, ProductKey> & { keyAttributes: readonly ProductKey[] } = {
  identifiers: { __edb_e__: 'product', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    productUid: 'required',
    sku: 'required',
    name: 'required',
    productType: 'required',
    description: 'optional',
    brand: 'optional',
    unit: 'optional',
    active: 'required',
    productGroupUid: 'optional',
    parentProductUid: 'optional',
    vatCodeUid: 'optional',
    vatRate: 'optional',
    costPrice: 'optional',
    gtins: 'optional',
    defaultPrice: 'optional',
    allowedActions: 'optional',
    productProperties: 'optional',
    properties: 'optional',
    components: 'optional',
    metadata: 'optional',
    coverImage: 'optional',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, productUid }) => ({ pk: `T#${tenantUid}#PRODUCT#${productUid}`, sk: 'PRODUCT' }),
  keyAttributes: ['tenantUid', 'productUid'],
};

/** A gtin claim as ProductGtinEntity stores it. */
type GtinClaim = {
  tenantUid: string;
  gtin: string;
  productUid: string;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

/** ProductGtinEntity's item. */
const GTIN_ITEM: PlainEntity<GtinClaim, 'tenantUid' | 'gtin'> = {
  identifiers: { __edb_e__: 'productGtin', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    gtin: 'required',
    productUid: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, gtin }) => ({ pk: `T#${tenantUid}#GTIN#${gtin}`, sk: 'GTIN' }),
};

/** The stored product, or undefined (also for another tenant's uid): one strongly consistent GetItem. */
export const getProduct = (tenantUid: string, productUid: string): Promise<ProductRecord | undefined> =>
  getRecord(PRODUCT_ITEM, { tenantUid, productUid });

/**
 * Several products by uid in BatchGets of 100, as ElectroDB's batch get read them: keys DynamoDB
 * leaves unprocessed are not asked again (their products are missing from the map), and an item
 * that is not a product's is left out.
 */
export const getProducts = async (
  tenantUid: string,
  productUids: readonly string[],
): Promise<Map<string, ProductRecord>> => {
  const unique = [...new Set(productUids)];
  if (unique.length === 0) return new Map();
  const { data } = await batchGetRecords(
    PRODUCT_ITEM,
    unique.map((productUid) => ({ tenantUid, productUid })),
  );
  return new Map(data.flatMap((item) => (item ? [[item.productUid, item] as const] : [])));
};

const concurrent = (uid: string) =>
  new ConflictError(`product '${uid}' was changed concurrently; read it again and retry`);

/** Put of a new product; a used uid is a 409 naming it. */
export const createProductOp = (record: ProductRecord, path = 'body'): TransactOp => ({
  item: { Put: createPut(PRODUCT_ITEM, record) },
  onConditionFailed: () =>
    new ConflictError(`product '${record.productUid}' already exists`, {
      errors: [{ path: `${path}.productUid`, message: `'${record.productUid}' already exists` }],
    }),
});

/** Full replacement of a product, conditional on the version that was read. */
export const replaceProductOp = (record: ProductRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(PRODUCT_ITEM, record, expectedVersion) },
  onConditionFailed: () => concurrent(record.productUid),
});

/** Delete of a product, conditional on the version that was read. */
export const deleteProductOp = (p: ProductRecord): TransactOp => ({
  item: { Delete: versionedDelete(PRODUCT_ITEM, p, p.version) },
  onConditionFailed: () => concurrent(p.productUid),
});

/** The Delete of `ProductGtinEntity.delete(key).params()`: unconditional. */
const releaseDelete = (tenantUid: string, gtin: string): NonNullable<TransactItem['Delete']> => ({
  Key: GTIN_ITEM.key({ tenantUid, gtin }),
  TableName: tableName(),
});

/**
 * The gtin claims of a write: a claim for every gtin `next` adds (conditional: a gtin another
 * product holds is a 409 naming it) and a release of every gtin it drops.
 */
export const gtinOps = (
  before: ProductRecord | undefined,
  next: ProductRecord | undefined,
  path = 'body',
): TransactOp[] => {
  const had = new Set((before?.gtins ?? []).map((g) => g.gtin));
  const has = new Set((next?.gtins ?? []).map((g) => g.gtin));
  const claims = (next?.gtins ?? []).flatMap((g, i): TransactOp[] =>
    had.has(g.gtin)
      ? []
      : [
          {
            item: {
              Put: createPut(GTIN_ITEM, {
                tenantUid: next!.tenantUid,
                gtin: g.gtin,
                productUid: next!.productUid,
                createdAt: next!.lastModifiedAt,
                lastModifiedAt: next!.lastModifiedAt,
                version: 1,
              }),
            },
            onConditionFailed: () =>
              new ConflictError(`gtin '${g.gtin}' belongs to another product of the tenant`, {
                errors: [
                  { path: `${path}.gtins.${i}.gtin`, message: `'${g.gtin}' belongs to another product` },
                ],
              }),
          },
        ],
  );
  const releases = [...had]
    .filter((gtin) => !has.has(gtin))
    .map(
      (gtin): TransactOp => ({
        item: { Delete: releaseDelete(before!.tenantUid, gtin) },
      }),
    );
  return [...claims, ...releases];
};
