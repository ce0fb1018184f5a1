import * as z from 'zod/mini';
import { DateTime, emptyAsAbsent, OptionalUid, singleLine, text, Uid } from '#shared/schema/common.ts';
import { MetadataPatch } from '#shared/schema/metadata.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { AllowedAction, ProductType, PropertyType } from './product.schema.ts';

/** Request bodies of the product endpoints. Unknown fields are ignored; strings are trimmed. */

const line = (max: number) => singleLine(max).check(z.trim());

/** GTIN-8, -12, -13 or -14: digits only. */
const GtinInput = z.object({
  gtin: z
    .string()
    .check(
      z.trim(),
      z.maxLength(14),
      z.regex(/^(\d{8}|\d{12,14})$/, 'must be a GTIN of 8, 12, 13 or 14 digits'),
    ),
  primary: z._default(z.boolean(), false),
  type: z._default(line(20), 'EAN13'),
});

const ProductPropertyInput = z.object({
  productPropertyUid: emptyAsAbsent(Uid),
  propertyUid: Uid,
  propertyOptionUid: z._default(OptionalUid, ''),
  propertyName: line(200),
  propertyOptionName: z._default(line(200), ''),
  propertyType: PropertyType,
  required: z._default(z.boolean(), false),
  propertyText: z.optional(line(1000)),
});

const PropertyInput = z.object({
  uid: emptyAsAbsent(Uid),
  key: line(100).check(z.minLength(1, 'must not be empty')),
  value: line(1000),
});

const MoneyInput = z.object({
  amount: z.int().check(z.gte(0), z.lte(1_000_000_000_000)),
  currency: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.maxLength(3),
      z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code'),
    ),
});

const ComponentInput = z.object({
  productUid: Uid,
  quantity: z._default(z.int().check(z.gte(1), z.lte(10_000)), 1),
});

/** Writable fields; on PUT an omitted field keeps its value, '' clears a text field. */
const productFields = {
  sku: z.optional(line(100).check(z.minLength(1, 'must not be empty'))),
  name: z.optional(line(300).check(z.minLength(1, 'must not be empty'))),
  productType: z.optional(ProductType),
  description: z.optional(text(10_000)),
  brand: z.optional(line(200)),
  unit: z.optional(line(20)),
  active: z.optional(z.boolean()),
  productGroupUid: z.optional(OptionalUid),
  parentProductUid: z.optional(OptionalUid),
  gtins: z.optional(z.array(GtinInput).check(z.maxLength(20))),
  vatCodeUid: z.optional(OptionalUid),
  vatRate: withMeta(z.optional(z.int().check(z.gte(0), z.lte(10_000))), {
    description: 'Basis points: 2500 = 25 %',
  }),
  costPrice: z.optional(z.int().check(z.gte(0), z.lte(1_000_000_000_000))),
  defaultPrice: withMeta(z.optional(z.nullable(MoneyInput)), { description: 'null removes it' }),
  allowedActions: z.optional(z.array(AllowedAction).check(z.maxLength(19))),
  productProperties: z.optional(z.array(ProductPropertyInput).check(z.maxLength(100))),
  properties: z.optional(z.array(PropertyInput).check(z.maxLength(100))),
  components: z.optional(z.array(ComponentInput).check(z.maxLength(50))),
  metadata: z.optional(MetadataPatch),
};

export const UpdateProductBody = withMeta(z.object(productFields), {
  id: 'UpdateProduct',
  example: {
    name: 'Espresso cup, white',
    defaultPrice: { amount: 10900, currency: 'NOK' },
    metadata: { erpId: 'A-10042', legacyId: '' },
  },
});
export type UpdateProductInput = z.output<typeof UpdateProductBody>;

export const CreateProductBody = withMeta(
  z.object({
    ...productFields,
    productUid: emptyAsAbsent(Uid),
    sku: line(100).check(z.minLength(1, 'must not be empty')),
    name: line(300).check(z.minLength(1, 'must not be empty')),
  }),
  {
    id: 'CreateProduct',
    example: {
      productUid: 'prod-42',
      sku: 'SKU-0042',
      name: 'Espresso cup',
      productGroupUid: 'pg-cups',
      gtins: [{ gtin: '7040000000421', primary: true, type: 'EAN13' }],
      vatCodeUid: 'vat-25',
      vatRate: 2500,
      defaultPrice: { amount: 9900, currency: 'NOK' },
    },
  },
);
export type CreateProductInput = z.output<typeof CreateProductBody>;

/** A batch item: a create when productUid is new or absent, else a partial update. */
export const BatchProductItem = z.object({ ...productFields, productUid: emptyAsAbsent(Uid) });

export const BATCH_MAX = 500;
export const ProductBatchBody = withMeta(
  z.object({
    products: z
      .array(z.record(z.string(), z.unknown()))
      .check(
        z.minLength(1, 'must hold at least one product'),
        z.maxLength(BATCH_MAX, `must hold at most ${BATCH_MAX} products`),
      ),
  }),
  {
    id: 'ProductBatch',
    example: {
      products: [
        { productUid: 'prod-42', sku: 'SKU-0042', name: 'Espresso cup' },
        { productUid: 'prod-43', active: false },
      ],
    },
  },
);

export const ProductSearchBody = withMeta(
  z.object({
    query: withMeta(emptyAsAbsent(z.string().check(z.trim(), z.maxLength(200))), {
      description: 'Every word contained (case-insensitive) in the name, sku, a gtin or the brand',
    }),
    sku: withMeta(emptyAsAbsent(line(100)), { description: 'Exact sku (case-insensitive)' }),
    gtin: withMeta(emptyAsAbsent(z.string().check(z.trim(), z.maxLength(14))), { description: 'Exact gtin' }),
    productGroupUids: withMeta(z.optional(z.array(Uid).check(z.maxLength(100))), {
      description: 'In these groups or any group below them',
    }),
    productTypes: z.optional(z.array(ProductType).check(z.maxLength(8))),
    active: z.optional(z.boolean()),
    parentProductUid: withMeta(emptyAsAbsent(Uid), { description: 'Variants of this CONFIGURABLE master' }),
    updatedSince: emptyAsAbsent(DateTime),
  }),
  {
    id: 'ProductSearch',
    example: { query: 'espresso', productGroupUids: ['pg-kitchen'], active: true },
  },
);
export type ProductSearchInput = z.output<typeof ProductSearchBody>;

/** Sortable fields of product searches. */
export const PRODUCT_SORT = ['name', 'sku', 'updatedAt', 'createdAt', 'productUid'] as const;
