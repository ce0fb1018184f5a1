import { defineRoutes } from '#shared/http/route.ts';
import { productRoutes } from './product.routes.ts';
import { productGroupRoutes } from './product-group.routes.ts';
import { productMediaRoutes } from './product-media.routes.ts';

/**
 * The catalogue: product groups, products and their media share one Lambda, because a product
 * write checks its group and a media write updates its product.
 */
export const routes = defineRoutes({ ...productGroupRoutes, ...productRoutes, ...productMediaRoutes });
