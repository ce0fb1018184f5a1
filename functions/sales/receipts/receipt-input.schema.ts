import * as z from 'zod';
import { RECEIPT_KINDS } from '#functions/fiscal/fiscal-codes.ts';
import { OrderAddressInput } from '#shared/schema/address.ts';
import { OptionalUid, text, Uid } from '#shared/schema/common.ts';
import { MetadataInput, MetadataPatch } from '#shared/schema/metadata.ts';
import {
  DisplayMessage,
  Issuer,
  KeyValue,
  LedgerNumber,
  LedgerType,
  Parameter,
  SettlementCurrency,
  SettlementIdMethod,
  SettlementStatus,
} from './receipt.schema.ts';

/** Request bodies of receipts and settlements. Imported by route tables: no config, no SDK. */

const Money = z.int().min(-1_000_000_000_000).max(1_000_000_000_000);

/** A new settlement (payment) on a receipt. Initial status NEW unless the payment already happened. */
export const CreateSettlementBody = z
  .object({
    settlementUid: Uid.optional(),
    storePaymentMethodUid: Uid.describe(
      'A payment method of the store (404 when the store has none such, 422 when it is not active)',
    ),
    tenantPaymentMethodUid: Uid.optional().describe(
      "Taken from the store payment method; when given it must be that method's (422)",
    ),
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
    receiptText: z
      .string()
      .max(500, 'must be at most 500 characters')
      .optional()
      .describe("Absent: the store payment method's receipt text"),
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
    tillUid: Uid.optional().describe(
      'The till (cash point) the receipt is made at; default: the till of the first settlement that names one. A receipt at a till is signed and journaled.',
    ),
    receiptKind: z
      .enum(RECEIPT_KINDS)
      .default('SALE')
      .describe(
        'PROFORMA (foreløpig kvittering) or TRAINING (treningskvittering): made at a till, marked as such, signed and journaled, never paid, so never in the sales totals. SALE: a sale, or a return when the total is negative.',
      ),
    metadata: MetadataInput.optional(),
  })
  .meta({ id: 'CreateReceipt' });
export type CreateReceiptInput = z.output<typeof CreateReceiptBody>;

export const UpdateReceiptBody = z
  .object({
    note: text(2000).optional(),
    address: OrderAddressInput.optional(),
    externalVoucherNumber: text(100).optional(),
    sellerDisplayName: text(200).optional(),
    metadata: MetadataPatch.optional(),
    version: z.int().min(1).optional().describe('Alternative to If-Match: the version last read'),
  })
  .meta({ id: 'UpdateReceipt', example: { note: 'Gift', metadata: { posRef: 'P-7781', legacyId: '' } } });
export type UpdateReceiptInput = z.output<typeof UpdateReceiptBody>;
