import type { EventData } from '#events/catalogue.ts';
import { numericId } from '#events/ids.ts';
import type { EventDraft } from '#events/outbox.ts';
import type { ProductRecord } from './product.schema.ts';
import type { MediaRecord } from './product-media.schema.ts';

/** The product member of every PRODUCT_* event: spec 6.2's `{ id, uid, sku, name, active }`. */
const snapshot = (p: ProductRecord): EventData<'PRODUCT_CREATE'>['product'] => ({
  id: numericId(p.productUid),
  uid: p.productUid,
  sku: p.sku,
  name: p.name,
  active: p.active,
});

export const productCreated = (p: ProductRecord): EventDraft<'PRODUCT_CREATE'> => ({
  action: 'PRODUCT_CREATE',
  tenantUid: p.tenantUid,
  data: { product: snapshot(p) },
});

export const productUpdated = (p: ProductRecord, changedFields: string[]): EventDraft<'PRODUCT_UPDATE'> => ({
  action: 'PRODUCT_UPDATE',
  tenantUid: p.tenantUid,
  data: { product: snapshot(p), changedFields },
});

export const productDeleted = (p: ProductRecord): EventDraft<'PRODUCT_DELETE'> => ({
  action: 'PRODUCT_DELETE',
  tenantUid: p.tenantUid,
  data: { product: snapshot(p) },
});

type MediaChange = EventData<'PRODUCT_MEDIA_CHANGE'>['media'][number]['change'];

/** PRODUCT_MEDIA_CHANGE for the given changes, with the product's cover after them. */
export const mediaChanged = (
  p: ProductRecord,
  changes: ReadonlyArray<{ change: MediaChange; media: MediaRecord }>,
): EventDraft<'PRODUCT_MEDIA_CHANGE'> => ({
  action: 'PRODUCT_MEDIA_CHANGE',
  tenantUid: p.tenantUid,
  data: {
    product: snapshot(p),
    media: changes.map(({ change, media }) => ({
      change,
      productMediaUid: media.productMediaUid,
      mediaType: media.mediaType,
      url: media.url,
      altText: media.altText ?? '',
      sortOrder: media.sortOrder,
      cover: change !== 'DELETED' && p.coverImage?.productMediaUid === media.productMediaUid,
    })),
    coverImage: p.coverImage ?? { productMediaUid: '', mainUrl: '', thumbnailUrl: '' },
  },
});
