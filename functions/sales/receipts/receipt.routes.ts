import { changesNote, changesPagedList, changesPagingQuery } from '#shared/http/changes-paging.ts';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { StoreParams, TenantParams, withUids } from '#shared/schema/params.ts';
import { OrderParams } from '../orders/order.schema.ts';
import { SETTLEMENT_SEARCH_SORT, SettlementSearchBody } from '../settlements/settlement-search.schema.ts';
import { ReceiptResponse, SettlementResponse } from './receipt.schema.ts';
import {
  CreateReceiptBody,
  CreateSettlementBody,
  UpdateReceiptBody,
  UpdateSettlementBody,
} from './receipt-input.schema.ts';
import { ReceiptSearchBody, SEARCH_SORT } from './receipt-search.schema.ts';

const auth = { permissions: ['SALES_ORDER', 'RETURN_ORDER'] } as const;
const ReceiptParams = withUids(StoreParams, 'receiptUid');
const SettlementParams = withUids(ReceiptParams, 'settlementUid');
const etag = { ETag: 'Receipt version, for If-Match' };
const receipt = { description: 'The receipt', schema: ReceiptResponse, headers: etag };
/** 422: well formed, but the stored receipt or settlement refuses it (docs/conventions.md, "Status codes"). */
const tooLarge = {
  422: {
    description:
      'The receipt would exceed the size one receipt can hold, or the stored receipt or settlement refuses an amount (a capture above the authorisation, a refund other than what is left, a sign the receipt does not take, loyalty points not in whole point values); names the field',
  },
};
const noReceipt = { 404: { description: 'No such receipt in the store' } };
const payment = {
  ...noReceipt,
  409: { description: 'Not allowed in the current state (table in the description), or a concurrent change' },
  ...tooLarge,
};

