import type { RouteAuth } from '#shared/auth/model.ts';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { StoreParams, TenantParams } from '#shared/schema/params.ts';
import { StoreResponse } from './store.schema.ts';
import { CreateStoreBody, STORE_SORT, UpdateStoreBody } from './store-input.schema.ts';

/** Reads: any token of the tenant (store or tenant access level). Writes: Tenant.Admin or BACKOFFICE. */
export const STORE_READ: RouteAuth = { access: 'STORE' };
export const STORE_WRITE: RouteAuth = { access: 'BACKOFFICE' };

const tags = ['Stores'] as const;
const base = '/tenants/{tenantUid}/stores';
const one = `${base}/{storeUid}`;
const etag = { ETag: 'Store version, for If-Match' };
const StorePage = pagedList(StoreResponse, 'StorePage');

/** Stores (issue 15; spec 1 names stores, spec 9 the field purchasePricelistUid). */
export const storeRoutes = defineRoutes({
  createStore: {
    method: 'POST',
    path: base,
    summary: 'Create a store',
    description:
      '`number` is unique per tenant (409). `timezone` is an IANA zone, `currency` ISO 4217. `pricelistUid` must name a SALE pricelist and `purchasePricelistUid` a PURCHASE pricelist in the store currency (404 when missing, 422 otherwise). `storeUid` may be chosen by the caller; a duplicate is a 409. Every route under a store (orders, receipts, accounting, ...) answers 404 naming `params.storeUid` until the store is created.',
    tags,
    auth: STORE_WRITE,
    request: { params: TenantParams, body: CreateStoreBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/stores/{storeUid}',
      description: 'The created store',
      schema: StoreResponse,
    },
    responses: {
      404: { description: 'A named pricelist does not exist' },
      409: { description: 'Duplicate storeUid or store number' },
      422: { description: 'A named pricelist has the wrong type or currency' },
    },
  },
  listStores: {
    method: 'GET',
    path: base,
    summary: 'List stores (paged)',
    description: 'Sorted by name unless `sortBy` says otherwise.',
    tags,
    auth: STORE_READ,
    request: { params: TenantParams, query: pagingQuery(STORE_SORT) },
    success: { status: 200, description: 'A page of stores', schema: StorePage },
  },
  getStore: {
    method: 'GET',
    path: one,
    summary: 'Get a store',
    description: 'A storeUid never created here is a 404, here and under it.',
    tags,
    auth: STORE_READ,
    request: { params: StoreParams },
    success: { status: 200, description: 'The store', schema: StoreResponse, headers: etag },
    responses: { 404: { description: 'No such store' } },
  },
  updateStore: {
    method: 'PUT',
    path: one,
    summary: 'Update a store (partial)',
    description:
      'Omitted fields keep their value; an empty string clears pricelistUid, purchasePricelistUid or defaultWarehouseUid. Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.',
    tags,
    auth: STORE_WRITE,
    request: { params: StoreParams, body: UpdateStoreBody },
    success: { status: 200, description: 'The updated store', schema: StoreResponse, headers: etag },
    responses: {
      404: { description: 'No such store, or a named pricelist does not exist' },
      409: { description: 'Store number taken, or a concurrent change' },
      412: { description: 'If-Match names an older version' },
      422: { description: 'A named pricelist has the wrong type or currency' },
    },
  },
  deleteStore: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a store',
    description:
      'Releases its number. Orders, receipts and accounting of the storeUid stay as they are; the routes under the store answer 404 until a store with that uid is created again.',
    tags,
    auth: STORE_WRITE,
    request: { params: StoreParams },
    success: { status: 204, description: 'Deleted' },
    responses: { 404: { description: 'No such store' }, 409: { description: 'Concurrent change' } },
  },
});
