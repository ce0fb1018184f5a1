import type { RouteAuth } from '#shared/auth/model.ts';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { StoreParams, TenantParams, withUids } from '#shared/schema/params.ts';
import {
  CreateServiceOrderBody,
  SERVICE_ORDER_SORT,
  ServiceOrderNoteBody,
  ServiceOrderSearchBody,
  ServiceOrderTransitionBody,
  UpdateServiceOrderBody,
} from './service-order.schema.ts';
import { ServiceOrderPage, ServiceOrderResponse } from './service-order-response.schema.ts';

/** Every service-order operation needs SERVICE_ORDER (spec 5). */
export const SERVICE_ORDER_AUTH: RouteAuth = { permissions: ['SERVICE_ORDER'] };

const tags = ['Service orders'] as const;
const base = '/tenants/{tenantUid}/stores/{storeUid}/service-orders';
const one = `${base}/{serviceOrderUid}`;
export const ServiceOrderParams = withUids(StoreParams, 'serviceOrderUid');
const etag = { ETag: 'Service order version, for If-Match' };
const found = { 404: { description: 'No such service order in the store' } };
const stale = { 412: { description: 'If-Match names an older version' } };

/** Repairs and services taken in at the counter (issue 36, docs/decisions/service-orders.md). */
export const serviceOrderRoutes = defineRoutes({
  createServiceOrder: {
    method: 'POST',
    path: base,
    summary: 'Take items in for service (RECEIVED)',
    description:
      "The customer must exist (404 naming `customerUid`); its names and contact are copied onto the order. Each item may name a product of the catalogue (404 naming it). `serviceOrderNumber` is the store's next number (1, 2, 3, ...).",
    tags,
    auth: SERVICE_ORDER_AUTH,
    request: { params: StoreParams, body: CreateServiceOrderBody },
    success: {
      location: one,
      status: 201,
      description: 'The service order',
      schema: ServiceOrderResponse,
      headers: etag,
    },
    responses: {
      404: { description: 'The store, the customer or a product does not exist' },
      409: { description: 'The serviceOrderUid is taken' },
      422: { description: 'The customer was erased' },
    },
  },
  listServiceOrders: {
    method: 'GET',
    path: base,
    summary: "List the store's service orders (paged)",
    tags,
    auth: SERVICE_ORDER_AUTH,
    request: { params: StoreParams, query: pagingQuery(SERVICE_ORDER_SORT) },
    success: { status: 200, description: 'A page of service orders, newest first', schema: ServiceOrderPage },
    responses: { 404: { description: 'No such store' } },
  },
  searchServiceOrders: {
    method: 'POST',
    path: '/tenants/{tenantUid}/service-orders/search',
    summary: 'Search service orders (paged)',
    description:
      "Every criterion given must hold. `serialNumber` is exact (case-insensitive) on any item; `query`: every word contained in a word of the number, the customer's names, e-mail or mobile, an item's description or serial number, or the problem. Newest first unless sorted otherwise.",
    tags,
    auth: SERVICE_ORDER_AUTH,
    idempotent: false,
    request: {
      params: TenantParams,
      query: pagingQuery(SERVICE_ORDER_SORT),
      body: ServiceOrderSearchBody,
    },
    success: { status: 200, description: 'A page of matching service orders', schema: ServiceOrderPage },
  },
  getServiceOrder: {
    method: 'GET',
    path: one,
    summary: 'Get a service order',
    tags,
    auth: SERVICE_ORDER_AUTH,
    request: { params: ServiceOrderParams },
    success: { status: 200, description: 'The service order', schema: ServiceOrderResponse, headers: etag },
    responses: found,
  },
  updateServiceOrder: {
    method: 'PUT',
    path: one,
    summary: 'Update items, problem or estimate (partial)',
    description:
      'Omitted fields keep their value. A changed estimate amount or currency withdraws its approval unless `approved` is sent again. PICKED_UP and CANCELLED orders do not change (409). If-Match with the ETag: a stale version is a 412.',
    tags,
    auth: SERVICE_ORDER_AUTH,
    request: { params: ServiceOrderParams, body: UpdateServiceOrderBody },
    success: { status: 200, description: 'The service order', schema: ServiceOrderResponse, headers: etag },
    responses: {
      404: { description: 'No such service order, or a product does not exist' },
      409: { description: 'The order is PICKED_UP or CANCELLED' },
      ...stale,
    },
  },
  transitionServiceOrder: {
    method: 'POST',
    path: `${one}/state`,
    summary: 'Move a service order to another state',
    description:
      'RECEIVED -> DIAGNOSING -> AWAITING_APPROVAL -> IN_REPAIR -> READY_FOR_PICKUP -> PICKED_UP. DIAGNOSING may go straight to IN_REPAIR, or to READY_FOR_PICKUP (nothing to repair); AWAITING_APPROVAL to READY_FOR_PICKUP (estimate declined). Every state before READY_FOR_PICKUP may go to CANCELLED. AWAITING_APPROVAL needs an estimate, and IN_REPAIR after it an approved one. Any other move is a 409 naming `state`. Takes If-Match (412 when stale).',
    tags,
    auth: SERVICE_ORDER_AUTH,
    request: { params: ServiceOrderParams, body: ServiceOrderTransitionBody },
    success: { status: 200, description: 'The service order', schema: ServiceOrderResponse, headers: etag },
    responses: { ...found, 409: { description: 'The move is not allowed (see the description)' }, ...stale },
  },
  addServiceOrderNote: {
    method: 'POST',
    path: `${one}/notes`,
    summary: 'Add a note to a service order',
    description:
      'Notes are append-only: the author (the caller) and the time are recorded, and no note is changed or removed. Allowed in every state; at most 100 per order (422).',
    tags,
    auth: SERVICE_ORDER_AUTH,
    request: { params: ServiceOrderParams, body: ServiceOrderNoteBody },
    success: {
      status: 200,
      description: 'The service order with the note',
      schema: ServiceOrderResponse,
      headers: etag,
    },
    responses: { ...found, 422: { description: 'The order holds 100 notes already' } },
  },
});
