import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  optionalString,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { PRODUCT_TYPES } from '#shared/schema/retail.ts';

/** The partition of one product: its main item and its media. */
export const PRODUCT_PK = 'T#${tenantUid}#PRODUCT#${productUid}';

/**
 * A product. Reading one is one GetItem; other areas read it through product-read.ts. Lists and
 * searches read the PostgreSQL read model (product.projection.ts), so the table keeps no
 * tenant-wide index of products. Media live in the product's partition (product-media.entity.ts).
 */
export const ProductEntity = new Entity(
  {
    model: { entity: 'product', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      productUid: readOnlyString,
      sku: requiredString,
      name: requiredString,
      productType: { type: PRODUCT_TYPES, required: true },
      description: optionalString,
      brand: optionalString,
      unit: optionalString,
      active: { type: 'boolean', required: true },
      productGroupUid: optionalString,
      parentProductUid: optionalString,
      vatCodeUid: optionalString,
      vatRate: { type: 'number' },
      costPrice: { type: 'number' },
      // Nested values are validated by the request schemas; stored as given.
      gtins: { type: 'any' },
      defaultPrice: { type: 'any' },
      allowedActions: { type: 'list', items: { type: 'string' } },
      productProperties: { type: 'any' },
      properties: { type: 'any' },
      components: { type: 'any' },
      metadata: { type: 'any' },
      coverImage: { type: 'any' },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'productUid'], PRODUCT_PK),
        sk: templateKey('sk', [], 'PRODUCT'),
      },
    },
  },
  entityConfig(),
);

/**
 * The claim of one gtin by one product: created with the product (or the change that adds the
 * gtin) in the same transaction, on condition that it does not exist, so a gtin belongs to at most
 * one product of a tenant. Removed with the gtin.
 */
export const ProductGtinEntity = new Entity(
  {
    model: { entity: 'productGtin', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      gtin: readOnlyString,
      productUid: readOnlyString,
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'gtin'], 'T#${tenantUid}#GTIN#${gtin}'),
        sk: templateKey('sk', [], 'GTIN'),
      },
    },
  },
  entityConfig(),
);
