import { etagOf } from '#shared/http/conditional.ts';
import type { Operations } from '#shared/http/handler.ts';
import type { routes } from '../routes.ts';
import { listAddons } from './addon.service.ts';
import { createOrder, findOrder, toOrderResponse } from './order.service.ts';
import type { OrderRecord } from './order.types.ts';
import { searchOrders } from './order-search.service.ts';
import { updateOrder } from './order-update.service.ts';

const orderWithEtag = (order: OrderRecord) => ({
  body: toOrderResponse(order),
  headers: { ETag: etagOf(order) },
});

/** The sales group's operations on orders and their lines' add-ons (order.routes.ts, addon.routes.ts). */
export const orderOperations = {
  createOrder: async ({ auth, params, body }) => ({
    body: toOrderResponse(await createOrder(auth, params.storeUid, body)),
  }),
  getOrder: async ({ params }) =>
    orderWithEtag(await findOrder(params.tenantUid, params.storeUid, params.orderUid)),
  searchOrders: async ({ params, query, body }) => ({
    body: await searchOrders(params.tenantUid, body, query),
  }),
  updateOrder: async ({ auth, params: p, body, headers }) =>
    orderWithEtag(await updateOrder(auth, p.storeUid, p.orderUid, body, headers['if-match'])),
  listOrderItemAddons: async ({ params, query }) => ({
    body: await listAddons(params.tenantUid, params.storeUid, params.orderUid, params.orderItemUid, query),
  }),
} satisfies Partial<Operations<typeof routes>>;
