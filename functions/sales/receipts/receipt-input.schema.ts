import * as z from 'zod/mini';
import { RECEIPT_KINDS } from '#functions/fiscal/fiscal-codes.ts';
import { OrderAddressInput } from '#shared/schema/address.ts';
import { OptionalUid, text, Uid } from '#shared/schema/common.ts';
import { MetadataInput, MetadataPatch } from '#shared/schema/metadata.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
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

const Money = z.int().check(z.gte(-1_000_000_000_000), z.lte(1_000_000_000_000));

/** A new settlement (payment) on a receipt. Initial status NEW unless the payment already happened. */
export const CreateSettlementBody = withMeta(
  z.object({
    settlementUid: z.optional(Uid),
    storePaymentMethodUid: described(
      Uid,
      'A payment method of the store (404 when the store has none such, 422 when it is not active)',
    ),
    tenantPaymentMethodUid: described(
      z.optional(Uid),
      "Taken from the store payment method; when given it must be that method's (422)",
    ),
    settlementCode: described(text(100).check(z.minLength(1)), "'CASH' (any case) marks a cash payment"),
    settlementName: text(200),
    amount: Money,
    status: z._default(z.enum(['NEW', 'PROCESSING', 'AUTHORIZED', 'CAPTURED']), 'NEW'),
    idMethod: z._default(SettlementIdMethod, 'NO_CVM_RULE_PERFORMED'),
    externalId: z._default(text(200), ''),
    externalPaymentReference: z._default(text(200), ''),
    pspTransactionId: z.optional(text(200)),
    parameters: z._default(z.array(Parameter).check(z.maxLength(50)), []),
    displayMessages: z._default(z.array(DisplayMessage).check(z.maxLength(50)), []),
    additionalDetails: z._default(z.array(KeyValue).check(z.maxLength(50)), []),
    currency: z.optional(SettlementCurrency),
    storeSettlementIssuer: z.optional(Issuer),
    storeName: z._default(text(200), ''),
    tenantUserDisplayName: z._default(text(200), ''),
    tillUid: z.optional(OptionalUid),
    tillName: z.optional(text(200)),
    tillNumber: z.optional(z.int().check(z.gte(0))),
    receiptText: described(
      z.optional(z.string().check(z.maxLength(500, 'must be at most 500 characters'))),
      "Absent: the store payment method's receipt text",
    ),
    ledgerNumber: z.optional(LedgerNumber),
    ledgerType: z.optional(LedgerType),
    creditCount: z._default(z.int().check(z.gte(0)), 0),
    creditAmount: z._default(z.int(), 0),
    paymentCount: z._default(z.int().check(z.gte(0)), 0),
    paymentAmount: z._default(z.int(), 0),
  }),
  { id: 'CreateSettlement' },
);
export type CreateSettlementInput = z.output<typeof CreateSettlementBody>;

/** A status change of a settlement (authorize, capture, refund, cancel; table in docs/decisions/receipts.md). */
export const UpdateSettlementBody = withMeta(
  z.object({
    status: SettlementStatus,
    transactionAmount: described(
      z.optional(z.int().check(z.gte(1))),
      'Magnitude of a partial capture or refund; default: everything capturable/refundable',
    ),
    pspTransactionId: z.optional(text(200)),
    externalPaymentReference: z.optional(text(200)),
    externalId: z.optional(text(200)),
    idMethod: z.optional(SettlementIdMethod),
    receiptText: z.optional(z.string().check(z.maxLength(500, 'must be at most 500 characters'))),
    displayMessages: z.optional(z.array(DisplayMessage).check(z.maxLength(50))),
  }),
  { id: 'UpdateSettlement' },
);
export type UpdateSettlementInput = z.output<typeof UpdateSettlementBody>;

export const CreateReceiptBody = withMeta(
  z.object({
    orderReceiptUid: z.optional(Uid),
    orderItemUids: z.optional(z.array(Uid).check(z.minLength(1), z.maxLength(200))),
    note: z._default(text(2000), ''),
    externalVoucherNumber: z._default(text(100), ''),
    sellerDisplayName: z.optional(text(200)),
    settlements: z._default(z.array(CreateSettlementBody).check(z.maxLength(20)), []),
    tillUid: described(
      z.optional(Uid),
      'The till (cash point) the receipt is made at; default: the till of the first settlement that names one. A receipt at a till is signed and journaled.',
    ),
    receiptKind: described(
      z._default(z.enum(RECEIPT_KINDS), 'SALE'),
      'PROFORMA (foreløpig kvittering) or TRAINING (treningskvittering): made at a till, marked as such, signed and journaled, never paid, so never in the sales totals. SALE: a sale, or a return when the total is negative.',
    ),
    metadata: z.optional(MetadataInput),
  }),
  { id: 'CreateReceipt' },
);
export type CreateReceiptInput = z.output<typeof CreateReceiptBody>;

export const UpdateReceiptBody = withMeta(
  z.object({
    note: z.optional(text(2000)),
    address: z.optional(OrderAddressInput),
    externalVoucherNumber: z.optional(text(100)),
    sellerDisplayName: z.optional(text(200)),
    metadata: z.optional(MetadataPatch),
    version: described(z.optional(z.int().check(z.gte(1))), 'Alternative to If-Match: the version last read'),
  }),
  { id: 'UpdateReceipt', example: { note: 'Gift', metadata: { posRef: 'P-7781', legacyId: '' } } },
);
export type UpdateReceiptInput = z.output<typeof UpdateReceiptBody>;
