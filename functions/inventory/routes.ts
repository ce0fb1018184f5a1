import { defineRoutes } from '#shared/http/route.ts';
import { stockRoutes } from './stock.routes.ts';
import { warehouseRoutes } from './warehouse.routes.ts';

/** The inventory group: warehouses, stock levels and movements (docs/decisions/inventory.md). */
export const routes = defineRoutes({ ...warehouseRoutes, ...stockRoutes });
