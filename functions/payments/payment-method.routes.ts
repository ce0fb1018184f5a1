import type { RouteAuth } from '#shared/auth/model.ts';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { StoreParams, TenantParams, withUids } from '#shared/schema/params.ts';
import {
  CreateStorePaymentMethodBody,
  CreateTenantPaymentMethodBody,
  StorePaymentMethodResponse,
  TenantPaymentMethodResponse,
  UpdateStorePaymentMethodBody,
  UpdateTenantPaymentMethodBody,
} from './payment-method.schema.ts';
import { PAYMENT_METHOD_SORT } from './payments-enums.ts';

/** Reads: any token of the tenant (a till shows them). Writes: Tenant.Admin or BACKOFFICE (like stores). */
export const PAYMENT_READ: RouteAuth = { access: 'STORE' };
export const PAYMENT_WRITE: RouteAuth = { access: 'BACKOFFICE' };

const tags = ['Payment methods'] as const;
const tenantBase = '/tenants/{tenantUid}/payment-methods';
const tenantOne = `${tenantBase}/{tenantPaymentMethodUid}`;
const storeBase = '/tenants/{tenantUid}/stores/{storeUid}/payment-methods';
const storeOne = `${storeBase}/{storePaymentMethodUid}`;
const TenantMethodParams = withUids(TenantParams, 'tenantPaymentMethodUid');
const StoreMethodParams = withUids(StoreParams, 'storePaymentMethodUid');
const etag = { ETag: 'Payment method version, for If-Match' };
const stale = { 412: { description: 'If-Match names an older version' } };

/** Payment methods of the tenant and its stores (spec 2.3 tenantPaymentMethodUid, storePaymentMethodUid). */
export const paymentMethodRoutes = defineRoutes({
  createTenantPaymentMethod: {
    method: 'POST',
    path: tenantBase,
    summary: 'Create a tenant payment method',
    description:
      'A method the tenant takes payments with (`code` is the settlement code of its payments). Stores enable it with a store payment method. `parameters` names what its settlements carry (keys unique). `tenantPaymentMethodUid` may be chosen; a duplicate is a 409.',
    tags,
    auth: PAYMENT_WRITE,
    request: { params: TenantParams, body: CreateTenantPaymentMethodBody },
    success: {
      location: tenantOne,
      status: 201,
      description: 'The created method',
      schema: TenantPaymentMethodResponse,
    },
    responses: { 409: { description: 'The tenantPaymentMethodUid is taken' } },
  },
  listTenantPaymentMethods: {
    method: 'GET',
    path: tenantBase,
    summary: 'List tenant payment methods (paged)',
    description: 'Sorted by name unless `sortBy` says otherwise. Read-your-writes.',
    tags,
    auth: PAYMENT_READ,
    request: { params: TenantParams, query: pagingQuery(PAYMENT_METHOD_SORT) },
    success: {
      status: 200,
      description: 'A page of methods',
      schema: pagedList(TenantPaymentMethodResponse, 'TenantPaymentMethodPage'),
    },
  },
  getTenantPaymentMethod: {
    method: 'GET',
    path: tenantOne,
    summary: 'Get a tenant payment method',
    tags,
    auth: PAYMENT_READ,
    request: { params: TenantMethodParams },
    success: { status: 200, description: 'The method', schema: TenantPaymentMethodResponse, headers: etag },
    responses: { 404: { description: 'No such method' } },
  },
  updateTenantPaymentMethod: {
    method: 'PUT',
    path: tenantOne,
    summary: 'Update a tenant payment method (partial)',
    description:
      'Omitted fields keep their value. `active: false` stops every store from taking it: settlements naming its store methods are refused (422). If-Match with the ETag; a stale version is a 412.',
    tags,
    auth: PAYMENT_WRITE,
    request: { params: TenantMethodParams, body: UpdateTenantPaymentMethodBody },
    success: {
      status: 200,
      description: 'The updated method',
      schema: TenantPaymentMethodResponse,
      headers: etag,
    },
    responses: {
      404: { description: 'No such method' },
      409: { description: 'A concurrent change' },
      ...stale,
    },
  },
  deleteTenantPaymentMethod: {
    method: 'DELETE',
    path: tenantOne,
    summary: 'Delete a tenant payment method',
    description:
      'Settlements already made keep their uids. Store methods of it stay and are refused by new settlements (422); deactivating is the usual way.',
    tags,
    auth: PAYMENT_WRITE,
    request: { params: TenantMethodParams },
    success: { status: 204, description: 'Deleted' },
    responses: { 404: { description: 'No such method' }, 409: { description: 'Concurrent change' } },
  },
  createStorePaymentMethod: {
    method: 'POST',
    path: storeBase,
    summary: 'Enable a tenant payment method in a store',
    description:
      "The store payment method is what settlements name (`storePaymentMethodUid`, unique within the store). `tenantPaymentMethodUid` must name an active tenant method (404 when it does not exist, 422 when inactive). `name` and `receiptText` override the tenant method's. Like every store-scoped route, it needs no store record.",
    tags,
    auth: PAYMENT_WRITE,
    request: { params: StoreParams, body: CreateStorePaymentMethodBody },
    success: {
      location: storeOne,
      status: 201,
      description: 'The store method',
      schema: StorePaymentMethodResponse,
    },
    responses: {
      404: { description: 'No such tenant payment method' },
      409: { description: 'The storePaymentMethodUid is taken in the store' },
      422: { description: 'The tenant payment method is not active' },
    },
  },
  listStorePaymentMethods: {
    method: 'GET',
    path: storeBase,
    summary: "List a store's payment methods (paged)",
    description:
      'With what each takes from its tenant method. Sorted by name unless `sortBy` says otherwise.',
    tags,
    auth: PAYMENT_READ,
    request: { params: StoreParams, query: pagingQuery(PAYMENT_METHOD_SORT) },
    success: {
      status: 200,
      description: 'A page of store methods',
      schema: pagedList(StorePaymentMethodResponse, 'StorePaymentMethodPage'),
    },
  },
  getStorePaymentMethod: {
    method: 'GET',
    path: storeOne,
    summary: 'Get a store payment method',
    tags,
    auth: PAYMENT_READ,
    request: { params: StoreMethodParams },
    success: {
      status: 200,
      description: 'The store method',
      schema: StorePaymentMethodResponse,
      headers: etag,
    },
    responses: { 404: { description: 'No such method in the store' } },
  },
  updateStorePaymentMethod: {
    method: 'PUT',
    path: storeOne,
    summary: 'Update a store payment method (partial)',
    description:
      "Omitted fields keep their value; '' returns `name` or `receiptText` to the tenant method's. A store method stays on its tenant method. If-Match with the ETag; a stale version is a 412.",
    tags,
    auth: PAYMENT_WRITE,
    request: { params: StoreMethodParams, body: UpdateStorePaymentMethodBody },
    success: {
      status: 200,
      description: 'The updated store method',
      schema: StorePaymentMethodResponse,
      headers: etag,
    },
    responses: {
      404: { description: 'No such method in the store' },
      409: { description: 'A concurrent change' },
      ...stale,
    },
  },
  deleteStorePaymentMethod: {
    method: 'DELETE',
    path: storeOne,
    summary: 'Delete a store payment method',
    description:
      'Refused (409) while a payment terminal of the store takes it. Settlements already made keep its uid.',
    tags,
    auth: PAYMENT_WRITE,
    request: { params: StoreMethodParams },
    success: { status: 204, description: 'Deleted' },
    responses: {
      404: { description: 'No such method in the store' },
      409: { description: 'A terminal takes it, or a concurrent change' },
    },
  },
});
