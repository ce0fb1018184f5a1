import { createHttpHandler } from '#shared/http/handler.ts';
import { purchaseOrderOperations } from './purchase-order.operations.ts';
import { receivementOperations } from './receivement.operations.ts';
import { routes } from './routes.ts';
import { stockOperations } from './stock.operations.ts';
import { supplierOperations } from './supplier.operations.ts';
import { warehouseOperations } from './warehouse.operations.ts';

/**
 * Thin adapter: every operation calls one use case. One slice per resource beside its services;
 * createHttpHandler checks that together they name every route.
 */
export const handler = createHttpHandler(routes, {
  ...warehouseOperations,
  ...stockOperations,
  ...supplierOperations,
  ...purchaseOrderOperations,
  ...receivementOperations,
});
