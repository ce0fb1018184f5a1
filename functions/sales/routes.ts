import { defineRoutes } from '#shared/http/route.ts';
import { orderRoutes } from './order.routes.ts';
import { orderReservationRoutes } from './order-reservation.routes.ts';
import { receiptRoutes } from './receipt.routes.ts';

/**
 * The sales group: orders and their receipts share one Lambda, because a receipt is taken from
 * its order's lines and every receipt write updates the order in the same transaction.
 */
export const routes = defineRoutes({ ...orderRoutes, ...receiptRoutes, ...orderReservationRoutes });
