import { defineRoutes } from '#shared/http/route.ts';
import { deliveryRoutes } from './deliveries/delivery.routes.ts';
import { handlingDefinitionRoutes } from './handling/handling-definition.routes.ts';
import { orderHandlingRoutes } from './handling/order-handling.routes.ts';
import { addonRoutes } from './orders/addon.routes.ts';
import { orderRoutes } from './orders/order.routes.ts';
import { prePaymentRoutes } from './prepayments/prepayment.routes.ts';
import { receiptRoutes } from './receipts/receipt.routes.ts';
import { receiptDocumentRoutes } from './receipts/receipt-document.routes.ts';
import { orderReservationRoutes } from './reservations/order-reservation.routes.ts';

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
