import * as z from 'zod/mini';
import { OrderAddressResponse } from '#shared/schema/address.ts';
import { DateTime, OptionalUid, text, Uid } from '#shared/schema/common.ts';
import { Metadata } from '#shared/schema/metadata.ts';
import { PaymentMethodParameterType } from '#shared/schema/retail.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { OrderItemResponse } from '../orders/order.schema.ts';
import {
  DELIVERY_STATES,
  LEDGER_TYPES,
  RECEIPT_STATES,
  SETTLEMENT_ID_METHODS,
  SETTLEMENT_STATES,
  SETTLEMENT_STATUSES,
} from './receipt-enums.ts';

/**
 * Response schemas of receipts and settlements (spec 2.2, 2.3) and their parts; request bodies are
 * in receipt-input.schema.ts. Imported by route tables: no config, no SDK.
 */

/** The schema of a ReceiptState (receipt-enums.ts), the OpenAPI component of that name. */
export const ReceiptState = withMeta(z.enum(RECEIPT_STATES), { id: 'ReceiptState' });
export const DeliveryState = withMeta(z.enum(DELIVERY_STATES), { id: 'DeliveryState' });
export const SettlementState = withMeta(z.enum(SETTLEMENT_STATES), { id: 'SettlementState' });
export const SettlementStatus = withMeta(z.enum(SETTLEMENT_STATUSES), { id: 'SettlementStatus' });
export const SettlementIdMethod = withMeta(z.enum(SETTLEMENT_ID_METHODS), { id: 'SettlementIdMethod' });
export const LedgerType = withMeta(z.enum(LEDGER_TYPES), { id: 'LedgerType' });

export const DisplayMessage = z.object({ key: text(200), message: text(2000), timestamp: DateTime });
export const Parameter = z.object({
  key: text(200),
  value: text(2000),
  name: text(200),
  type: PaymentMethodParameterType,
});
export const Issuer = z.object({ storeSettlementIssuerUid: Uid, name: text(200), code: text(100) });
export const SettlementCurrency = z.object({
  amount: z.int(),
  code: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')),
  exchangeRate: described(z.int().check(z.gte(1)), 'Scaled by 10^6: 1.0 = 1000000'),
});
export const KeyValue = z.object({ key: text(200), value: text(2000) });
export const LedgerNumber = z
  .string()
  .check(z.regex(/^\d+$/, 'must be a number (leading zeros allowed)'), z.maxLength(30));

export const SettlementTransaction = withMeta(
  z.object({
    transactionType: z.string(),
    pspTransactionId: z.optional(z.string()),
    transactionAmount: z.int(),
    orderReceiptUid: OptionalUid,
  }),
  { id: 'SettlementTransaction' },
);

export const SettlementResponse = withMeta(
  z.object({
    amount: z.int(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
    displayMessages: z.array(DisplayMessage),
    externalId: z.string(),
    externalPaymentReference: z.string(),
    idMethod: SettlementIdMethod,
    parameters: z.array(Parameter),
    settlementCode: z.string(),
    settlementName: z.string(),
    settlementUid: Uid,
    state: SettlementState,
    status: SettlementStatus,
    storeSettlementIssuer: Issuer,
    tenantUserDisplayName: z.string(),
    tenantUserUid: Uid,
    storePaymentMethodUid: Uid,
    currency: SettlementCurrency,
    additionalDetails: z.array(KeyValue),
    creditCount: z.int(),
    creditAmount: z.int(),
    paymentCount: z.int(),
    paymentAmount: z.int(),
    storeUid: OptionalUid,
    orderReceiptUid: OptionalUid,
    storeName: z.string(),
    transactions: z.array(SettlementTransaction),
    receiptText: z.string().check(z.maxLength(500)),
    ledgerNumber: z.optional(LedgerNumber),
    ledgerType: z.optional(LedgerType),
    settledAt: z.optional(DateTime),
    tillUid: z.optional(OptionalUid),
    tillName: z.optional(z.string()),
    tillNumber: z.optional(z.int()),
    authorizedAmount: z.optional(z.int()),
    capturedAmount: z.optional(z.int()),
    refundedAmount: z.optional(z.int()),
  }),
  { id: 'SettlementResponse' },
);

export const SettlementTotals = withMeta(
  z.object({
    change: z.int(),
    remaining: z.int(),
    remainingRounded: z.int(),
    totals: z.int(),
    remainingPrePayment: z.int(),
    remainingAuthorizedAmount: z.int(),
  }),
  { id: 'SettlementTotals' },
);

export const ReceiptResponse = withMeta(
  z.object({
    storeUid: Uid,
    orderUid: Uid,
    orderReceiptUid: Uid,
    settleState: ReceiptState,
    voucherNumber: z.string(),
    externalVoucherNumber: z.string(),
    sellerDisplayName: z.string(),
    note: z.string(),
    settledAt: DateTime,
    deliveryState: DeliveryState,
    grandTotal: z.int(),
    settlementTotals: SettlementTotals,
    settlements: z.array(SettlementResponse),
    items: z.array(OrderItemResponse),
    address: OrderAddressResponse,
    customerUid: OptionalUid,
    metadata: Metadata,
  }),
  { id: 'ReceiptResponse' },
);
