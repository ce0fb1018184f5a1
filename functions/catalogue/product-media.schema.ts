import * as z from 'zod/mini';
import { DateTime, emptyAsAbsent, singleLine, Uid } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { MEDIA_TYPES } from './catalogue-enums.ts';

/** Product media: request bodies, the response and the stored record. */

export const MediaType = withMeta(z.enum(MEDIA_TYPES), { id: 'ProductMediaType' });

/** An absolute https URL without credentials; media are served by a CDN, never fetched by us. */
const HttpsUrl = singleLine(2000).check(
  z.trim(),
  z.refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'must be an absolute https URL without credentials'),
);

export const ProductMediaResponse = withMeta(
  z.object({
    productMediaUid: z.string(),
    productUid: z.string(),
    mediaType: MediaType,
    url: z.string(),
    thumbnailUrl: z.string(),
    altText: z.string(),
    sortOrder: z.int(),
    cover: z.boolean(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'ProductMedia',
    example: {
      productMediaUid: 'm-1',
      productUid: 'prod-42',
      mediaType: 'IMAGE',
      url: 'https://cdn.example.com/cup.jpg',
      thumbnailUrl: 'https://cdn.example.com/cup-200.jpg',
      altText: 'White espresso cup',
      sortOrder: 0,
      cover: true,
      createdAt: '2026-11-23T10:15:00.000Z',
      lastModifiedAt: '2026-11-23T10:15:00.000Z',
    },
  },
);
export type ProductMediaResponseValue = z.infer<typeof ProductMediaResponse>;

const mediaFields = {
  thumbnailUrl: z.optional(z.union([z.literal(''), HttpsUrl])),
  altText: z.optional(singleLine(500).check(z.trim())),
  sortOrder: z.optional(z.int().check(z.gte(0), z.lte(1_000_000))),
  cover: withMeta(z.optional(z.boolean()), {
    description: 'true makes it the cover image (an IMAGE only); the previous cover stops being it',
  }),
};

export const CreateMediaBody = withMeta(
  z.object({
    productMediaUid: emptyAsAbsent(Uid),
    mediaType: z._default(MediaType, 'IMAGE'),
    url: HttpsUrl,
    ...mediaFields,
  }),
  {
    id: 'CreateProductMedia',
    example: {
      mediaType: 'IMAGE',
      url: 'https://cdn.example.com/cup.jpg',
      altText: 'White espresso cup',
      cover: true,
    },
  },
);
export type CreateMediaInput = z.output<typeof CreateMediaBody>;

export const UpdateMediaBody = withMeta(z.object({ url: z.optional(HttpsUrl), ...mediaFields }), {
  id: 'UpdateProductMedia',
  example: { altText: 'Espresso cup, white', sortOrder: 2 },
});
export type UpdateMediaInput = z.output<typeof UpdateMediaBody>;

/** A medium as stored. */
export type MediaRecord = {
  tenantUid: string;
  productUid: string;
  productMediaUid: string;
  mediaType: (typeof MEDIA_TYPES)[number];
  url: string;
  thumbnailUrl?: string | undefined;
  altText?: string | undefined;
  sortOrder: number;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

export const toMediaResponse = (m: MediaRecord, coverUid: string | undefined): ProductMediaResponseValue => ({
  productMediaUid: m.productMediaUid,
  productUid: m.productUid,
  mediaType: m.mediaType,
  url: m.url,
  thumbnailUrl: m.thumbnailUrl ?? '',
  altText: m.altText ?? '',
  sortOrder: m.sortOrder,
  cover: m.productMediaUid === coverUid,
  createdAt: m.createdAt,
  lastModifiedAt: m.lastModifiedAt,
});
