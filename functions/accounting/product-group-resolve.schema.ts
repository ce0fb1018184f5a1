import * as z from 'zod/mini';
import { emptyAsAbsent, Uid } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/** The query and answer of the product-group mapping resolver (spec 2.8). */

export const ResolveMappingQuery = z.object({
  productUid: Uid,
  vatCodeUid: withMeta(emptyAsAbsent(Uid), { description: "Defaults to the product's vatCodeUid" }),
});

export const ResolvedMapping = withMeta(
  z.object({
    productUid: z.string(),
    vatCodeUid: z.string(),
    account: z.string(),
    accountingConfigUid: z.string(),
    productGroupUid: withMeta(z.string(), { description: 'The group whose mapping applies' }),
    productGroupPath: withMeta(z.array(z.string()), {
      description: "The product's group up to that group, nearest first",
    }),
  }),
  {
    id: 'ResolvedProductGroupMapping',
    example: {
      productUid: 'prod-42',
      vatCodeUid: 'vat-25',
      account: '3000',
      accountingConfigUid: 'acc-pg-kitchen-25',
      productGroupUid: 'pg-kitchen',
      productGroupPath: ['pg-cups', 'pg-kitchen'],
    },
  },
);
export type ResolvedMappingValue = z.infer<typeof ResolvedMapping>;
