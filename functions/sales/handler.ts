import { etagOf, ifMatchVersion, withEtag as versioned } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import type { DeliveryRecord } from './deliveries/delivery.repository.ts';
import * as deliveries from './deliveries/delivery.service.ts';
import {
  createHandling,
  listHandlingDefinitions,
  readHandling,
} from './handling/handling-definition.service.ts';
import { readOrderHandling, updateOrderHandling } from './handling/order-handling.service.ts';
import { listAddons } from './orders/addon.service.ts';
import { createOrder, findOrder, toOrderResponse } from './orders/order.service.ts';
import type { OrderRecord } from './orders/order.types.ts';
import { searchOrders } from './orders/order-search.service.ts';
import { updateOrder } from './orders/order-update.service.ts';
import * as prePayments from './prepayments/prepayment.service.ts';
import {
  cancelReceipt,
  createSettlement,
  findReceipt,
  updateReceipt,
  updateSettlement,
} from './receipts/receipt.service.ts';
import type { ReceiptRecord } from './receipts/receipt.types.ts';
import { createReceipt } from './receipts/receipt-create.service.ts';
import { copyReceipt, receiptDocument } from './receipts/receipt-document.service.ts';
import { toReceiptResponse, toSettlementResponse } from './receipts/receipt-response.ts';
import { searchReceipts } from './receipts/receipt-search.service.ts';
import { reserveOrderLines } from './reservations/order-reservation.service.ts';
import { routes } from './routes.ts';
import { findSettlement } from './settlements/settlement-build.ts';
import { searchSettlements } from './settlements/settlement-search.service.ts';

const withEtag = (receipt: ReceiptRecord) => ({
  body: toReceiptResponse(receipt),
  headers: { ETag: etagOf(receipt) },
});

const orderWithEtag = (order: OrderRecord) => ({
  body: toOrderResponse(order),
  headers: { ETag: etagOf(order) },
});

const DEPRECATED_VOUCHER_NUMBER: Record<string, string> = {
  Deprecation: 'true',
  Warning: '299 - "voucherNumber is deprecated; use voucherNumbers"',
};

const deliveryWithEtag = (d: DeliveryRecord) => ({
  body: deliveries.toDeliveryResponse(d),
  headers: { ETag: etagOf(d) },
});

export const handler = createHttpHandler(routes, {
  createOrder: async ({ auth, params, body }) => ({
    body: toOrderResponse(await createOrder(auth, params.storeUid, body)),
  }),
  getOrder: async ({ params }) =>
    orderWithEtag(await findOrder(params.tenantUid, params.storeUid, params.orderUid)),
  searchOrders: async ({ params, query, body }) => ({
    body: await searchOrders(params.tenantUid, body, query),
  }),
  updateOrder: async ({ auth, params: p, body, headers }) =>
    orderWithEtag(await updateOrder(auth, p.storeUid, p.orderUid, body, headers['if-match'])),
  createReceipt: async ({ auth, params, body }) =>
    withEtag(await createReceipt(auth, params.storeUid, params.orderUid, body)),
  searchReceipts: async ({ params, query, body }) => ({
    body: await searchReceipts(params.tenantUid, body, query),
    headers: body.voucherNumber ? DEPRECATED_VOUCHER_NUMBER : {},
  }),
  searchSettlements: async ({ params, query, body }) => ({
    body: await searchSettlements(params.tenantUid, body, query),
  }),
  getReceiptDocument: async ({ params: p, query }) => ({
    body: await receiptDocument(p.tenantUid, p.storeUid, p.receiptUid, query.format),
  }),
  copyReceipt: async ({ auth, params: p }) => ({ body: await copyReceipt(auth, p.storeUid, p.receiptUid) }),
  getReceipt: async ({ params }) =>
    withEtag(await findReceipt(params.tenantUid, params.storeUid, params.receiptUid)),
  getSettlement: async ({ params }) => {
    const receipt = await findReceipt(params.tenantUid, params.storeUid, params.receiptUid);
    return {
      body: toSettlementResponse(findSettlement(receipt, params.settlementUid)),
      headers: { ETag: etagOf(receipt) },
    };
  },
  updateReceipt: async ({ auth, params, body, headers }) =>
    withEtag(await updateReceipt(auth, params.storeUid, params.receiptUid, body, headers['if-match'])),
  cancelReceipt: async ({ auth, params }) => {
    await cancelReceipt(auth, params.storeUid, params.receiptUid);
    return {};
  },
  createSettlement: async ({ auth, params, body }) =>
    withEtag(await createSettlement(auth, params.storeUid, params.receiptUid, body)),
  updateSettlement: async ({ auth, params, body }) =>
    withEtag(await updateSettlement(auth, params.storeUid, params.receiptUid, params.settlementUid, body)),
  createDelivery: async ({ auth, params: p, body }) => ({
    body: deliveries.toDeliveryResponse(await deliveries.createDelivery(auth, p.storeUid, p.orderUid, body)),
  }),
  listOrderDeliveries: async ({ params: p }) => ({
    body: await deliveries.listOrderDeliveries(p.tenantUid, p.storeUid, p.orderUid),
  }),
  getDelivery: async ({ params: p }) =>
    deliveryWithEtag(await deliveries.readDelivery(p.tenantUid, p.storeUid, p.orderUid, p.deliveryUid)),
  updateDelivery: async ({ auth, params: p, body, headers }) =>
    deliveryWithEtag(
      await deliveries.updateDelivery(auth, p, body, ifMatchVersion(headers['if-match'], 'delivery')),
    ),
  searchDeliveries: async ({ params: p, query, body }) => ({
    body: await deliveries.searchDeliveries(p.tenantUid, body, query),
  }),
  createHandling: async ({ params, body }) => ({ body: await createHandling(params.tenantUid, body) }),
  listHandlings: async ({ params }) => ({ body: await listHandlingDefinitions(params.tenantUid) }),
  getHandling: async ({ params }) => ({ body: await readHandling(params.tenantUid, params.handlingUid) }),
  getOrderHandling: async ({ params }) =>
    versioned(await readOrderHandling(params.tenantUid, params.storeUid, params.orderUid)),
  updateOrderHandling: async ({ auth, params, body, headers }) =>
    versioned(await updateOrderHandling(auth, params.storeUid, params.orderUid, body, headers['if-match'])),
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
  listOrderItemAddons: async ({ params, query }) => ({
    body: await listAddons(params.tenantUid, params.storeUid, params.orderUid, params.orderItemUid, query),
  }),
  reserveOrderLines: async ({ auth, body }) => ({ body: await reserveOrderLines(auth, body) }),
});
