import type { Operations } from '#shared/http/handler.ts';
import type { routes } from '../routes.ts';
import * as prePayments from './prepayment.service.ts';

/** The sales group's operations on an order's prepayments (prepayment.routes.ts). */
export const prePaymentOperations = {
  createPrePayment: async ({ auth, params, body }) => ({
    body: await prePayments.createPrePayment(auth, params.storeUid, params.orderUid, body),
  }),
  listPrePayments: async ({ params, query }) => ({
    body: await prePayments.listPrePayments(params.tenantUid, params.storeUid, params.orderUid, query),
  }),
  refundPrePayment: async ({ auth, params, body }) => ({
    body: await prePayments.refundPrePayment(
      auth,
      params.storeUid,
      params.orderUid,
      params.prePaymentUid,
      body,
    ),
  }),
} satisfies Partial<Operations<typeof routes>>;
