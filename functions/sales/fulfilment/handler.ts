import { createHttpHandler } from '#shared/http/handler.ts';
import { deliveryOperations } from '../deliveries/delivery.operations.ts';
import { orderReservationOperations } from '../reservations/order-reservation.operations.ts';
import { routes } from './routes.ts';

/** The fulfilment function's operations; createHttpHandler checks that they name every route. */
export const handler = createHttpHandler(routes, {
  ...deliveryOperations,
  ...orderReservationOperations,
});