/** Receipts of orders and their settlements (spec 4.1), and the receipt search. */
export const receiptRoutes = defineRoutes({
  createReceipt: {
    method: 'POST',
    path: '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/receipts',
    summary: 'Create a receipt on an order',
    description:
      'Puts the given lines (default: every line not yet on a receipt) on a new receipt with the next voucher ' +
      'number of the store. A line is on at most one receipt (409). Optional settlements are applied in the same write.',
    tags: ['Receipts'],
    auth,
    request: { params: OrderParams, body: CreateReceiptBody },
    success: {
      status: 200,
      description: 'The receipt',
      schema: ReceiptResponse,
      headers: { ETag: 'Receipt version' },
    },
    responses: {
      404: { description: 'An orderItemUid names no line of the order' },
      409: { description: 'A line is already on a receipt, or a settlement does not fit' },
      ...tooLarge,
    },
  },
  searchReceipts: {
    method: 'POST',
    path: '/tenants/{tenantUid}/receipts/search',
    summary: 'Search receipts of the tenant',
    description:
      'Every filter narrows the result. Empty strings count as absent. Fuzzy filters are case-insensitive and ' +
      'match words containing the text. orderStatuses cannot be combined with orderStates, settleStates or ' +
      'deliveryStates (400). voucherNumber is deprecated (answered with a Deprecation header): use voucherNumbers. ' +
      'Eventually consistent: a receipt just written or changed is normally found within a second; GET it by uid ' +
      'for an immediate answer. ' +
      changesNote(),
    tags: ['Receipts'],
    auth,
    request: {
      params: TenantParams,
      query: changesPagingQuery(SEARCH_SORT),
      body: ReceiptSearchBody,
    },
    success: {
      status: 200,
      description: 'A page of receipts',
      schema: changesPagedList(ReceiptResponse, 'ReceiptPage'),
      headers: {
        Deprecation:
          '`true` when the search used the deprecated `voucherNumber` (spec 9.4): use `voucherNumbers`',
        Warning: 'With the Deprecation header: `299 - "voucherNumber is deprecated; use voucherNumbers"`',
      },
    },
    idempotent: false,
  },
  searchSettlements: {
    method: 'POST',
    path: '/tenants/{tenantUid}/settlements/search',
    summary: 'Search settlements of the tenant',
    description:
      'The settlements (payments) of every receipt of the tenant, each with its storeUid and orderReceiptUid. Every ' +
      'filter narrows the result; empty strings and lists count as absent. hasPaymentBalanceOutstanding (also ' +
      'spelled HasPaymentBalanceOutstanding, as in the specification) true keeps the invoice settlements ' +
      '(ledgerType CUSTOMER_LEDGER, not TERMINATED) whose paymentAmount is below their amount; false keeps the ' +
      'others. Eventually consistent: a settlement just written is normally found within a second.',
    tags: ['Receipts'],
    auth,
    request: {
      params: TenantParams,
      query: pagingQuery(SETTLEMENT_SEARCH_SORT),
      body: SettlementSearchBody,
    },
    success: {
      status: 200,
      description: 'A page of settlements',
      schema: pagedList(SettlementResponse, 'SettlementPage'),
    },
    idempotent: false,
  },
  getReceipt: {
    method: 'GET',
    path: '/tenants/{tenantUid}/stores/{storeUid}/receipts/{receiptUid}',
    summary: 'Get a receipt',
    tags: ['Receipts'],
    auth,
    request: { params: ReceiptParams },
    success: { status: 200, ...receipt },
    responses: noReceipt,
  },
  updateReceipt: {
    method: 'PUT',
    path: '/tenants/{tenantUid}/stores/{storeUid}/receipts/{receiptUid}',
    summary: 'Update note, address, external voucher number or seller of a receipt',
    description:
      'Optimistic concurrency: send If-Match with the ETag (or `version` in the body); a stale version is a 412.',
    tags: ['Receipts'],
    auth,
    request: { params: ReceiptParams, body: UpdateReceiptBody },
    success: { status: 200, ...receipt },
    responses: {
      ...noReceipt,
      412: { description: 'If-Match (or version) names an older version' },
      ...tooLarge,
    },
  },
  cancelReceipt: {
    method: 'DELETE',
    path: '/tenants/{tenantUid}/stores/{storeUid}/receipts/{receiptUid}',
    summary: 'Cancel a receipt that has not started',
    description:
      'Only a NOT_STARTED receipt without payment transactions (authorize, capture, refund) can be cancelled ' +
      '(409 otherwise); its lines can go on a new receipt. The voucher number is not reused.',
    tags: ['Receipts'],
    auth,
    request: { params: ReceiptParams },
    success: { status: 204, description: 'Cancelled' },
    responses: {
      ...noReceipt,
      409: { description: 'The receipt has started or has payment transactions' },
    },
  },
  createSettlement: {
    method: 'POST',
    path: '/tenants/{tenantUid}/stores/{storeUid}/receipts/{receiptUid}/settlements',
    summary: 'Add a settlement (payment) to a receipt',
    description:
      'Responds with the receipt, so that the new totals and state are at hand. A non-cash amount may not exceed ' +
      'settlementTotals.remainingPrePayment (409 naming body.amount); cash may (the excess is change). ' +
      'receiptText is kept empty for store credit and gift cards (settlementCode STORE_CREDIT, GIFTCARD, ...).',
    tags: ['Receipts'],
    auth,
    request: { params: ReceiptParams, body: CreateSettlementBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/stores/{storeUid}/receipts/{receiptUid}',
      ...receipt,
    },
    responses: payment,
  },
  getSettlement: {
    method: 'GET',
    path: '/tenants/{tenantUid}/stores/{storeUid}/receipts/{receiptUid}/settlements/{settlementUid}',
    summary: 'Get one settlement of a receipt',
    tags: ['Receipts'],
    auth,
    request: { params: SettlementParams },
    success: { status: 200, description: 'The settlement', schema: SettlementResponse, headers: etag },
    responses: { 404: { description: 'No such receipt in the store, or no such settlement on it' } },
  },
  updateSettlement: {
    method: 'PUT',
    path: '/tenants/{tenantUid}/stores/{storeUid}/receipts/{receiptUid}/settlements/{settlementUid}',
    summary: 'Change the status of a settlement (authorize, capture, refund, cancel)',
    description:
      'Transitions: NEW -> PROCESSING, AUTHORIZED, CAPTURED or an end status; PROCESSING -> AUTHORIZED, CAPTURED ' +
      'or an end status; AUTHORIZED -> CAPTURED (whole or transactionAmount) or CANCELLED_*; CAPTURED -> ' +
      'PENDING_REFUND, PARTIALLY_REFUNDED (transactionAmount), REFUNDED; PENDING_REFUND -> CAPTURED, ' +
      'PARTIALLY_REFUNDED, REFUNDED; PARTIALLY_REFUNDED -> PENDING_REFUND, PARTIALLY_REFUNDED, REFUNDED. Anything ' +
      'else is a 409. A settlement that starts must fit what is left to pay. On a COMPLETE receipt only a ' +
      'settlement that does not count (NEW, PROCESSING, AUTHORIZED) can still be ended (for example a void).',
    tags: ['Receipts'],
    auth,
    request: { params: SettlementParams, body: UpdateSettlementBody },
    success: { status: 200, ...receipt },
    responses: {
      ...payment,
      404: { description: 'No such receipt in the store, or no such settlement on it' },
    },
  },
});
