import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';
import * as orders from './service-order.service.ts';
import * as writes from './service-order-write.service.ts';

/** Thin adapter: every operation calls one use case; a service order's answers carry its ETag. */
const ifMatch = (headers: Record<string, string | undefined>) =>
  ifMatchVersion(headers['if-match'], 'service order');

export const handler = createHttpHandler(routes, {
  createServiceOrder: async ({ params: p, body, auth }) =>
    withEtag(await writes.createServiceOrder(auth, p.storeUid, body)),
  listServiceOrders: async ({ params: p, query }) => ({
    body: await orders.listStoreServiceOrders(p.tenantUid, p.storeUid, query),
  }),
  searchServiceOrders: async ({ params: p, query, body }) => ({
    body: await orders.searchServiceOrders(p.tenantUid, body, query),
  }),
  getServiceOrder: async ({ params: p }) =>
    withEtag(await orders.readServiceOrder(p.tenantUid, p.storeUid, p.serviceOrderUid)),
  updateServiceOrder: async ({ params: p, body, auth, headers }) =>
    withEtag(await writes.updateServiceOrder(auth, p, body, ifMatch(headers))),
  transitionServiceOrder: async ({ params: p, body, auth, headers }) =>
    withEtag(await writes.transitionServiceOrder(auth, p, body, ifMatch(headers))),
  addServiceOrderNote: async ({ params: p, body, auth }) =>
    withEtag(await writes.addServiceOrderNote(auth, p, body)),
});
