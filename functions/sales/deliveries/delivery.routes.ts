import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { OrderParams } from '../orders/order.schema.ts';
import {
  CreateDeliveryBody,
  DELIVERY_SORT,
  DeliveryList,
  DeliveryPage,
  DeliveryResponse,
  DeliverySearchBody,
  UpdateDeliveryBody,
} from './delivery.schema.ts';

const auth = { permissions: ['SALES_ORDER', 'RETURN_ORDER'] } as const;
const tags = ['Deliveries'] as const;
const base = '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/deliveries';
const DeliveryParams = withUids(OrderParams, 'deliveryUid');
const etag = { ETag: 'Delivery version, for If-Match' };

/** Deliveries of an order's lines (issue 17, docs/decisions/deliveries.md). */
export const deliveryRoutes = defineRoutes({
  createDelivery: {
    method: 'POST',
    path: base,
    summary: 'Deliver lines of an order, now or after picking',
    description:
      'Partial deliveries are allowed; more than is left to deliver (ordered, less delivered, less what open deliveries hold) is a 409 naming the line. ' +
      "A DELIVERED delivery (the default) updates the lines, the order's and its receipts' deliveryState, and emits ORDER_LINE_DELIVERED per line it completes and ORDER_DELIVERED when the order is complete, all in one transaction. " +
      'Stock leaves once per line when it is sold (a receipt becoming COMPLETE), not at delivery. ' +
      'NEW or STARTED opens a delivery being picked: it holds its quantities, and it counts as delivered when it becomes DELIVERED. At most 50 lines per delivery.',
    tags,
    auth,
    request: { params: OrderParams, body: CreateDeliveryBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/deliveries/{deliveryUid}',
      description: 'The delivery',
      schema: DeliveryResponse,
    },
    responses: {
      404: {
        description:
          'No such order in this store, or a line (`body.lines.N.orderItemUid`) the order does not have',
      },
      409: { description: 'More than is left to deliver, or deliveryUid is taken' },
      422: {
        description:
          'A return line or a line with nothing physical to deliver, or the delivery would touch more items than one transaction holds',
      },
    },
  },
  listOrderDeliveries: {
    method: 'GET',
    path: base,
    summary: "An order's deliveries",
    tags,
    auth,
    request: { params: OrderParams },
    success: { status: 200, description: 'The deliveries', schema: DeliveryList },
    responses: { 404: { description: 'No such order in the store' } },
  },
  getDelivery: {
    method: 'GET',
    path: `${base}/{deliveryUid}`,
    summary: 'Get a delivery',
    tags,
    auth,
    request: { params: DeliveryParams },
    success: { status: 200, description: 'The delivery', schema: DeliveryResponse, headers: etag },
    responses: { 404: { description: 'No such order in the store, or no such delivery of it' } },
  },
  updateDelivery: {
    method: 'PUT',
    path: `${base}/{deliveryUid}`,
    summary: 'Change a delivery being picked, hand it over or cancel it (partial)',
    description:
      'NEW -> STARTED -> DELIVERED, and NEW or STARTED -> CANCELLED (any other move is a 409). Lines may be replaced or removed while NEW or STARTED (spec 9). ' +
      'Becoming DELIVERED does what a DELIVERED create does. If-Match with the ETag: a stale version is a 412.',
    tags,
    auth,
    request: { params: DeliveryParams, body: UpdateDeliveryBody },
    success: { status: 200, description: 'The delivery', schema: DeliveryResponse, headers: etag },
    responses: {
      404: { description: 'No such delivery of the order' },
      409: { description: 'An illegal state move, a change to a closed delivery, or more than is left' },
      412: { description: 'Stale If-Match' },
    },
  },
  searchDeliveries: {
    method: 'POST',
    path: '/tenants/{tenantUid}/deliveries/search',
    summary: "Search the tenant's deliveries (paged)",
    description:
      'Filters storeUids (spec 9), orderUids, states and the delivery time; every filter given must hold.',
    tags,
    auth,
    idempotent: false,
    request: { params: TenantParams, query: pagingQuery(DELIVERY_SORT), body: DeliverySearchBody },
    success: { status: 200, description: 'A page of deliveries', schema: DeliveryPage },
  },
});
