import { KEY_PAGING_NOTE } from '#shared/http/key-paging.ts';
import { cursorPagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { StoreParams, withUids } from '#shared/schema/params.ts';
import { EffectivePriceQuery, EffectivePriceResponse } from './effective-price.schema.ts';
import { PricePage, PriceResponse, PutPriceBody } from './price.schema.ts';
import { PRICE_READ, PRICE_WRITE, PricelistParams } from './pricelist.routes.ts';

/** `/tenants/{tenantUid}/pricelists/{pricelistUid}/prices/{productUid}`. */
const PriceParams = withUids(PricelistParams, 'productUid');

const tags = ['Prices'] as const;
const base = '/tenants/{tenantUid}/pricelists/{pricelistUid}/prices';
const one = `${base}/{productUid}`;
const etag = { ETag: 'Price version, for If-Match' };

/** Prices of a pricelist, one per product, and the effective price of a product in a store. */
export const priceRoutes = defineRoutes({
  listPrices: {
    method: 'GET',
    path: base,
    summary: 'List the prices of a pricelist',
    description: `In productUid order. ${KEY_PAGING_NOTE}`,
    tags,
    auth: PRICE_READ,
    request: { params: PricelistParams, query: cursorPagingQuery },
    success: { status: 200, description: 'A page of prices', schema: PricePage },
    responses: { 404: { description: 'No such pricelist' } },
  },
  getPrice: {
    method: 'GET',
    path: one,
    summary: 'Get the price of a product in a pricelist',
    tags,
    auth: PRICE_READ,
    request: { params: PriceParams },
    success: { status: 200, description: 'The price', schema: PriceResponse, headers: etag },
    responses: { 404: { description: 'No such pricelist, or no price of the product in it' } },
  },
  putPrice: {
    method: 'PUT',
    path: one,
    summary: 'Create or replace the price of a product in a pricelist',
    description:
      '`amount` is the unit price (integer minor units of the pricelist currency) from quantity 1; `quantityBreaks` give lower unit prices from `minQuantity` on. `validFrom` (inclusive) and `validTo` (exclusive) bound when the price applies. 201 and PRICE_CREATE for a new price, 200 and PRICE_UPDATE for a changed one, 200 and no event for an unchanged one. If-Match applies to an existing price (412 when stale or when there is no price).',
    tags,
    auth: PRICE_WRITE,
    request: { params: PriceParams, body: PutPriceBody },
    success: {
      status: 200,
      description: 'The price, replaced or unchanged',
      schema: PriceResponse,
      headers: etag,
    },
    responses: {
      201: { description: 'The price, created', schema: PriceResponse, headers: etag },
      404: { description: 'No such pricelist' },
      409: { description: 'Concurrent change' },
      412: { description: 'If-Match names another version' },
    },
  },
  deletePrice: {
    method: 'DELETE',
    path: one,
    summary: 'Delete the price of a product in a pricelist',
    description: 'Emits PRICE_DELETE.',
    tags,
    auth: PRICE_WRITE,
    request: { params: PriceParams },
    success: { status: 204, description: 'Deleted' },
    responses: {
      404: { description: 'No such pricelist or price' },
      409: { description: 'Concurrent change' },
    },
  },
  getEffectivePrice: {
    method: 'GET',
    path: '/tenants/{tenantUid}/stores/{storeUid}/products/{productUid}/price',
    summary: 'The effective price of a product in a store',
    description:
      "The unit price a sale would use and where it came from: the customer's pricelist (`customerUid`), then the store's pricelist, then the product's default price. A pricelist applies when it is a SALE list in the store's currency and holds a price for the product valid at `at` (default now); within it, the quantity break with the largest minQuantity <= `quantity` (default 1). At most two DynamoDB round trips.",
    tags,
    auth: PRICE_READ,
    request: { params: withUids(StoreParams, 'productUid'), query: EffectivePriceQuery },
    success: { status: 200, description: 'The effective price', schema: EffectivePriceResponse },
    responses: {
      404: { description: 'No such store (`params.storeUid`), product or customer, or no price applies' },
    },
    // The operation reads the store in its first BatchGet and answers the unknown store's 404.
    storeCheck: 'operation',
  },
});
