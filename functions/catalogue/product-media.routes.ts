import * as z from 'zod/mini';
import { defineRoutes } from '#shared/http/route.ts';
import { withUids } from '#shared/schema/params.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { CATALOGUE_READ, CATALOGUE_WRITE } from './catalogue-access.ts';
import { ProductParams } from './product.routes.ts';
import { CreateMediaBody, ProductMediaResponse, UpdateMediaBody } from './product-media.schema.ts';

/** `/tenants/{tenantUid}/products/{productUid}/media/{productMediaUid}`. */
const MediaParams = withUids(ProductParams, 'productMediaUid');

const tags = ['Product media'] as const;
const base = '/tenants/{tenantUid}/products/{productUid}/media';
const one = `${base}/{productMediaUid}`;
const etag = { ETag: 'Media version, for If-Match' };
const MediaList = withMeta(z.object({ items: z.array(ProductMediaResponse) }), { id: 'ProductMediaList' });
const emits = 'Emits PRODUCT_MEDIA_CHANGE naming the change and the cover after it.';

/** Images, videos and documents of a product; at most one image is its cover. */
export const productMediaRoutes = defineRoutes({
  listProductMedia: {
    method: 'GET',
    path: base,
    summary: 'List the media of a product',
    description: 'All of them (at most 50), by sortOrder.',
    tags,
    auth: CATALOGUE_READ,
    request: { params: ProductParams },
    success: { status: 200, description: 'The media', schema: MediaList },
    responses: { 404: { description: 'No such product' } },
  },
  createProductMedia: {
    method: 'POST',
    path: base,
    summary: 'Add a medium to a product',
    description: `An https URL; \`cover: true\` makes an IMAGE the product's coverImage (the previous cover stops being it). ${emits}`,
    tags,
    auth: CATALOGUE_WRITE,
    request: { params: ProductParams, body: CreateMediaBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/products/{productUid}/media/{productMediaUid}',
      description: 'The medium',
      schema: ProductMediaResponse,
    },
    responses: {
      404: { description: 'No such product' },
      409: { description: 'Duplicate uid, 50 media, or a concurrent change' },
    },
  },
  getProductMedia: {
    method: 'GET',
    path: one,
    summary: 'Get a medium of a product',
    tags,
    auth: CATALOGUE_READ,
    request: { params: MediaParams },
    success: { status: 200, description: 'The medium', schema: ProductMediaResponse, headers: etag },
    responses: { 404: { description: 'No such product or medium' } },
  },
  updateProductMedia: {
    method: 'PUT',
    path: one,
    summary: 'Update a medium (partial)',
    description: `\`cover: false\` on the cover leaves the product without one. A PUT that changes nothing emits nothing. ${emits}`,
    tags,
    auth: CATALOGUE_WRITE,
    request: { params: MediaParams, body: UpdateMediaBody },
    success: { status: 200, description: 'The medium', schema: ProductMediaResponse, headers: etag },
    responses: {
      404: { description: 'No such product or medium' },
      409: { description: 'Concurrent change' },
      412: { description: 'If-Match names an older version' },
      422: { description: 'cover on a medium that is not an IMAGE (names body.cover)' },
    },
  },
  deleteProductMedia: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a medium',
    description: `Deleting the cover leaves the product without one. ${emits}`,
    tags,
    auth: CATALOGUE_WRITE,
    request: { params: MediaParams },
    success: { status: 204, description: 'Deleted' },
    responses: {
      404: { description: 'No such product or medium' },
      409: { description: 'Concurrent change' },
    },
  },
});
