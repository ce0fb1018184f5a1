import * as z from 'zod';
import { OrderAddressResponse } from '#shared/schema/address.ts';
import { DateTime, OptionalUid, text, Uid } from '#shared/schema/common.ts';
import { Metadata } from '#shared/schema/metadata.ts';
import { PaymentMethodParameterType } from '#shared/schema/retail.ts';
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
export const ReceiptState = z.enum(RECEIPT_STATES).meta({ id: 'ReceiptState' });
export const DeliveryState = z.enum(DELIVERY_STATES).meta({ id: 'DeliveryState' });
export const SettlementState = z.enum(SETTLEMENT_STATES).meta({ id: 'SettlementState' });
export const SettlementStatus = z.enum(SETTLEMENT_STATUSES).meta({ id: 'SettlementStatus' });
export const SettlementIdMethod = z.enum(SETTLEMENT_ID_METHODS).meta({ id: 'SettlementIdMethod' });
export const LedgerType = z.enum(LEDGER_TYPES).meta({ id: 'LedgerType' });

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
  code: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'),
  exchangeRate: z.int().min(1).describe('Scaled by 10^6: 1.0 = 1000000'),
});
export const KeyValue = z.object({ key: text(200), value: text(2000) });
export const LedgerNumber = z.string().regex(/^\d+$/, 'must be a number (leading zeros allowed)').max(30);

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
    metadata: Metadata,
  })
  .meta({ id: 'ReceiptResponse' });
