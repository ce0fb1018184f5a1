import { etagOf, ifMatchVersion } from '#shared/http/conditional.ts';
import type { Operations } from '#shared/http/handler.ts';
import type { routes } from '../fulfilment/routes.ts';
import type { DeliveryRecord } from './delivery.repository.ts';
import * as deliveries from './delivery.service.ts';

const deliveryWithEtag = (d: DeliveryRecord) => ({
  body: deliveries.toDeliveryResponse(d),
  headers: { ETag: etagOf(d) },
});

/** The sales group's operations on an order's deliveries (delivery.routes.ts). */
export const deliveryOperations = {
  createDelivery: async ({ auth, params: p, body }) => ({
    body: deliveries.toDeliveryResponse(await deliveries.createDelivery(auth, p.storeUid, p.orderUid, body)),
  }),
  listOrderDeliveries: async ({ params: p }) => ({
    body: await deliveries.listOrderDeliveries(p.tenantUid, p.storeUid, p.orderUid),
  }),
  getDelivery: async ({ params: p }) =>
    deliveryWithEtag(await deliveries.readDelivery(p.tenantUid, p.storeUid, p.orderUid, p.deliveryUid)),
  updateDelivery: async ({ auth, params: p, body, headers }) =>
    deliveryWithEtag(
      await deliveries.updateDelivery(auth, p, body, ifMatchVersion(headers['if-match'], 'delivery')),
    ),
  searchDeliveries: async ({ params: p, query, body }) => ({
    body: await deliveries.searchDeliveries(p.tenantUid, body, query),
  }),
} satisfies Partial<Operations<typeof routes>>;
