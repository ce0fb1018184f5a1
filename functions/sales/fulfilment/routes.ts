import { defineRoutes } from '#shared/http/route.ts';
import { deliveryRoutes } from '../deliveries/delivery.routes.ts';
import { orderReservationRoutes } from '../reservations/order-reservation.routes.ts';

/**
 * The `fulfilment` function of the sales area: an order's deliveries and the reservation of its
 * lines' stock, the two writes that touch the inventory (docs/decisions/bundles.md, "Sales in
 * three functions").
 */
export const routes = defineRoutes({
  ...deliveryRoutes,
  ...orderReservationRoutes,
});
