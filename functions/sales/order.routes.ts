import { defineRoutes } from '#shared/http/route.ts';
import { StoreParams, withUids } from '#shared/schema/params.ts';
import { CreateOrderBody, OrderResponse } from './order.schema.ts';

const auth = { permissions: ['SALES_ORDER', 'RETURN_ORDER'] } as const;
/** `/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}` (the receipts of an order too). */
export const OrderParams = withUids(StoreParams, 'orderUid');

/** Orders (spec 4.1): created with their lines, read by uid. */
export const orderRoutes = defineRoutes({
  createOrder: {
    method: 'POST',
    path: '/tenants/{tenantUid}/stores/{storeUid}/orders',
    summary: 'Create an order',
    description:
      'Creates an order with its lines. Line money (totals, VAT, gross profit, percentages) is computed by the ' +
      'service from itemPrice, itemDiscountAmount, itemCost, quantityOrdered and vatRate (basis points); ' +
      'amounts are integer minor units, rounded half away from zero. orderNumber is the next number of the tenant.',
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
      422: { description: 'The order would exceed the size one order can hold' },
    },
  },
  getOrder: {
    method: 'GET',
    path: '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}',
    summary: 'Get an order',
    tags: ['Orders'],
    auth,
    request: { params: OrderParams },
    success: { status: 200, description: 'The order', schema: OrderResponse },
    responses: { 404: { description: 'No such order in the store' } },
  },
});
