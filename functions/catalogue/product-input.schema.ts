import * as z from 'zod';
import { DateTime, emptyAsAbsent, OptionalUid, singleLine, text, Uid } from '#shared/schema/common.ts';
import { MetadataPatch } from '#shared/schema/metadata.ts';
import { AllowedAction, ProductType, PropertyType } from './product.schema.ts';

/** Request bodies of the product endpoints. Unknown fields are ignored; strings are trimmed. */

const line = (max: number) => singleLine(max).trim();

/** GTIN-8, -12, -13 or -14: digits only. */
const GtinInput = z.object({
  gtin: z
    .string()
    .trim()
    .max(14)
    .regex(/^(\d{8}|\d{12,14})$/, 'must be a GTIN of 8, 12, 13 or 14 digits'),
  primary: z.boolean().default(false),
  type: line(20).default('EAN13'),
});

const ProductPropertyInput = z.object({
  productPropertyUid: emptyAsAbsent(Uid),
  propertyUid: Uid,
  propertyOptionUid: OptionalUid.default(''),
  propertyName: line(200),
  propertyOptionName: line(200).default(''),
  propertyType: PropertyType,
  required: z.boolean().default(false),
  propertyText: line(1000).optional(),
});

const PropertyInput = z.object({
  uid: emptyAsAbsent(Uid),
  key: line(100).min(1, 'must not be empty'),
  value: line(1000),
});

const MoneyInput = z.object({
  amount: z.int().min(0).max(1_000_000_000_000),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .max(3)
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code'),
});

const ComponentInput = z.object({ productUid: Uid, quantity: z.int().min(1).max(10_000).default(1) });

/** Writable fields; on PUT an omitted field keeps its value, '' clears a text field. */
const productFields = {
  sku: line(100).min(1, 'must not be empty').optional(),
  name: line(300).min(1, 'must not be empty').optional(),
  productType: ProductType.optional(),
  description: text(10_000).optional(),
  brand: line(200).optional(),
  unit: line(20).optional(),
  active: z.boolean().optional(),
  productGroupUid: OptionalUid.optional(),
  parentProductUid: OptionalUid.optional(),
  gtins: z.array(GtinInput).max(20).optional(),
  vatCodeUid: OptionalUid.optional(),
  vatRate: z.int().min(0).max(10_000).optional().meta({ description: 'Basis points: 2500 = 25 %' }),
  costPrice: z.int().min(0).max(1_000_000_000_000).optional(),
  defaultPrice: MoneyInput.nullable().optional().meta({ description: 'null removes it' }),
  allowedActions: z.array(AllowedAction).max(19).optional(),
  productProperties: z.array(ProductPropertyInput).max(100).optional(),
  properties: z.array(PropertyInput).max(100).optional(),
  components: z.array(ComponentInput).max(50).optional(),
  metadata: MetadataPatch.optional(),
};

export const UpdateProductBody = z.object(productFields).meta({
  id: 'UpdateProduct',
  example: {
    name: 'Espresso cup, white',
    defaultPrice: { amount: 10900, currency: 'NOK' },
    metadata: { erpId: 'A-10042', legacyId: '' },
  },
});
export type UpdateProductInput = z.output<typeof UpdateProductBody>;

export const CreateProductBody = z
  .object({
    ...productFields,
    productUid: emptyAsAbsent(Uid),
    sku: line(100).min(1, 'must not be empty'),
    name: line(300).min(1, 'must not be empty'),
  })
  .meta({
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
  });
export type CreateProductInput = z.output<typeof CreateProductBody>;

/** A batch item: a create when productUid is new or absent, else a partial update. */
export const BatchProductItem = z.object({ ...productFields, productUid: emptyAsAbsent(Uid) });

export const BATCH_MAX = 500;
export const ProductBatchBody = z
  .object({
    products: z
      .array(z.record(z.string(), z.unknown()))
      .min(1, 'must hold at least one product')
      .max(BATCH_MAX, `must hold at most ${BATCH_MAX} products`),
  })
  .meta({
    id: 'ProductBatch',
    example: {
      products: [
        { productUid: 'prod-42', sku: 'SKU-0042', name: 'Espresso cup' },
        { productUid: 'prod-43', active: false },
      ],
    },
  });

export const ProductSearchBody = z
  .object({
    query: emptyAsAbsent(z.string().trim().max(200)).meta({
      description: 'Every word contained (case-insensitive) in the name, sku, a gtin or the brand',
    }),
    sku: emptyAsAbsent(line(100)).meta({ description: 'Exact sku (case-insensitive)' }),
    gtin: emptyAsAbsent(z.string().trim().max(14)).meta({ description: 'Exact gtin' }),
    productGroupUids: z
      .array(Uid)
      .max(100)
      .optional()
      .meta({ description: 'In these groups or any group below them' }),
    productTypes: z.array(ProductType).max(8).optional(),
    active: z.boolean().optional(),
    parentProductUid: emptyAsAbsent(Uid).meta({ description: 'Variants of this CONFIGURABLE master' }),
    updatedSince: emptyAsAbsent(DateTime),
  })
  .meta({
    id: 'ProductSearch',
    example: { query: 'espresso', productGroupUids: ['pg-kitchen'], active: true },
  });
export type ProductSearchInput = z.output<typeof ProductSearchBody>;

/** Sortable fields of product searches. */
export const PRODUCT_SORT = ['name', 'sku', 'updatedAt', 'createdAt', 'productUid'] as const;
