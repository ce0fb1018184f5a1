import { defineRoutes } from '#shared/http/route.ts';
import { purchaseOrderRoutes } from './purchase-order.routes.ts';
import { receivementRoutes } from './receivement.routes.ts';
import { stockRoutes } from './stock.routes.ts';
import { supplierRoutes } from './supplier.routes.ts';
import { warehouseRoutes } from './warehouse.routes.ts';

/**
 * The inventory group: warehouses, stock levels and movements (docs/decisions/inventory.md);
 * suppliers, purchase orders and receivements (docs/decisions/purchasing.md).
 */
export const routes = defineRoutes({
  ...warehouseRoutes,
  ...stockRoutes,
  ...supplierRoutes,
  ...purchaseOrderRoutes,
  ...receivementRoutes,
});
