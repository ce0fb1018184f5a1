import { createPut, type PlainEntity, replacePut, versionedDelete } from '#shared/db/plain-entity.ts';
import { listPartition } from '#shared/db/plain-entity-where.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { MediaRecord } from './product-media.schema.ts';

/**
 * I/O of product media. The item is ProductMediaEntity's (product-media.entity.ts), read and
 * written with plain DocumentClient calls so the catalogue function bundles no ElectroDB
 * (docs/decisions/bundles.md); test/unit/catalogue/product-media-repository.test.ts compares
 * every call with the entity's.
 */

type MediaKey = 'tenantUid' | 'productUid' | 'productMediaUid';

/** ProductMediaEntity's item: in the product's partition, under `MEDIA#`. */
const MEDIA_ITEM: PlainEntity<MediaRecord, MediaKey> = {
  identifiers: { __edb_e__: 'productMedia', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    productUid: 'required',
    productMediaUid: 'required',
    mediaType: 'required',
    url: 'required',
    thumbnailUrl: 'optional',
    altText: 'optional',
    sortOrder: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, productUid, productMediaUid }) => ({
    pk: `T#${tenantUid}#PRODUCT#${productUid}`,
    sk: `MEDIA#${productMediaUid}`,
  }),
};

/** Every medium of a product: one strongly consistent Query of the product's partition. */
export const queryMedia = (tenantUid: string, productUid: string): Promise<MediaRecord[]> =>
  listPartition(MEDIA_ITEM, { pk: `T#${tenantUid}#PRODUCT#${productUid}`, skPrefix: 'MEDIA#' });

const concurrent = (uid: string) =>
  new ConflictError(`product media '${uid}' was changed concurrently; read it again and retry`);

/** Put of a new medium; a used uid is a 409 naming it. */
export const createMediaOp = (m: MediaRecord): TransactOp => ({
  item: { Put: createPut(MEDIA_ITEM, m) },
  onConditionFailed: () =>
    new ConflictError(`product media '${m.productMediaUid}' already exists`, {
      errors: [{ path: 'body.productMediaUid', message: `'${m.productMediaUid}' already exists` }],
    }),
});

/** Replacement of a medium, conditional on the version that was read. */
export const replaceMediaOp = (m: MediaRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(MEDIA_ITEM, m, expectedVersion) },
  onConditionFailed: () => concurrent(m.productMediaUid),
});

/** Delete of a medium, conditional on the version that was read. */
export const deleteMediaOp = (m: MediaRecord): TransactOp => ({
  item: { Delete: versionedDelete(MEDIA_ITEM, m, m.version) },
  onConditionFailed: () => concurrent(m.productMediaUid),
});
