import { randomUUID } from 'node:crypto';
import { withEvents } from '#events/outbox.ts';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { replaceProductOp } from './product.repository.ts';
import type { ProductRecord } from './product.schema.ts';
import { mediaChanged } from './product-events.ts';
import { createMediaOp, deleteMediaOp, queryMedia, replaceMediaOp } from './product-media.repository.ts';
import {
  type CreateMediaInput,
  type MediaRecord,
  type ProductMediaResponseValue,
  toMediaResponse,
  type UpdateMediaInput,
} from './product-media.schema.ts';
import { loadProduct } from './product-read.ts';
import { productMarker } from './product-write.service.ts';

/**
 * Product media use cases. The cover image is kept on the product (`coverImage`), so a product has
 * at most one: marking another medium as the cover moves it. Every media write also writes the
 * product (its version, lastModifiedAt and cover), on condition that it was not changed since it
 * was read, and carries one PRODUCT_MEDIA_CHANGE naming what changed.
 */

/** Media per product: one transaction deletes a product with all of them. */
const MAX_MEDIA = 50;

const sorted = (media: MediaRecord[]) =>
  media.sort((a, b) => a.sortOrder - b.sortOrder || a.productMediaUid.localeCompare(b.productMediaUid));

const load = async (tenantUid: string, productUid: string) => {
  const [product, media] = await Promise.all([
    loadProduct(tenantUid, productUid),
    queryMedia(tenantUid, productUid),
  ]);
  return { product, media };
};

const find = (media: MediaRecord[], uid: string) => {
  const found = media.find((m) => m.productMediaUid === uid);
  if (!found) throw NotFoundError.record('product media', uid, 'params.productMediaUid');
  return found;
};

/** The product after a media change: the cover as `cover` says for `media`, a new version. */
const touched = (
  product: ProductRecord,
  media: MediaRecord,
  cover: boolean | undefined,
  now: string,
): ProductRecord => {
  const isCover = product.coverImage?.productMediaUid === media.productMediaUid;
  const coverImage =
    cover === true || (cover === undefined && isCover)
      ? {
          productMediaUid: media.productMediaUid,
          mainUrl: media.url,
          thumbnailUrl: media.thumbnailUrl || media.url,
        }
      : isCover
        ? undefined
        : product.coverImage;
  return { ...product, coverImage, lastModifiedAt: now, version: product.version + 1 };
};

/**
 * Only an IMAGE is a cover: a 400 when the request names the type itself (a create), a 422 when
 * the stored medium's type refuses it (an update: the type is fixed at creation).
 */
const assertCover = (media: MediaRecord, cover: boolean | undefined, stored: boolean) => {
  if (!cover || media.mediaType === 'IMAGE') return;
  const message = 'only an IMAGE can be the cover';
  throw stored
    ? UnprocessableError.field('body.cover', message)
    : ValidationError.field('body.cover', message);
};

export const listMedia = async (tenantUid: string, productUid: string) => {
  const { product, media } = await load(tenantUid, productUid);
  return { items: sorted(media).map((m) => toMediaResponse(m, product.coverImage?.productMediaUid)) };
};

export const readMedia = async (
  tenantUid: string,
  productUid: string,
  productMediaUid: string,
): Promise<Versioned<ProductMediaResponseValue>> => {
  const { product, media } = await load(tenantUid, productUid);
  const found = find(media, productMediaUid);
  return { body: toMediaResponse(found, product.coverImage?.productMediaUid), version: found.version };
};

export const createMedia = async (tenantUid: string, productUid: string, input: CreateMediaInput) => {
  const { product, media } = await load(tenantUid, productUid);
  if (media.length >= MAX_MEDIA)
    throw new ConflictError(`product '${productUid}' has ${MAX_MEDIA} media, the most it can have`);
  const now = nowIso();
  const record: MediaRecord = {
    tenantUid,
    productUid,
    productMediaUid: input.productMediaUid ?? randomUUID(),
    mediaType: input.mediaType,
    url: input.url,
    thumbnailUrl: input.thumbnailUrl || undefined,
    altText: input.altText || undefined,
    sortOrder: input.sortOrder ?? Math.max(-1, ...media.map((m) => m.sortOrder)) + 1,
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  assertCover(record, input.cover, false);
  const next = touched(product, record, input.cover, now);
  await commit(
    withEvents(
      [createMediaOp(record), replaceProductOp(next, product.version), productMarker(next)],
      [mediaChanged(next, [{ change: 'CREATED', media: record }])],
    ),
  );
  return toMediaResponse(record, next.coverImage?.productMediaUid);
};

/** Partial update; a change that changes nothing (the cover included) writes nothing. */
export const updateMedia = async (
  tenantUid: string,
  productUid: string,
  productMediaUid: string,
  input: UpdateMediaInput,
  expectedVersion?: number,
): Promise<Versioned<ProductMediaResponseValue>> => {
  const { product, media } = await load(tenantUid, productUid);
  const current = find(media, productMediaUid);
  assertVersion(expectedVersion, current, `product media '${productMediaUid}'`);
  const now = nowIso();
  const record: MediaRecord = {
    ...current,
    url: input.url ?? current.url,
    thumbnailUrl: input.thumbnailUrl === undefined ? current.thumbnailUrl : input.thumbnailUrl || undefined,
    altText: input.altText === undefined ? current.altText : input.altText || undefined,
    sortOrder: input.sortOrder ?? current.sortOrder,
    lastModifiedAt: now,
    version: current.version + 1,
  };
  assertCover(record, input.cover, true);
  const next = touched(product, record, input.cover, now);
  const same = (['url', 'thumbnailUrl', 'altText', 'sortOrder'] as const).every(
    (f) => record[f] === current[f],
  );
  if (same && JSON.stringify(next.coverImage) === JSON.stringify(product.coverImage)) {
    return { body: toMediaResponse(current, product.coverImage?.productMediaUid), version: current.version };
  }
  await commit(
    withEvents(
      [replaceMediaOp(record, current.version), replaceProductOp(next, product.version), productMarker(next)],
      [mediaChanged(next, [{ change: 'UPDATED', media: record }])],
    ),
  );
  return { body: toMediaResponse(record, next.coverImage?.productMediaUid), version: record.version };
};

export const deleteMedia = async (tenantUid: string, productUid: string, productMediaUid: string) => {
  const { product, media } = await load(tenantUid, productUid);
  const current = find(media, productMediaUid);
  const next = touched(product, current, false, nowIso());
  await commit(
    withEvents(
      [deleteMediaOp(current), replaceProductOp(next, product.version), productMarker(next)],
      [mediaChanged(next, [{ change: 'DELETED', media: current }])],
    ),
  );
};
