import { defineRoutes } from '#shared/http/route.ts';
import { handlingDefinitionRoutes } from './handling/handling-definition.routes.ts';
import { orderHandlingRoutes } from './handling/order-handling.routes.ts';
import { addonRoutes } from './orders/addon.routes.ts';
import { orderRoutes } from './orders/order.routes.ts';
import { prePaymentRoutes } from './prepayments/prepayment.routes.ts';

/**
 * The `sales` function: orders, their lines' add-ons, their handling and their prepayments. The
 * area's receipts (receipts/routes.ts) and its deliveries and reservations (fulfilment/routes.ts)
 * are functions of their own over the same folder, so that a cold start loads one of the three
 * (docs/decisions/bundles.md, "Sales in three functions").
 */
export const routes = defineRoutes({
  ...orderRoutes,
  ...handlingDefinitionRoutes,
  ...orderHandlingRoutes,
  ...prePaymentRoutes,
  ...addonRoutes,
});
