import { etagOf } from '#shared/http/conditional.ts';
import type { Operations } from '#shared/http/handler.ts';
import { findSettlement } from '../settlements/settlement-build.ts';
import { searchSettlements } from '../settlements/settlement-search.service.ts';
import {
  cancelReceipt,
  createSettlement,
  findReceipt,
  updateReceipt,
  updateSettlement,
} from './receipt.service.ts';
import type { ReceiptRecord } from './receipt.types.ts';
import { createReceipt } from './receipt-create.service.ts';
import { copyReceipt, receiptDocument } from './receipt-document.service.ts';
import { toReceiptResponse, toSettlementResponse } from './receipt-response.ts';
import { searchReceipts } from './receipt-search.service.ts';
import type { routes } from './routes.ts';

const withEtag = (receipt: ReceiptRecord) => ({
  body: toReceiptResponse(receipt),
  headers: { ETag: etagOf(receipt) },
});

const DEPRECATED_VOUCHER_NUMBER: Record<string, string> = {
  Deprecation: 'true',
  Warning: '299 - "voucherNumber is deprecated; use voucherNumbers"',
};

/**
 * The sales group's operations on receipts, their settlements and documents (receipt.routes.ts,
 * receipt-document.routes.ts).
 */
export const receiptOperations = {
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
} satisfies Partial<Operations<typeof routes>>;
