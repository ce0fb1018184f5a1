import { changesNote, changesPagedList, changesPagingQuery } from '#shared/http/changes-paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { StoreParams, TenantParams } from '#shared/schema/params.ts';
import { CreateOrderBody, OrderParams, OrderResponse, UpdateOrderBody } from './order.schema.ts';
import { ORDER_SEARCH_SORT, OrderSearchBody } from './order-search.schema.ts';

const auth = { permissions: ['SALES_ORDER', 'RETURN_ORDER'] } as const;
const etag = { ETag: 'Order version, for If-Match' };

/** Orders (spec 4.1): created with their lines, read by uid. */
export const orderRoutes = defineRoutes({
  createOrder: {
    method: 'POST',
    path: '/tenants/{tenantUid}/stores/{storeUid}/orders',
    summary: 'Create an order',
    description:
      'Creates an order with its lines. Line money (totals, VAT, gross profit, percentages) is computed by the ' +
      'service from itemPrice, itemDiscountAmount, itemCost, quantityOrdered and vatRate (basis points); ' +
      'amounts are integer minor units, rounded half away from zero. orderNumber is the next number of the tenant. ' +
      'orderType OFFER makes a quotation (no orderDate, no reserved or delivered quantities); ORDER (the default) ' +
      'a sale, whose orderDate is its creation time.',
    tags: ['Orders'],
    auth,
    request: { params: StoreParams, body: CreateOrderBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}',
      description: 'The order',
      schema: OrderResponse,
    },
    responses: {
      404: { description: 'customerUid names no customer of the tenant' },
      409: { description: 'orderUid is taken' },
      422: {
        description:
          "The order would exceed the size one order can hold, or an add-on line's parent product does not allow ADDON",
      },
    },
  },
  searchOrders: {
    method: 'POST',
    path: '/tenants/{tenantUid}/orders/search',
    summary: 'Search offers and orders of the tenant',
    description:
      'Every filter narrows the result; empty strings and lists count as absent. orderTypes [OFFER] lists the open ' +
      'quotations. Eventually consistent: an order just created or converted is normally found within a second; GET ' +
      'it by uid for an immediate answer. ' +
      changesNote(),
    tags: ['Orders'],
    auth,
    request: { params: TenantParams, query: changesPagingQuery(ORDER_SEARCH_SORT), body: OrderSearchBody },
    success: {
      status: 200,
      description: 'A page of orders',
      schema: changesPagedList(OrderResponse, 'OrderPage'),
    },
    idempotent: false,
  },
  getOrder: {
    method: 'GET',
    path: '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}',
    summary: 'Get an order',
    tags: ['Orders'],
    auth,
    request: { params: OrderParams },
    success: { status: 200, description: 'The order', schema: OrderResponse, headers: etag },
    responses: { 404: { description: 'No such order in the store' } },
  },
  updateOrder: {
    method: 'PATCH',
    path: '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}',
    summary: 'Convert an offer to an order',
    description:
      'orderType ORDER converts an OFFER: orderDate is set to the time of the conversion and never changes again. ' +
      'ORDER on an ORDER changes nothing (the order is answered as it is); OFFER on an ORDER is a 409. ' +
      'Receipts, reservations, deliveries, pre-payments and shipping labels need an ORDER (409 on an OFFER). ' +
      'If-Match, when sent, must name the current version (412).',
    tags: ['Orders'],
    auth,
    request: { params: OrderParams, body: UpdateOrderBody },
    success: { status: 200, description: 'The order', schema: OrderResponse, headers: etag },
    responses: {
      404: { description: 'No such order in the store' },
      409: { description: 'An ORDER cannot become an OFFER again' },
      412: { description: 'If-Match names an older version' },
    },
  },
});
