import type { Operations } from '#shared/http/handler.ts';
import type { routes } from '../fulfilment/routes.ts';
import { reserveOrderLines } from './order-reservation.service.ts';

/** The sales group's operation reserving order lines (order-reservation.routes.ts). */
export const orderReservationOperations = {
  reserveOrderLines: async ({ auth, body }) => ({ body: await reserveOrderLines(auth, body) }),
} satisfies Partial<Operations<typeof routes>>;
