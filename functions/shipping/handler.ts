import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';
import { createShipLabel, listShipLabels, toShipLabelResponse } from './shipment.service.ts';
import {
  listDeliveryMethods,
  listDeliveryProviders,
  readDeliveryProvider,
} from './shipping-provider.service.ts';

export const handler = createHttpHandler(routes, {
  listShipLabelDeliveryProviders: async () => ({ body: listDeliveryProviders() }),
  getShipLabelDeliveryProvider: async ({ params }) => ({
    body: readDeliveryProvider(params.deliveryProviderUid),
  }),
  listShipLabelDeliveryMethods: async ({ params }) => ({
    body: listDeliveryMethods(params.deliveryProviderUid),
  }),
  createShipLabelDelivery: async ({ auth, params, body }) => ({
    body: toShipLabelResponse(await createShipLabel(auth, params.storeUid, params.orderUid, body)),
  }),
  listShipLabelDeliveries: async ({ params, query }) => ({
    body: await listShipLabels(params.tenantUid, params.storeUid, params.orderUid, query),
  }),
});
