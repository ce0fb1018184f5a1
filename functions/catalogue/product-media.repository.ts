import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { ProductMediaEntity } from './product-media.entity.ts';
import type { MediaRecord } from './product-media.schema.ts';

/** Every medium of a product: one strongly consistent Query of the product's partition. */
export const queryMedia = async (tenantUid: string, productUid: string): Promise<MediaRecord[]> => {
  const { data } = await ProductMediaEntity.query
    .primary({ tenantUid, productUid })
    .go({ pages: 'all', consistent: true });
  return data as MediaRecord[];
};

const concurrent = (uid: string) =>
  new ConflictError(`product media '${uid}' was changed concurrently; read it again and retry`);

/** Put of a new medium; a used uid is a 409 naming it. */
export const createMediaOp = (m: MediaRecord): TransactOp => ({
  item: { Put: ProductMediaEntity.create(m).params() },
  onConditionFailed: () =>
    new ConflictError(`product media '${m.productMediaUid}' already exists`, {
      errors: [{ path: 'body.productMediaUid', message: `'${m.productMediaUid}' already exists` }],
    }),
});

/** Replacement of a medium, conditional on the version that was read. */
export const replaceMediaOp = (m: MediaRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: ProductMediaEntity.put(m)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () => concurrent(m.productMediaUid),
});

/** Delete of a medium, conditional on the version that was read. */
export const deleteMediaOp = (m: MediaRecord): TransactOp => ({
  item: {
    Delete: ProductMediaEntity.delete({
      tenantUid: m.tenantUid,
      productUid: m.productUid,
      productMediaUid: m.productMediaUid,
    })
      .where(({ version }, { eq }) => eq(version, m.version))
      .params(),
  },
  onConditionFailed: () => concurrent(m.productMediaUid),
});
