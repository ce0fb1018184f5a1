import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { withUids } from '#shared/schema/params.ts';
import { OrderItemResponse, OrderParams } from './order.schema.ts';

const auth = { permissions: ['SALES_ORDER', 'RETURN_ORDER'] } as const;

/** Add-ons of an order line (spec 4.8). */
export const addonRoutes = defineRoutes({
  listOrderItemAddons: {
    method: 'GET',
    path: '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/items/{orderItemUid}/addons',
    summary: 'List the add-ons of an order line',
    description:
      'Add-on lines (warranty, gift wrap, insurance) are created with the order: a line whose parentOrderItemUid ' +
      'names a line whose product allows ADDON. Each is priced and taxed by its own product, counts in the order ' +
      "totals, and goes on its parent's receipt.",
    tags: ['Orders'],
    auth,
    request: {
      params: withUids(OrderParams, 'orderItemUid'),
      query: pagingQuery(['sortOrder', 'totalPrice', 'createdAt']),
    },
    success: {
      status: 200,
      description: 'A page of the add-on lines',
      schema: pagedList(OrderItemResponse, 'OrderItemAddonPage'),
    },
    responses: { 404: { description: 'No such order, or no such line on it' } },
  },
});
