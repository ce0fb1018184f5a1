import { defineRoutes } from '#shared/http/route.ts';
import { addonRoutes } from './addon.routes.ts';
import { deliveryRoutes } from './delivery.routes.ts';
import { handlingDefinitionRoutes } from './handling-definition.routes.ts';
import { orderRoutes } from './order.routes.ts';
import { orderHandlingRoutes } from './order-handling.routes.ts';
import { orderReservationRoutes } from './order-reservation.routes.ts';
import { prePaymentRoutes } from './prepayment.routes.ts';
import { receiptRoutes } from './receipt.routes.ts';
import { receiptDocumentRoutes } from './receipt-document.routes.ts';

/**
 * The sales group: orders and their receipts share one Lambda, because a receipt is taken from
 * its order's lines and every receipt write updates the order in the same transaction. An order's
 * handling is written with the order (its line actions are on the order's lines).
 */
export const routes = defineRoutes({
  ...orderRoutes,
  ...receiptRoutes,
  ...receiptDocumentRoutes,
  ...handlingDefinitionRoutes,
  ...orderHandlingRoutes,
  ...deliveryRoutes,
  ...prePaymentRoutes,
  ...addonRoutes,
  ...orderReservationRoutes,
});
