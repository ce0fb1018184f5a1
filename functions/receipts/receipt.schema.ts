import * as z from 'zod';
import {
  OrderAddressInput,
  OrderAddressResponse,
  OrderItemResponse,
} from '#functions/orders/order.schema.ts';
import { DateTime, OptionalUid, text, Uid } from '#shared/schema/common.ts';
import {
  DELIVERY_STATES,
  LEDGER_TYPES,
  PAYMENT_METHOD_PARAMETER_TYPES,
  RECEIPT_STATES,
  SETTLEMENT_ID_METHODS,
  SETTLEMENT_STATES,
  SETTLEMENT_STATUSES,
} from './receipt-enums.ts';

/** Schemas of receipts and settlements (spec 2.2, 2.3). Imported by route tables: no config, no SDK. */

export const ReceiptState = z.enum(RECEIPT_STATES).meta({ id: 'ReceiptState' });
export const DeliveryState = z.enum(DELIVERY_STATES).meta({ id: 'DeliveryState' });
export const SettlementState = z.enum(SETTLEMENT_STATES).meta({ id: 'SettlementState' });
export const SettlementStatus = z.enum(SETTLEMENT_STATUSES).meta({ id: 'SettlementStatus' });
export const SettlementIdMethod = z.enum(SETTLEMENT_ID_METHODS).meta({ id: 'SettlementIdMethod' });
export const LedgerType = z.enum(LEDGER_TYPES).meta({ id: 'LedgerType' });
export const PaymentMethodParameterType = z
  .enum(PAYMENT_METHOD_PARAMETER_TYPES)
  .meta({ id: 'PaymentMethodParameterType' });

const DisplayMessage = z.object({ key: text(200), message: text(2000), timestamp: DateTime });
const Parameter = z.object({
  key: text(200),
  value: text(2000),
  name: text(200),
  type: PaymentMethodParameterType,
});
const Issuer = z.object({ storeSettlementIssuerUid: Uid, name: text(200), code: text(100) });
const SettlementCurrency = z.object({
  amount: z.int(),
  code: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'),
  exchangeRate: z.int().min(1).describe('Scaled by 10^6: 1.0 = 1000000'),
});
const KeyValue = z.object({ key: text(200), value: text(2000) });
const LedgerNumber = z.string().regex(/^\d+$/, 'must be a number (leading zeros allowed)').max(30);
const Money = z.int().min(-1_000_000_000_000).max(1_000_000_000_000);

export const SettlementTransaction = z
  .object({
    transactionType: z.string(),
    pspTransactionId: z.string().optional(),
    transactionAmount: z.int(),
    orderReceiptUid: OptionalUid,
  })
  .meta({ id: 'SettlementTransaction' });

export const SettlementResponse = z
  .object({
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
    receiptText: z.string().max(500),
    ledgerNumber: LedgerNumber.optional(),
    ledgerType: LedgerType.optional(),
    settledAt: DateTime.optional(),
    tillUid: OptionalUid.optional(),
    tillName: z.string().optional(),
    tillNumber: z.int().optional(),
    authorizedAmount: z.int().optional(),
    capturedAmount: z.int().optional(),
    refundedAmount: z.int().optional(),
  })
  .meta({ id: 'SettlementResponse' });

export const SettlementTotals = z
  .object({
    change: z.int(),
    remaining: z.int(),
    remainingRounded: z.int(),
    totals: z.int(),
    remainingPrePayment: z.int(),
    remainingAuthorizedAmount: z.int(),
  })
  .meta({ id: 'SettlementTotals' });

export const ReceiptResponse = z
  .object({
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
  })
  .meta({ id: 'ReceiptResponse' });

/** A new settlement (payment) on a receipt. Initial status NEW unless the payment already happened. */
export const CreateSettlementBody = z
  .object({
    settlementUid: Uid.optional(),
    storePaymentMethodUid: Uid,
    tenantPaymentMethodUid: Uid.optional().describe('The tenant-level payment method; search filter'),
    settlementCode: text(100).min(1).describe("'CASH' (any case) marks a cash payment"),
    settlementName: text(200),
    amount: Money,
    status: z.enum(['NEW', 'PROCESSING', 'AUTHORIZED', 'CAPTURED']).default('NEW'),
    idMethod: SettlementIdMethod.default('NO_CVM_RULE_PERFORMED'),
    externalId: text(200).default(''),
    externalPaymentReference: text(200).default(''),
    pspTransactionId: text(200).optional(),
    parameters: z.array(Parameter).max(50).default([]),
    displayMessages: z.array(DisplayMessage).max(50).default([]),
    additionalDetails: z.array(KeyValue).max(50).default([]),
    currency: SettlementCurrency.optional(),
    storeSettlementIssuer: Issuer.optional(),
    storeName: text(200).default(''),
    tenantUserDisplayName: text(200).default(''),
    tillUid: OptionalUid.optional(),
    tillName: text(200).optional(),
    tillNumber: z.int().min(0).optional(),
    receiptText: z.string().max(500, 'must be at most 500 characters').default(''),
    ledgerNumber: LedgerNumber.optional(),
    ledgerType: LedgerType.optional(),
    creditCount: z.int().min(0).default(0),
    creditAmount: z.int().default(0),
    paymentCount: z.int().min(0).default(0),
    paymentAmount: z.int().default(0),
  })
  .meta({ id: 'CreateSettlement' });
export type CreateSettlementInput = z.output<typeof CreateSettlementBody>;

/** A status change of a settlement (authorize, capture, refund, cancel; table in docs/decisions/receipts.md). */
export const UpdateSettlementBody = z
  .object({
    status: SettlementStatus,
    transactionAmount: z
      .int()
      .min(1)
      .optional()
      .describe('Magnitude of a partial capture or refund; default: everything capturable/refundable'),
    pspTransactionId: text(200).optional(),
    externalPaymentReference: text(200).optional(),
    externalId: text(200).optional(),
    idMethod: SettlementIdMethod.optional(),
    receiptText: z.string().max(500, 'must be at most 500 characters').optional(),
    displayMessages: z.array(DisplayMessage).max(50).optional(),
  })
  .meta({ id: 'UpdateSettlement' });
export type UpdateSettlementInput = z.output<typeof UpdateSettlementBody>;

export const CreateReceiptBody = z
  .object({
    orderReceiptUid: Uid.optional(),
    orderItemUids: z.array(Uid).min(1).max(200).optional(),
    note: text(2000).default(''),
    externalVoucherNumber: text(100).default(''),
    sellerDisplayName: text(200).optional(),
    settlements: z.array(CreateSettlementBody).max(20).default([]),
  })
  .meta({ id: 'CreateReceipt' });
export type CreateReceiptInput = z.output<typeof CreateReceiptBody>;

export const UpdateReceiptBody = z
  .object({
    note: text(2000).optional(),
    address: OrderAddressInput.optional(),
    externalVoucherNumber: text(100).optional(),
    sellerDisplayName: text(200).optional(),
    version: z.int().min(1).optional().describe('Alternative to If-Match: the version last read'),
  })
  .meta({ id: 'UpdateReceipt' });
export type UpdateReceiptInput = z.output<typeof UpdateReceiptBody>;
