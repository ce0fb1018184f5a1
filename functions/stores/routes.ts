import { defineRoutes } from '#shared/http/route.ts';
import { storeRoutes } from './store.routes.ts';

/** The stores group: store records (docs/decisions/stores.md). */
export const routes = defineRoutes({ ...storeRoutes });
