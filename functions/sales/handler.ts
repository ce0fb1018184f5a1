import { createHttpHandler } from '#shared/http/handler.ts';
import { handlingOperations } from './handling/handling.operations.ts';
import { orderOperations } from './orders/order.operations.ts';
import { prePaymentOperations } from './prepayments/prepayment.operations.ts';
import { routes } from './routes.ts';

/**
 * The sales function's operations, one slice per resource beside its services; createHttpHandler
 * checks that together they name every route.
 */
export const handler = createHttpHandler(routes, {
  ...orderOperations,
  ...handlingOperations,
  ...prePaymentOperations,
});
