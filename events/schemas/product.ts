import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * PRODUCT_CREATE of spec 6.2: `product { id, uid, sku, name, active }`. PRODUCT_UPDATE,
 * PRODUCT_DELETE and PRODUCT_MEDIA_CHANGE (spec 6.3; shapes ours) carry the same product member,
 * so a receiver reads every product event the same way; `id` is the integer id of spec 6.2
 * derived from the uid (events/ids.ts).
 */
export const ProductEventProduct = z.object({
  id: z.int(),
  uid: z.string(),
  sku: z.string(),
  name: z.string(),
  active: z.boolean(),
});

export const ProductCreateEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('PRODUCT_CREATE'),
    product: ProductEventProduct,
  }),
  { id: 'ProductCreateEvent' },
);

/** `changedFields`: the product fields whose value changed (API names). */
export const ProductUpdateEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('PRODUCT_UPDATE'),
    product: ProductEventProduct,
    changedFields: z.array(z.string()),
  }),
  { id: 'ProductUpdateEvent' },
);

export const ProductDeleteEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('PRODUCT_DELETE'),
    product: ProductEventProduct,
  }),
  { id: 'ProductDeleteEvent' },
);

/** What happened to one medium of a product. */
export const MEDIA_CHANGES = ['CREATED', 'UPDATED', 'DELETED'] as const;

/**
 * PRODUCT_MEDIA_CHANGE: which media changed and how (a medium as it is after the change, or as it
 * was for DELETED), and the product's cover image after the change ('' productMediaUid: none).
 */
export const ProductMediaChangeEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('PRODUCT_MEDIA_CHANGE'),
    product: ProductEventProduct,
    media: z.array(
      z.object({
        change: z.enum(MEDIA_CHANGES),
        productMediaUid: z.string(),
        mediaType: z.string(),
        url: z.string(),
        altText: z.string(),
        sortOrder: z.int(),
        cover: z.boolean(),
      }),
    ),
    coverImage: z.object({ productMediaUid: z.string(), mainUrl: z.string(), thumbnailUrl: z.string() }),
  }),
  { id: 'ProductMediaChangeEvent' },
);
