import { defineRoutes } from '#shared/http/route.ts';
import { priceRoutes } from './price.routes.ts';
import { pricelistRoutes } from './pricelist.routes.ts';

/** The prices group: pricelists, their prices, and the effective price (docs/decisions/prices.md). */
export const routes = defineRoutes({ ...pricelistRoutes, ...priceRoutes });
