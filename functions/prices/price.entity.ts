import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { PRICE_SK_PREFIX } from './price-items.ts';

/**
 * The price of one product in one pricelist: `T#<t>#PRICELIST#<p>` / `PRICE#<productUid>`. A
 * pricelist's prices are one sort-key range of its partition, so a page of them is a Query from
 * a key on (never a scan, never an offset), and the price of a product in a pricelist is one key.
 * No index: nothing looks prices up by product across pricelists.
 */
export const PriceEntity = new Entity(
  {
    model: { entity: 'price', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      pricelistUid: readOnlyString,
      productUid: readOnlyString,
      amount: { type: 'number', required: true },
      validFrom: { type: 'string' },
      validTo: { type: 'string' },
      // [{ minQuantity, amount }], ascending; validated by the request schema.
      quantityBreaks: { type: 'any', required: true },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'pricelistUid'], 'T#${tenantUid}#PRICELIST#${pricelistUid}'),
        sk: templateKey('sk', ['productUid'], `${PRICE_SK_PREFIX}\${productUid}`),
      },
    },
  },
  entityConfig(),
);
