import * as z from 'zod';
import { emptyAsAbsent, Uid } from '#shared/schema/common.ts';

/** The query and answer of the product-group mapping resolver (spec 2.8). */

export const ResolveMappingQuery = z.object({
  productUid: Uid,
  vatCodeUid: emptyAsAbsent(Uid).meta({ description: "Defaults to the product's vatCodeUid" }),
});

export const ResolvedMapping = z
  .object({
    productUid: z.string(),
    vatCodeUid: z.string(),
    account: z.string(),
    accountingConfigUid: z.string(),
    productGroupUid: z.string().meta({ description: 'The group whose mapping applies' }),
    productGroupPath: z
      .array(z.string())
      .meta({ description: "The product's group up to that group, nearest first" }),
  })
  .meta({
    id: 'ResolvedProductGroupMapping',
    example: {
      productUid: 'prod-42',
      vatCodeUid: 'vat-25',
      account: '3000',
      accountingConfigUid: 'acc-pg-kitchen-25',
      productGroupUid: 'pg-kitchen',
      productGroupPath: ['pg-cups', 'pg-kitchen'],
    },
  });
export type ResolvedMappingValue = z.infer<typeof ResolvedMapping>;
