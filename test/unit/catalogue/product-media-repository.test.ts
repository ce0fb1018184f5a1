import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaRecord } from '#functions/catalogue/product-media.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { ProductMediaEntity } = await import('#functions/catalogue/product-media.entity.ts');
const { createMediaOp, deleteMediaOp, queryMedia, replaceMediaOp } = await import(
  '#functions/catalogue/product-media.repository.ts'
);

// The catalogue reads and writes media without ElectroDB: every call must be the one
// ProductMediaEntity makes, or an item written before would be read wrong.

/** A medium with neither thumbnail nor alt text. */
const bare: MediaRecord = {
  tenantUid: 'T1',
  productUid: 'p-1',
  productMediaUid: 'm-1',
  mediaType: 'IMAGE',
  url: 'https://cdn.example/m-1.jpg',
  sortOrder: 0,
  createdAt: '2026-11-25T08:00:00.000Z',
  lastModifiedAt: '2026-11-25T08:00:00.000Z',
  version: 1,
};
/** A medium with every attribute set. */
const full: MediaRecord = {
  ...bare,
  productMediaUid: 'm-2',
  thumbnailUrl: 'https://cdn.example/m-2-thumb.jpg',
  altText: 'Front',
  sortOrder: 3,
  version: 4,
};
const MEDIA = [bare, full];

const itemOf = (m: MediaRecord) => ProductMediaEntity.create(m).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

describe('product media against ProductMediaEntity', () => {
  it.each(MEDIA)('create, replace and delete of $productMediaUid: the entity’s Put and Delete', (m) => {
    const created = createMediaOp(m).item.Put!;
    expect(created).toStrictEqual(ProductMediaEntity.create(m).params());
    expect(Object.keys(created.Item!)).toEqual(Object.keys(itemOf(m)));
    expect(replaceMediaOp(m, m.version - 1).item.Put).toStrictEqual(
      ProductMediaEntity.put(m)
        .where(({ version }, { eq }) => eq(version, m.version - 1))
        .params(),
    );
    const key = { tenantUid: m.tenantUid, productUid: m.productUid, productMediaUid: m.productMediaUid };
    expect(deleteMediaOp(m).item.Delete).toStrictEqual(
      ProductMediaEntity.delete(key)
        .where(({ version }, { eq }) => eq(version, m.version))
        .params(),
    );
  });

  it('query: the entity’s consistent Query of the product’s partition, every page, media only', async () => {
    // The product item shares the partition; the entity's read skips it, and so must this one.
    const product = { pk: 'T#T1#PRODUCT#p-1', sk: 'PRODUCT', __edb_e__: 'product', __edb_v__: '1' };
    const responses = [
      { Items: [itemOf(bare), product], LastEvaluatedKey: { pk: 'T#T1#PRODUCT#p-1', sk: 'MEDIA#m-1' } },
      { Items: [itemOf(full)] },
    ];
    const entity = await captureSends(
      documentClient,
      responses,
      async () =>
        (
          await ProductMediaEntity.query
            .primary({ tenantUid: 'T1', productUid: 'p-1' })
            .go({ pages: 'all', consistent: true })
        ).data,
    );
    const plain = await captureSends(documentClient, responses, () => queryMedia('T1', 'p-1'));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(MEDIA);
  });
});
