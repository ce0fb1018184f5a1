import * as z from 'zod/mini';
import { DateTime, emptyAsAbsent, OptionalUid, singleLine, text, Uid } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/** Product groups: request bodies, the response and the stored record. */

export const ProductGroupResponse = withMeta(
  z.object({
    productGroupUid: z.string(),
    parentProductGroupUid: withMeta(z.string(), { description: "'' for a top-level group" }),
    name: z.string(),
    description: z.string(),
    externalId: z.string(),
    sortOrder: z.int(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'ProductGroup',
    example: {
      productGroupUid: 'pg-cups',
      parentProductGroupUid: 'pg-kitchen',
      name: 'Cups',
      description: 'Cups and mugs',
      externalId: '',
      sortOrder: 10,
      createdAt: '2026-11-23T10:15:00.000Z',
      lastModifiedAt: '2026-11-23T10:15:00.000Z',
    },
  },
);
export type ProductGroupResponseValue = z.infer<typeof ProductGroupResponse>;

const groupFields = {
  parentProductGroupUid: withMeta(z.optional(OptionalUid), {
    description: "The parent group; '' makes it top-level",
  }),
  description: z.optional(text(2000)),
  externalId: z.optional(singleLine(200)),
  sortOrder: z.optional(z.int().check(z.gte(0), z.lte(1_000_000))),
};

export const CreateProductGroupBody = withMeta(
  z.object({
    productGroupUid: emptyAsAbsent(Uid),
    name: singleLine(200).check(z.trim(), z.minLength(1, 'must not be empty')),
    ...groupFields,
  }),
  {
    id: 'CreateProductGroup',
    example: { productGroupUid: 'pg-cups', name: 'Cups', parentProductGroupUid: 'pg-kitchen' },
  },
);
export type CreateProductGroupInput = z.output<typeof CreateProductGroupBody>;

export const UpdateProductGroupBody = withMeta(
  z.object({
    name: z.optional(singleLine(200).check(z.trim(), z.minLength(1, 'must not be empty'))),
    ...groupFields,
  }),
  { id: 'UpdateProductGroup', example: { parentProductGroupUid: 'pg-tableware' } },
);
export type UpdateProductGroupInput = z.output<typeof UpdateProductGroupBody>;

/** A product group as stored. */
export type ProductGroupRecord = {
  tenantUid: string;
  productGroupUid: string;
  parentProductGroupUid?: string | undefined;
  name: string;
  description?: string | undefined;
  externalId?: string | undefined;
  sortOrder?: number | undefined;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

export const toProductGroupResponse = (g: ProductGroupRecord): ProductGroupResponseValue => ({
  productGroupUid: g.productGroupUid,
  parentProductGroupUid: g.parentProductGroupUid ?? '',
  name: g.name,
  description: g.description ?? '',
  externalId: g.externalId ?? '',
  sortOrder: g.sortOrder ?? 0,
  createdAt: g.createdAt,
  lastModifiedAt: g.lastModifiedAt,
});
