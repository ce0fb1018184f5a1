import * as z from 'zod';
import { DateTime, emptyAsAbsent, OptionalUid, singleLine, text, Uid } from '#shared/schema/common.ts';

/** Product groups: request bodies, the response and the stored record. */

export const ProductGroupResponse = z
  .object({
    productGroupUid: z.string(),
    parentProductGroupUid: z.string().meta({ description: "'' for a top-level group" }),
    name: z.string(),
    description: z.string(),
    externalId: z.string(),
    sortOrder: z.int(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({
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
  });
export type ProductGroupResponseValue = z.infer<typeof ProductGroupResponse>;

const groupFields = {
  parentProductGroupUid: OptionalUid.optional().meta({
    description: "The parent group; '' makes it top-level",
  }),
  description: text(2000).optional(),
  externalId: singleLine(200).optional(),
  sortOrder: z.int().min(0).max(1_000_000).optional(),
};

export const CreateProductGroupBody = z
  .object({
    productGroupUid: emptyAsAbsent(Uid),
    name: singleLine(200).trim().min(1, 'must not be empty'),
    ...groupFields,
  })
  .meta({
    id: 'CreateProductGroup',
    example: { productGroupUid: 'pg-cups', name: 'Cups', parentProductGroupUid: 'pg-kitchen' },
  });
export type CreateProductGroupInput = z.output<typeof CreateProductGroupBody>;

export const UpdateProductGroupBody = z
  .object({ name: singleLine(200).trim().min(1, 'must not be empty').optional(), ...groupFields })
  .meta({ id: 'UpdateProductGroup', example: { parentProductGroupUid: 'pg-tableware' } });
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
