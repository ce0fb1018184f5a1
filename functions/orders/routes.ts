import * as z from 'zod';
import { ReceiptResponse } from '#functions/receipts/receipt.schema.ts';
import { CreateReceiptBody } from '#functions/receipts/receipt-input.schema.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { Uid } from '#shared/schema/common.ts';
import { CreateOrderBody, OrderResponse } from './order.schema.ts';

const auth = { permissions: ['SALES_ORDER', 'RETURN_ORDER'] } as const;
const StoreParams = z.object({ tenantUid: Uid, storeUid: Uid });
const OrderParams = StoreParams.extend({ orderUid: Uid });

export const routes = defineRoutes({
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
    success: { status: 201, description: 'The order', schema: OrderResponse },
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
  },
  createReceipt: {
    method: 'POST',
    path: '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/receipts',
    summary: 'Create a receipt on an order',
    description:
      'Puts the given lines (default: every line not yet on a receipt) on a new receipt with the next voucher ' +
      'number of the store. A line is on at most one receipt (409). Optional settlements are applied in the same write.',
    tags: ['Receipts'],
    auth,
    request: { params: OrderParams, body: CreateReceiptBody },
    success: {
      status: 200,
      description: 'The receipt',
      schema: ReceiptResponse,
      headers: { ETag: 'Receipt version' },
    },
    responses: {
      404: { description: 'An orderItemUid names no line of the order' },
      409: { description: 'A line is already on a receipt, or a settlement does not fit' },
      422: { description: 'The receipt would exceed the size one receipt can hold' },
    },
  },
});
