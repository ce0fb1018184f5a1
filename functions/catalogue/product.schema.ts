import * as z from 'zod/mini';
import { Amount, DateTime } from '#shared/schema/common.ts';
import { Metadata, type MetadataValue, metadataOf } from '#shared/schema/metadata.ts';
import { AllowedAction, ProductType, PropertyType } from '#shared/schema/retail.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * The product as the API returns it and as it is stored. Field names follow spec 2.4 where the
 * order line carries them (sku, name, productType, gtins, vatCodeUid, allowedActions,
 * productProperties, properties, coverImage); the rest follow Shopify / Square catalog usage.
 */

export { AllowedAction, ProductType, PropertyType };

/** Spec 2.4 gtins entry. */
export const Gtin = withMeta(z.object({ gtin: z.string(), primary: z.boolean(), type: z.string() }), {
  id: 'ProductGtin',
});
/** Spec 2.4 ProductProperty. */
export const ProductProperty = withMeta(
  z.object({
    productPropertyUid: z.string(),
    propertyUid: z.string(),
    propertyOptionUid: z.string(),
    propertyName: z.string(),
    propertyOptionName: z.string(),
    propertyType: PropertyType,
    required: z.boolean(),
    propertyText: z.optional(z.string()),
  }),
  { id: 'CatalogueProductProperty' },
);
/** Spec 2.4 properties entry. */
export const Property = withMeta(z.object({ uid: z.string(), key: z.string(), value: z.string() }), {
  id: 'ProductPropertyValue',
});
/** Spec 2.4 coverImage: set by marking a medium as the cover (product media). */
export const CoverImage = withMeta(
  z.object({ productMediaUid: z.string(), mainUrl: z.string(), thumbnailUrl: z.string() }),
  { id: 'ProductCoverImage' },
);
/** A sale price in minor units, with its ISO 4217 currency. */
export const Money = withMeta(z.object({ amount: Amount, currency: z.string() }), { id: 'ProductPrice' });
/** One component line of a PACKAGE_FIXED or PACKAGE_DYNAMIC product. */
export const ComponentLine = withMeta(z.object({ productUid: z.string(), quantity: z.int() }), {
  id: 'ProductComponent',
});

const EXAMPLE = {
  productUid: 'prod-42',
  sku: 'SKU-0042',
  name: 'Espresso cup',
  productType: 'STOCK',
  description: 'Porcelain, 90 ml',
  brand: 'Nordlys',
  unit: 'pcs',
  active: true,
  productGroupUid: 'pg-cups',
  parentProductUid: '',
  gtins: [{ gtin: '7040000000421', primary: true, type: 'EAN13' }],
  vatCodeUid: 'vat-25',
  vatRate: 2500,
  costPrice: 3500,
  defaultPrice: { amount: 9900, currency: 'NOK' },
  allowedActions: ['QUANTITY_SOLD', 'DISCOUNT', 'CREDIT'],
  productProperties: [],
  properties: [{ uid: 'p-1', key: 'material', value: 'porcelain' }],
  components: [],
  coverImage: {
    productMediaUid: 'm-1',
    mainUrl: 'https://cdn.example.com/cup.jpg',
    thumbnailUrl: 'https://cdn.example.com/cup-200.jpg',
  },
  metadata: { erpId: 'A-10042' },
  createdAt: '2026-11-23T10:15:00.000Z',
  lastModifiedAt: '2026-11-23T10:15:00.000Z',
};

export const ProductResponse = withMeta(
  z.object({
    productUid: z.string(),
    sku: z.string(),
    name: z.string(),
    productType: ProductType,
    description: z.string(),
    brand: z.string(),
    unit: z.string(),
    active: z.boolean(),
    productGroupUid: z.string(),
    parentProductUid: z.string(),
    gtins: z.array(Gtin),
    vatCodeUid: z.string(),
    vatRate: withMeta(z.int(), { description: 'VAT rate in basis points: 2500 = 25 % (as order lines)' }),
    costPrice: Amount,
    defaultPrice: z.optional(Money),
    allowedActions: z.array(AllowedAction),
    productProperties: z.array(ProductProperty),
    properties: z.array(Property),
    components: z.array(ComponentLine),
    coverImage: z.optional(CoverImage),
    metadata: Metadata,
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'Product', example: EXAMPLE },
);
export type ProductResponseValue = z.infer<typeof ProductResponse>;

/** The product as stored (main item `T#<tenant>#PRODUCT#<uid>` / `PRODUCT`). */
export type ProductRecord = {
  tenantUid: string;
  productUid: string;
  sku: string;
  name: string;
  productType: z.infer<typeof ProductType>;
  description?: string | undefined;
  brand?: string | undefined;
  unit?: string | undefined;
  active: boolean;
  productGroupUid?: string | undefined;
  parentProductUid?: string | undefined;
  gtins?: z.infer<typeof Gtin>[] | undefined;
  vatCodeUid?: string | undefined;
  vatRate?: number | undefined;
  costPrice?: number | undefined;
  defaultPrice?: z.infer<typeof Money> | undefined;
  allowedActions?: z.infer<typeof AllowedAction>[] | undefined;
  productProperties?: z.infer<typeof ProductProperty>[] | undefined;
  properties?: z.infer<typeof Property>[] | undefined;
  components?: z.infer<typeof ComponentLine>[] | undefined;
  coverImage?: z.infer<typeof CoverImage> | undefined;
  metadata?: MetadataValue | undefined;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

export const toProductResponse = (p: ProductRecord): ProductResponseValue => ({
  productUid: p.productUid,
  sku: p.sku,
  name: p.name,
  productType: p.productType,
  description: p.description ?? '',
  brand: p.brand ?? '',
  unit: p.unit ?? '',
  active: p.active,
  productGroupUid: p.productGroupUid ?? '',
  parentProductUid: p.parentProductUid ?? '',
  gtins: p.gtins ?? [],
  vatCodeUid: p.vatCodeUid ?? '',
  vatRate: p.vatRate ?? 0,
  costPrice: p.costPrice ?? 0,
  ...(p.defaultPrice ? { defaultPrice: p.defaultPrice } : {}),
  allowedActions: p.allowedActions ?? [],
  productProperties: p.productProperties ?? [],
  properties: p.properties ?? [],
  components: p.components ?? [],
  ...(p.coverImage ? { coverImage: p.coverImage } : {}),
  metadata: metadataOf(p.metadata),
  createdAt: p.createdAt,
  lastModifiedAt: p.lastModifiedAt,
});
