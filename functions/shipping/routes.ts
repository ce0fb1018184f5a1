import { defineRoutes } from '#shared/http/route.ts';
import { shipmentRoutes } from './shipment.routes.ts';
import { shippingProviderRoutes } from './shipping-provider.routes.ts';

/** The shipping group: shipping-label providers and the shipments booked with them. */
export const routes = defineRoutes({ ...shippingProviderRoutes, ...shipmentRoutes });
