import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { StoreParams, withUids } from '#shared/schema/params.ts';
import { CreateTillBody, TillListQuery, TillPage, TillResponse, UpdateTillBody } from './till.schema.ts';

/** Reads and the till's working day (open, movements, close): any token of the tenant. Definitions: BACKOFFICE. */
export const TILL_READ: RouteAuth = { access: 'STORE' };
export const TILL_OPERATE: RouteAuth = { access: 'STORE' };
export const TILL_WRITE: RouteAuth = { access: 'BACKOFFICE' };

export const TILLS_TAG = ['Tills'] as const;
const tags = TILLS_TAG;
const base = '/tenants/{tenantUid}/stores/{storeUid}/tills';
const one = `${base}/{tillUid}`;
export const TillParams = withUids(StoreParams, 'tillUid');
const headers = {
  ETag: 'Till version, for If-Match',
  Deprecation:
    '`true` when the request or the till carries barcodePrinter, receiptPrinter, regularPrinter or appSettings (spec 9.4)',
};

/** Tills of a store (issue 18). */
export const tillRoutes = defineRoutes({
  createTill: {
    method: 'POST',
    path: base,
    summary: 'Create a till of a store',
    description:
      '`number` is unique per store (409 naming body.number). The deprecated printer properties and appSettings are still accepted and stored; the answer then carries a Deprecation header.',
    tags,
    auth: TILL_WRITE,
    request: { params: StoreParams, body: CreateTillBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}',
      description: 'The created till',
      schema: TillResponse,
      headers,
    },
    responses: {
      409: { description: 'The tillUid or the till number is taken' },
    },
  },
  listTills: {
    method: 'GET',
    path: base,
    summary: "List a store's tills",
    description: 'Sorted by number unless `sortBy` says otherwise.',
    tags,
    auth: TILL_READ,
    request: { params: StoreParams, query: TillListQuery },
    success: { status: 200, description: 'A page of the tills of the store', schema: TillPage },
  },
  getTill: {
    method: 'GET',
    path: one,
    summary: 'Get a till',
    tags,
    auth: TILL_READ,
    request: { params: TillParams },
    success: { status: 200, description: 'The till', schema: TillResponse, headers },
    responses: { 404: { description: 'No such till in this store' } },
  },
  updateTill: {
    method: 'PUT',
    path: one,
    summary: 'Update a till (partial)',
    description: 'Omitted fields keep their value. If-Match with the ETag: a stale version is a 412.',
    tags,
    auth: TILL_WRITE,
    request: { params: TillParams, body: UpdateTillBody },
    success: { status: 200, description: 'The till', schema: TillResponse, headers },
    responses: {
      404: { description: 'No such till in this store' },
      409: { description: 'Till number taken, or a concurrent change' },
      412: { description: 'If-Match names an older version' },
    },
  },
  deleteTill: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a till',
    description: 'A till with an open session is a 409: close it first.',
    tags,
    auth: TILL_WRITE,
    request: { params: TillParams },
    success: { status: 204, description: 'Deleted' },
    responses: {
      404: { description: 'No such till in this store' },
      409: { description: 'The till is open' },
    },
  },
});
