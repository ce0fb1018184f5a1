import { defineRoutes } from '#shared/http/route.ts';
import { loyaltyRoutes } from './loyalty.routes.ts';

/** The loyalty group: the programme and the points of customers and orders. */
export const routes = defineRoutes({ ...loyaltyRoutes });
