import { defineRoutes } from '#shared/http/route.ts';
import { OrderParams } from '../orders/order.schema.ts';
import { OrderHandlingResponse, UpdateOrderHandlingBody } from './order-handling.schema.ts';

const auth = { permissions: ['SALES_ORDER', 'RETURN_ORDER'] } as const;
const tags = ['Order handling'] as const;
const path = '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/handling';
const etag = { ETag: 'Handling version, for If-Match ("0" before the first change)' };

/** The handling of an order (issue 17): its state and the actions recorded on its lines. */
export const orderHandlingRoutes = defineRoutes({
  getOrderHandling: {
    method: 'GET',
    path,
    summary: "An order's handling",
    description: 'An order never handled answers NOT_STARTED with no handling, at ETag "0".',
    tags,
    auth,
    request: { params: OrderParams },
    success: { status: 200, description: 'The handling', schema: OrderHandlingResponse, headers: etag },
    responses: { 404: { description: 'No such order in the store' } },
  },
  updateOrderHandling: {
    method: 'PUT',
    path,
    summary: "Move an order's handling and record actions on its lines",
    description:
      'Moves NOT_STARTED -> IN_PROGRESS | ON_HOLD; IN_PROGRESS -> ON_HOLD | COMPLETE; ON_HOLD -> IN_PROGRESS | NOT_STARTED; COMPLETE -> IN_PROGRESS. Any other move is a 409; the same state is no move. `actions` are appended to the lines as OrderItemAction records (spec 2.4). Each move emits one ORDER_HANDLING_STATE_CHANGED; a request that changes nothing emits nothing.',
    tags,
    auth,
    request: { params: OrderParams, body: UpdateOrderHandlingBody },
    success: { status: 200, description: 'The handling', schema: OrderHandlingResponse, headers: etag },
    responses: {
      404: {
        description:
          'No such order in the store, or no such handling, order line or handling action (naming the body field)',
      },
      409: {
        description: 'A move the transition table does not allow, or a handling change after the start',
      },
      412: { description: 'If-Match names another version' },
      422: { description: 'No handling named yet while the order has none' },
    },
  },
});
