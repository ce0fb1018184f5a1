import { randomUUID } from 'node:crypto';
import { withEvents } from '#events/outbox.ts';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import {
  type ChangesPagedList,
  type ChangesPagingInput,
  changesRequest,
} from '#shared/http/changes-paging.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { resolvePage } from '#shared/http/paging.ts';
import { readIndexed } from '#shared/search/pending.ts';
import { deleteProductOp, gtinOps } from './product.repository.ts';
import { type ProductRecord, type ProductResponseValue, toProductResponse } from './product.schema.ts';
import { productDeleted } from './product-events.ts';
import { productGroupSubtrees } from './product-group-read.ts';
import type { CreateProductInput, ProductSearchInput, UpdateProductInput } from './product-input.schema.ts';
import { deleteMediaOp, queryMedia } from './product-media.repository.ts';
import { loadProduct } from './product-read.ts';
import { mergeProduct } from './product-rules.ts';
import { findProductChanges, findProductPage, variantOf } from './product-search.repository.ts';
import { PRODUCTS_TABLE } from './product-search.table.ts';
import { assertReferences, loadReferences, productMarker, productWriteOps } from './product-write.service.ts';

/**
 * Product use cases. Every write carries its PRODUCT_* event in the same transaction; an update
 * that changes nothing writes nothing and emits nothing. Reading one product lives in
 * product-read.ts.
 */

export const createProduct = async (tenantUid: string, input: CreateProductInput) => {
  const productUid = input.productUid ?? randomUUID();
  const next = mergeProduct(undefined, input, { tenantUid, productUid, now: nowIso() });
  await assertReferences(undefined, next, await loadReferences(tenantUid, [{ before: undefined, next }]));
  await commit(productWriteOps(undefined, next)!);
  return toProductResponse(next);
};

/** Partial update; If-Match (`expectedVersion`) is a 412 when the product moved on. */
export const updateProduct = async (
  tenantUid: string,
  productUid: string,
  input: UpdateProductInput,
  expectedVersion?: number,
): Promise<Versioned<ProductResponseValue>> => {
  const current = await loadProduct(tenantUid, productUid);
  assertVersion(expectedVersion, current, `product '${productUid}'`);
  const next = mergeProduct(current, input, { tenantUid, productUid, now: nowIso() });
  const ops = productWriteOps(current, next);
  if (!ops) return { body: toProductResponse(current), version: current.version };
  await assertReferences(current, next, await loadReferences(tenantUid, [{ before: current, next }]));
  await commit(ops);
  return { body: toProductResponse(next), version: next.version };
};

/** Deletes the product with its gtin claims and media. A master with variants is a 409. */
export const deleteProduct = async (tenantUid: string, productUid: string): Promise<void> => {
  const product = await loadProduct(tenantUid, productUid);
  if (product.productType === 'CONFIGURABLE') {
    const variant = await variantOf(tenantUid, productUid);
    if (variant) {
      throw new ConflictError(`product '${productUid}' has variants (e.g. '${variant}'); delete them first`);
    }
  }
  const media = await queryMedia(tenantUid, productUid);
  await commit(
    withEvents(
      [
        deleteProductOp(product),
        ...gtinOps(product, undefined),
        ...media.map(deleteMediaOp),
        productMarker(product, true),
      ],
      [productDeleted(product)],
    ),
  );
};

/**
 * Search, read-your-writes: the read model first takes in the tenant's latest product writes.
 * `productGroupUids` match their groups and every group below them (the tree is read once).
 */
export const searchProducts = async (
  tenantUid: string,
  search: ProductSearchInput,
  paging: ChangesPagingInput,
) => {
  const { productGroupUids, ...rest } = search;
  const changes = changesRequest(paging, 'updatedAt');
  const groupUids = productGroupUids ? await productGroupSubtrees(tenantUid, productGroupUids) : undefined;
  const filter = { ...rest, ...(groupUids ? { groupUids } : {}) };
  // With updatedSince or cursor in the query: the changes since (shared/search/changes-page.ts).
  const found: ChangesPagedList<ProductRecord> = await readIndexed(tenantUid, [PRODUCTS_TABLE], () =>
    changes
      ? findProductChanges(tenantUid, filter, changes)
      : findProductPage(tenantUid, filter, resolvePage(paging, { sortBy: 'name' })),
  );
  return { items: found.items.map(toProductResponse), paging: found.paging };
};
