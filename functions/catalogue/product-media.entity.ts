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
import { MEDIA_TYPES } from './catalogue-enums.ts';
import { PRODUCT_PK } from './product.entity.ts';

/**
 * A medium of a product, in the product's partition: one Query lists them. Which one is the
 * cover is kept on the product (`coverImage`), so there can never be two.
 */
export const ProductMediaEntity = new Entity(
  {
    model: { entity: 'productMedia', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      productUid: readOnlyString,
      productMediaUid: readOnlyString,
      mediaType: { type: MEDIA_TYPES, required: true },
      url: requiredString,
      thumbnailUrl: optionalString,
      altText: optionalString,
      sortOrder: { type: 'number', required: true },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'productUid'], PRODUCT_PK),
        sk: templateKey('sk', ['productMediaUid'], 'MEDIA#${productMediaUid}'),
      },
    },
  },
  entityConfig(),
);
