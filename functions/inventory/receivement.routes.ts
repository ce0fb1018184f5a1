import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { PURCHASE_READ, PurchaseOrderParams } from './purchase-order.routes.ts';
import { CreateReceivementBody, ReceivementList, ReceivementResult } from './receivement.schema.ts';

/** Receiving goods: RECEIVEMENT (spec 5) or back-office access. */
const RECEIVE: RouteAuth = { permissions: ['RECEIVEMENT'], access: 'BACKOFFICE', mode: 'any' };

const tags = ['Purchasing'] as const;
const path = '/tenants/{tenantUid}/purchase-orders/{purchaseOrderUid}/receivements';

/** Receivements against a purchase order (issue 16). */
export const receivementRoutes = defineRoutes({
  createReceivement: {
    method: 'POST',
    path,
    summary: 'Receive goods against a SENT or PARTLY_RECEIVED purchase order',
    description:
      'Up to 24 lines, each an item of the order and the quantity that arrived. One transaction: the order (quantities received, PARTLY_RECEIVED or RECEIVED), the receivement, a RECEIVEMENT movement per line (TRANSFER_IN for a transfer) with its STOCK_CHANGE, the lower `incoming`, and PURCHASE_RECEIVED once when the order becomes fully received. Receiving more than is open is a 409 naming the line unless the order has `allowOverReceipt`. Concurrent receivements of one line take turns and never over-receive. A retried receivement with the same `receivementUid` is refused (409), never received twice; an Idempotency-Key also makes a retry safe.',
    tags,
    auth: RECEIVE,
    request: { params: PurchaseOrderParams, body: CreateReceivementBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/purchase-orders/{purchaseOrderUid}/receivements',
      description: 'The receivement and the order after it',
      schema: ReceivementResult,
    },
    responses: {
      404: { description: 'No such order, or a line names no item of the order (naming the body field)' },
      409: {
        description: 'The order is not open, a line would be over-received, or the receivementUid is taken',
      },
    },
  },
  listReceivements: {
    method: 'GET',
    path,
    summary: "A purchase order's receivements, oldest first",
    tags,
    auth: PURCHASE_READ,
    request: { params: PurchaseOrderParams },
    success: { status: 200, description: 'Every receivement of the order', schema: ReceivementList },
    responses: { 404: { description: 'No such order' } },
  },
});
