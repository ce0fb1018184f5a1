import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { withUids } from '#shared/schema/params.ts';
import { OrderParams } from '../orders/order.schema.ts';
import {
  CreatePrePaymentBody,
  PrePaymentList,
  PrePaymentResponse,
  RefundPrePaymentBody,
} from './prepayment.schema.ts';

const auth = { permissions: ['SALES_ORDER', 'RETURN_ORDER'] } as const;
const base = '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/pre-payments';

/** Pre-payments of an order (spec 4.8; docs/decisions/payments-loyalty.md). */
export const prePaymentRoutes = defineRoutes({
  createPrePayment: {
    method: 'POST',
    path: base,
    summary: 'Register a pre-payment on an order',
    description:
      'Money the customer paid before the receipt (a deposit). A receipt of the order is paid from it with a ' +
      'settlement whose settlementCode is PRE_PAYMENT (captured at once, at most what is unused and what is left ' +
      'to pay). Idempotent: a repeat with the same prePaymentUid or externalPaymentReference and the same content ' +
      'answers the first pre-payment; other content is a 409. Idempotency-Key is honoured too.',
    tags: ['Orders'],
    auth,
    request: { params: OrderParams, body: CreatePrePaymentBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/pre-payments',
      description: 'The pre-payment',
      schema: PrePaymentResponse,
    },
    responses: {
      404: { description: 'No such order in this store' },
      409: { description: 'The uid or reference names another pre-payment, or the order holds 50' },
    },
  },
  listPrePayments: {
    method: 'GET',
    path: base,
    summary: 'List the pre-payments of an order, with their balance',
    tags: ['Orders'],
    auth,
    request: { params: OrderParams, query: pagingQuery(['createdAt', 'amount']) },
    success: {
      status: 200,
      description: 'A page of pre-payments, the balance and its uses',
      schema: PrePaymentList,
    },
    responses: { 404: { description: 'No such order in this store' } },
  },
  refundPrePayment: {
    method: 'POST',
    path: `${base}/{prePaymentUid}/refunds`,
    summary: 'Refund unused money of a pre-payment',
    description:
      'At most what is unrefunded of the pre-payment and unused on the order (money a receipt took is returned ' +
      'with a return receipt). Repeating a refundUid answers the pre-payment again without a second refund.',
    tags: ['Orders'],
    auth,
    request: { params: withUids(OrderParams, 'prePaymentUid'), body: RefundPrePaymentBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/pre-payments',
      description: 'The pre-payment after the refund',
      schema: PrePaymentResponse,
    },
    responses: {
      404: { description: 'No such order or pre-payment' },
      409: { description: 'The amount is more than can be refunded (body.amount)' },
    },
  },
});
