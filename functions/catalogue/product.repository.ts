import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { ProductEntity, ProductGtinEntity } from './product.entity.ts';
import type { ProductRecord } from './product.schema.ts';

/** The stored product, or undefined (also for another tenant's uid): one strongly consistent GetItem. */
export const getProduct = async (
  tenantUid: string,
  productUid: string,
): Promise<ProductRecord | undefined> => {
  const { data } = await ProductEntity.get({ tenantUid, productUid }).go({ consistent: true });
  return (data ?? undefined) as ProductRecord | undefined;
};

/** Several products by uid in BatchGets of 100 (ElectroDB splits and retries unprocessed keys). */
export const getProducts = async (
  tenantUid: string,
  productUids: readonly string[],
): Promise<Map<string, ProductRecord>> => {
  const unique = [...new Set(productUids)];
  if (unique.length === 0) return new Map();
  const { data } = await ProductEntity.get(unique.map((productUid) => ({ tenantUid, productUid }))).go({
    consistent: true,
  });
  return new Map(data.map((item) => [item.productUid, item as ProductRecord]));
};

const concurrent = (uid: string) =>
  new ConflictError(`product '${uid}' was changed concurrently; read it again and retry`);

/** Put of a new product; a used uid is a 409 naming it. */
export const createProductOp = (record: ProductRecord, path = 'body'): TransactOp => ({
  item: { Put: ProductEntity.create(record).params() },
  onConditionFailed: () =>
    new ConflictError(`product '${record.productUid}' already exists`, {
      errors: [{ path: `${path}.productUid`, message: `'${record.productUid}' already exists` }],
    }),
});

/** Full replacement of a product, conditional on the version that was read. */
export const replaceProductOp = (record: ProductRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: ProductEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () => concurrent(record.productUid),
});

/** Delete of a product, conditional on the version that was read. */
export const deleteProductOp = (p: ProductRecord): TransactOp => ({
  item: {
    Delete: ProductEntity.delete({ tenantUid: p.tenantUid, productUid: p.productUid })
      .where(({ version }, { eq }) => eq(version, p.version))
      .params(),
  },
  onConditionFailed: () => concurrent(p.productUid),
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
              Put: ProductGtinEntity.create({
                tenantUid: next!.tenantUid,
                gtin: g.gtin,
                productUid: next!.productUid,
                createdAt: next!.lastModifiedAt,
                lastModifiedAt: next!.lastModifiedAt,
                version: 1,
              }).params(),
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
        item: { Delete: ProductGtinEntity.delete({ tenantUid: before!.tenantUid, gtin }).params() },
      }),
    );
  return [...claims, ...releases];
};
