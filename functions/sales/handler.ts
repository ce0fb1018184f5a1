import { etagOf } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { createOrder, findOrder, toOrderResponse } from './order.service.ts';
import { reserveOrderLines } from './order-reservation.service.ts';
import {
  cancelReceipt,
  createSettlement,
  findReceipt,
  updateReceipt,
  updateSettlement,
} from './receipt.service.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import { createReceipt } from './receipt-create.service.ts';
import { toReceiptResponse, toSettlementResponse } from './receipt-response.ts';
import { searchReceipts } from './receipt-search.service.ts';
import { routes } from './routes.ts';
import { findSettlement } from './settlement-build.ts';

const withEtag = (receipt: ReceiptRecord) => ({
  body: toReceiptResponse(receipt),
  headers: { ETag: etagOf(receipt) },
});

const DEPRECATED_VOUCHER_NUMBER: Record<string, string> = {
  Deprecation: 'true',
  Warning: '299 - "voucherNumber is deprecated; use voucherNumbers"',
};

export const handler = createHttpHandler(routes, {
  createOrder: async ({ auth, params, body }) => ({
    body: toOrderResponse(await createOrder(auth, params.storeUid, body)),
  }),
  getOrder: async ({ params }) => ({
    body: toOrderResponse(await findOrder(params.tenantUid, params.storeUid, params.orderUid)),
  }),
  createReceipt: async ({ auth, params, body }) =>
    withEtag(await createReceipt(auth, params.storeUid, params.orderUid, body)),
  searchReceipts: async ({ params, query, body }) => ({
    body: await searchReceipts(params.tenantUid, body, query),
    headers: body.voucherNumber ? DEPRECATED_VOUCHER_NUMBER : {},
  }),
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
  reserveOrderLines: async ({ auth, body }) => ({ body: await reserveOrderLines(auth, body) }),
});
