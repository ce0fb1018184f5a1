import * as z from 'zod/mini';
import { changesNote, changesPagedList, changesPagingQuery } from '#shared/http/changes-paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { Problem } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { CATALOGUE_READ, CATALOGUE_WRITE } from './catalogue-access.ts';
import { ProductResponse } from './product.schema.ts';
import {
  CreateProductBody,
  PRODUCT_SORT,
  ProductBatchBody,
  ProductSearchBody,
  UpdateProductBody,
} from './product-input.schema.ts';

/** `/tenants/{tenantUid}/products/{productUid}`. */
export const ProductParams = withUids(TenantParams, 'productUid');

const tags = ['Products'] as const;
const base = '/tenants/{tenantUid}/products';
const one = `${base}/{productUid}`;
const etag = { ETag: 'Product version, for If-Match' };
const ProductPage = changesPagedList(ProductResponse, 'ProductPage');

const BatchResult = withMeta(
  z.object({
    items: z.array(
      z.object({
        index: z.int(),
        productUid: z.string(),
        status: withMeta(z.int(), {
          description: '201 created, 200 updated or unchanged, else the problem status',
        }),
        problem: z.optional(z.omit(Problem, { instance: true, requestId: true })),
      }),
    ),
  }),
  {
    id: 'ProductBatchResult',
    example: {
      items: [
        { index: 0, productUid: 'prod-42', status: 201 },
        {
          index: 1,
          productUid: 'prod-43',
          status: 409,
          problem: {
            type: '/v2/docs/problems/conflict',
            title: 'Conflict',
            status: 409,
            detail: "gtin '7040000000421' belongs to another product of the tenant",
            errors: [
              { path: 'body.products.1.gtins.0.gtin', message: "'7040000000421' belongs to another product" },
            ],
          },
        },
      ],
    },
  },
);

/** Products (issue 15): spec 2.4's product fields with description, brand, unit and a default price. */
export const productRoutes = defineRoutes({
  createProduct: {
    method: 'POST',
    path: base,
    summary: 'Create a product',
    description:
      '`productUid` may be chosen by the caller; a duplicate is a 409, and so is a gtin another product of the tenant has. Emits PRODUCT_CREATE.',
    tags,
    auth: CATALOGUE_WRITE,
    request: { params: TenantParams, body: CreateProductBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/products/{productUid}',
      description: 'The created product',
      schema: ProductResponse,
    },
    responses: {
      404: { description: 'The group, master or a component does not exist' },
      409: { description: 'Duplicate uid or gtin' },
      422: { description: 'The master named by parentProductUid is not CONFIGURABLE' },
    },
  },
  listProducts: {
    method: 'GET',
    path: base,
    summary: 'List products (paged)',
    description: changesNote('updatedAt'),
    tags,
    auth: CATALOGUE_READ,
    request: { params: TenantParams, query: changesPagingQuery(PRODUCT_SORT) },
    success: { status: 200, description: 'A page of products', schema: ProductPage },
  },
  searchProducts: {
    method: 'POST',
    path: `${base}/search`,
    summary: 'Search products (paged)',
    description:
      '`query`: every word of it contained (case-insensitive) in the name, sku, a gtin or the brand. `sku` and `gtin` are exact; `productGroupUids` include every group below them. Every criterion given must hold. ' +
      changesNote('updatedAt'),
    tags,
    auth: CATALOGUE_READ,
    idempotent: false,
    request: { params: TenantParams, query: changesPagingQuery(PRODUCT_SORT), body: ProductSearchBody },
    success: { status: 200, description: 'A page of matching products', schema: ProductPage },
  },
  importProducts: {
    method: 'POST',
    path: `${base}/batch`,
    summary: 'Create or update up to 500 products',
    description:
      'Each item is a create (new or absent productUid; sku and name required) or a partial update, written atomically on its own and answered on its own: 207 with one result per item, in order. Items emit PRODUCT_CREATE or PRODUCT_UPDATE; an unchanged item emits nothing.',
    tags,
    auth: CATALOGUE_WRITE,
    request: { params: TenantParams, body: ProductBatchBody },
    success: { status: 207, description: 'One result per item', schema: BatchResult },
  },
  getProduct: {
    method: 'GET',
    path: one,
    summary: 'Get a product',
    tags,
    auth: CATALOGUE_READ,
    request: { params: ProductParams },
    success: { status: 200, description: 'The product', schema: ProductResponse, headers: etag },
    responses: { 404: { description: 'No such product' } },
  },
  updateProduct: {
    method: 'PUT',
    path: one,
    summary: 'Update a product (partial)',
    description:
      "Omitted fields keep their value; '' clears a text field, null the default price. Emits PRODUCT_UPDATE naming the changed fields; a PUT that changes nothing emits nothing. Send If-Match with the ETag; a stale version is a 412.",
    tags,
    auth: CATALOGUE_WRITE,
    request: { params: ProductParams, body: UpdateProductBody },
    success: { status: 200, description: 'The updated product', schema: ProductResponse, headers: etag },
    responses: {
      404: { description: 'No such product, group, master or component' },
      409: { description: 'A gtin of another product, a master with variants, or a concurrent change' },
      412: { description: 'If-Match names an older version' },
      422: { description: 'The master named by parentProductUid is not CONFIGURABLE' },
    },
  },
  deleteProduct: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a product',
    description:
      'Deletes its media and frees its gtins. A CONFIGURABLE master with variants is a 409. Emits PRODUCT_DELETE.',
    tags,
    auth: CATALOGUE_WRITE,
    request: { params: ProductParams },
    success: { status: 204, description: 'Deleted' },
    responses: {
      404: { description: 'No such product' },
      409: { description: 'Variants or a concurrent change' },
    },
  },
});
