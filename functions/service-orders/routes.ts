import { defineRoutes } from '#shared/http/route.ts';
import { serviceOrderRoutes } from './service-order.routes.ts';

/** The service-orders group: repairs and services taken in at the counter. */
export const routes = defineRoutes({ ...serviceOrderRoutes });
