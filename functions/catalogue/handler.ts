import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import * as products from './product.service.ts';
import { importProducts } from './product-batch.service.ts';
import * as groups from './product-group.service.ts';
import * as media from './product-media.service.ts';
import { readVersionedProduct } from './product-read.ts';
import { routes } from './routes.ts';

/**
 * Thin adapter: every operation calls one use case; deletes answer 204 with no body. Groups,
 * products and media send their version as ETag and take If-Match on PUT (412 when stale).
 */
const ok = async (work: Promise<unknown>) => ({ body: await work });
const done = async (work: Promise<void>) => {
  await work;
  return {};
};

export const handler = createHttpHandler(routes, {
  createProductGroup: ({ params: p, body }) => ok(groups.createProductGroup(p.tenantUid, body)),
  listProductGroups: ({ params: p, query }) => ok(groups.listProductGroups(p.tenantUid, query)),
  getProductGroup: async ({ params: p }) =>
    withEtag(await groups.readProductGroup(p.tenantUid, p.productGroupUid)),
  updateProductGroup: async ({ params: p, body, headers }) =>
    withEtag(
      await groups.updateProductGroup(
        p.tenantUid,
        p.productGroupUid,
        body,
        ifMatchVersion(headers['if-match'], 'product group'),
      ),
    ),
  deleteProductGroup: ({ params: p }) => done(groups.deleteProductGroup(p.tenantUid, p.productGroupUid)),

  createProduct: ({ params: p, body }) => ok(products.createProduct(p.tenantUid, body)),
  listProducts: ({ params: p, query }) => ok(products.searchProducts(p.tenantUid, {}, query)),
  searchProducts: ({ params: p, query, body }) => ok(products.searchProducts(p.tenantUid, body, query)),
  importProducts: ({ params: p, body }) => ok(importProducts(p.tenantUid, body.products)),
  getProduct: async ({ params: p }) => withEtag(await readVersionedProduct(p.tenantUid, p.productUid)),
  updateProduct: async ({ params: p, body, headers }) =>
    withEtag(
      await products.updateProduct(
        p.tenantUid,
        p.productUid,
        body,
        ifMatchVersion(headers['if-match'], 'product'),
      ),
    ),
  deleteProduct: ({ params: p }) => done(products.deleteProduct(p.tenantUid, p.productUid)),

  listProductMedia: ({ params: p }) => ok(media.listMedia(p.tenantUid, p.productUid)),
  createProductMedia: ({ params: p, body }) => ok(media.createMedia(p.tenantUid, p.productUid, body)),
  getProductMedia: async ({ params: p }) =>
    withEtag(await media.readMedia(p.tenantUid, p.productUid, p.productMediaUid)),
  updateProductMedia: async ({ params: p, body, headers }) =>
    withEtag(
      await media.updateMedia(
        p.tenantUid,
        p.productUid,
        p.productMediaUid,
        body,
        ifMatchVersion(headers['if-match'], 'product media'),
      ),
    ),
  deleteProductMedia: ({ params: p }) =>
    done(media.deleteMedia(p.tenantUid, p.productUid, p.productMediaUid)),
});
