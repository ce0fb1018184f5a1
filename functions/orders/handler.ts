import { createReceipt } from '#functions/receipts/create-receipt.ts';
import { toReceiptResponse } from '#functions/receipts/receipt-response.ts';
import { NotFoundError } from '#shared/errors.ts';
import { etagOf } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { createOrder, toOrderResponse } from './create-order.ts';
import { getOrder } from './order.repository.ts';
import { routes } from './routes.ts';

export const handler = createHttpHandler(routes, {
  createOrder: async ({ auth, params, body }) => ({
    body: toOrderResponse(await createOrder(auth, params.storeUid, body)),
  }),
  getOrder: async ({ auth, params }) => {
    const order = await getOrder(auth.tenantUid, params.orderUid);
    if (!order || order.storeUid !== params.storeUid) throw NotFoundError.record('order', params.orderUid);
    return { body: toOrderResponse(order) };
  },
  createReceipt: async ({ auth, params, body }) => {
    const receipt = await createReceipt(auth, params.storeUid, params.orderUid, body);
    return { body: toReceiptResponse(receipt), headers: { ETag: etagOf(receipt) } };
  },
});
