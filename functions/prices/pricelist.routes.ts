import type { RouteAuth } from '#shared/auth/model.ts';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import {
  CreatePricelistBody,
  PRICELIST_SORT,
  PricelistResponse,
  UpdatePricelistBody,
} from './pricelist.schema.ts';

/** Reads: any token of the tenant (store or tenant access level). Writes: Tenant.Admin or BACKOFFICE. */
export const PRICE_READ: RouteAuth = { access: 'STORE' };
export const PRICE_WRITE: RouteAuth = { access: 'BACKOFFICE' };

/** `/tenants/{tenantUid}/pricelists/{pricelistUid}`. */
export const PricelistParams = withUids(TenantParams, 'pricelistUid');

const tags = ['Prices'] as const;
const base = '/tenants/{tenantUid}/pricelists';
const one = `${base}/{pricelistUid}`;
const etag = { ETag: 'Pricelist version, for If-Match' };

/** Pricelists (issue 15; spec 9 names customer pricelistUid and store purchasePricelistUid). */
export const pricelistRoutes = defineRoutes({
  createPricelist: {
    method: 'POST',
    path: base,
    summary: 'Create a pricelist',
    description:
      '`type` SALE (default) or PURCHASE; `currency` ISO 4217, fixed at creation. `pricelistUid` may be chosen by the caller; a duplicate is a 409.',
    tags,
    auth: PRICE_WRITE,
    request: { params: TenantParams, body: CreatePricelistBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/pricelists/{pricelistUid}',
      description: 'The created pricelist',
      schema: PricelistResponse,
    },
    responses: { 409: { description: 'Duplicate uid' } },
  },
  listPricelists: {
    method: 'GET',
    path: base,
    summary: 'List pricelists (paged)',
    tags,
    auth: PRICE_READ,
    request: { params: TenantParams, query: pagingQuery(PRICELIST_SORT) },
    success: {
      status: 200,
      description: 'A page of pricelists',
      schema: pagedList(PricelistResponse, 'PricelistPage'),
    },
  },
  getPricelist: {
    method: 'GET',
    path: one,
    summary: 'Get a pricelist',
    tags,
    auth: PRICE_READ,
    request: { params: PricelistParams },
    success: { status: 200, description: 'The pricelist', schema: PricelistResponse, headers: etag },
    responses: { 404: { description: 'No such pricelist' } },
  },
  updatePricelist: {
    method: 'PUT',
    path: one,
    summary: 'Rename a pricelist',
    description:
      'Only `name` changes; a `currency` or `type` other than the stored one is a 422. If-Match: a stale version is a 412.',
    tags,
    auth: PRICE_WRITE,
    request: { params: PricelistParams, body: UpdatePricelistBody },
    success: { status: 200, description: 'The pricelist', schema: PricelistResponse, headers: etag },
    responses: {
      404: { description: 'No such pricelist' },
      409: { description: 'Concurrent change' },
      412: { description: 'If-Match names an older version' },
      422: { description: 'currency or type differs from the stored one' },
    },
  },
  deletePricelist: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a pricelist',
    description: 'Only an empty pricelist: one with prices is a 409 (delete its prices first).',
    tags,
    auth: PRICE_WRITE,
    request: { params: PricelistParams },
    success: { status: 204, description: 'Deleted' },
    responses: {
      404: { description: 'No such pricelist' },
      409: { description: 'The pricelist has prices' },
    },
  },
});
