import { NotFoundError } from '#shared/errors.ts';
import { etagOf } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { resolvePage } from '#shared/http/paging.ts';
import { createOrder, toOrderResponse } from './create-order.ts';
import { createReceipt } from './create-receipt.ts';
import { getOrder } from './order.repository.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import {
  cancelReceipt,
  createSettlement,
  findReceipt,
  updateReceipt,
  updateSettlement,
} from './receipt-operations.ts';
import { toReceiptResponse, toSettlementResponse } from './receipt-response.ts';
import { searchReceipts } from './receipt-search.ts';
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
  getOrder: async ({ auth, params }) => {
    const order = await getOrder(auth.tenantUid, params.orderUid);
    if (!order || order.storeUid !== params.storeUid) throw NotFoundError.record('order', params.orderUid);
    return { body: toOrderResponse(order) };
  },
  createReceipt: async ({ auth, params, body }) =>
    withEtag(await createReceipt(auth, params.storeUid, params.orderUid, body)),
  searchReceipts: async ({ auth, query, body }) => {
    // Newest first by default; other sort fields ascend unless told otherwise.
    const descending = !query.sortBy || query.sortBy === 'settledAt';
    const page = resolvePage(query, { sortBy: 'settledAt', sortDirection: descending ? 'DESC' : 'ASC' });
    const result = await searchReceipts(auth.tenantUid, body, page);
    return {
      body: { items: result.items.map(toReceiptResponse), paging: result.paging },
      headers: body.voucherNumber ? DEPRECATED_VOUCHER_NUMBER : {},
    };
  },
  getReceipt: async ({ auth, params }) =>
    withEtag(await findReceipt(auth.tenantUid, params.storeUid, params.receiptUid)),
  getSettlement: async ({ auth, params }) => {
    const receipt = await findReceipt(auth.tenantUid, params.storeUid, params.receiptUid);
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
});
