import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { PRICELIST_TYPES } from './price-enums.ts';

/**
 * A pricelist. The main item's key is exactly REFERENCE_KEYS.pricelist (shared/db/references.ts):
 * stores check the pricelists they name without importing this file. Its prices share its
 * partition (price.entity.ts), so one BatchGet reads a pricelist with the price of one product.
 *
 * Index: gsi1 `T#<t>#PRICELISTS` / `PRICELIST#<p>`: the tenant's pricelists in one partition.
 */
export const PricelistEntity = new Entity(
  {
    model: { entity: 'pricelist', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      pricelistUid: readOnlyString,
      name: requiredString,
      // Fixed at creation: the amounts of its prices are in this currency.
      currency: { type: 'string', required: true, readOnly: true },
      type: { type: PRICELIST_TYPES, required: true, readOnly: true },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'pricelistUid'], 'T#${tenantUid}#PRICELIST#${pricelistUid}'),
        sk: templateKey('sk', [], 'PRICELIST'),
      },
      byTenant: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid'], 'T#${tenantUid}#PRICELISTS'),
        sk: templateKey('gsi1sk', ['pricelistUid'], 'PRICELIST#${pricelistUid}'),
      },
    },
  },
  entityConfig(),
);
