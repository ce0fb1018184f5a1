import type { PlainEntity } from '#shared/db/plain-entity.ts';
import type { PriceRecord } from './price.schema.ts';
import type { PricelistRecord } from './pricelist.schema.ts';

/**
 * The items of PriceEntity (price.entity.ts) and PricelistEntity (pricelist.entity.ts) as plain
 * DocumentClient calls read and write them (shared/db/plain-entity.ts), so that the prices
 * function, and the sales function through the effective price, bundle no ElectroDB
 * (docs/decisions/bundles.md). Both repositories use both: a pricelist and its prices share a
 * partition and one BatchGet reads them together. test/unit/prices/*-repository.test.ts compare
 * every call with the entity's.
 */

/** The sort-key prefix of prices in their pricelist's partition (the entity's and the pages'). */
export const PRICE_SK_PREFIX = 'PRICE#';

/** PriceEntity's item: its identifiers, attributes and key template (no index). */
export const PRICE_ITEM: PlainEntity<PriceRecord, 'tenantUid' | 'pricelistUid' | 'productUid'> = {
  identifiers: { __edb_e__: 'price', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    pricelistUid: 'required',
    productUid: 'required',
    amount: 'required',
    validFrom: 'optional',
    validTo: 'optional',
    quantityBreaks: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, pricelistUid, productUid }) => ({
    pk: `T#${tenantUid}#PRICELIST#${pricelistUid}`,
    sk: `${PRICE_SK_PREFIX}${productUid}`,
  }),
};

/**
 * PricelistEntity's item: its identifiers, attributes and key templates. The primary key is
 * REFERENCE_KEYS.pricelist (shared/db/references.ts), which stores check pricelists by.
 */
export const PRICELIST_ITEM: PlainEntity<PricelistRecord, 'tenantUid' | 'pricelistUid', 'tenantUid'> = {
  identifiers: { __edb_e__: 'pricelist', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    pricelistUid: 'required',
    name: 'required',
    currency: 'required',
    type: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, pricelistUid }) => ({ pk: `T#${tenantUid}#PRICELIST#${pricelistUid}`, sk: 'PRICELIST' }),
  gsi1: {
    pk: ({ tenantUid }) => `T#${tenantUid}#PRICELISTS`,
    skPrefix: 'PRICELIST#',
    skAttribute: 'pricelistUid',
  },
};
