import * as z from 'zod';
import { DateTime, text, Uid } from '#shared/schema/common.ts';

/** Pre-payments of an order (spec 4.8). Imported by route tables: no config, no SDK. */

const Positive = z.int().min(1).max(1_000_000_000);

export const CreatePrePaymentBody = z
  .object({
    prePaymentUid: Uid.optional().describe(
      'Repeating a create with the same uid (and the same content) answers it again',
    ),
    amount: Positive.describe('Minor units of the order currency'),
    storePaymentMethodUid: Uid,
    settlementCode: text(100).min(1).describe('The payment method the deposit was taken with, e.g. CARD'),
    settlementName: text(200).default(''),
    externalPaymentReference: text(200)
      .default('')
      .describe(
        'The PSP reference; a repeat with the same reference (and content) answers the first pre-payment',
      ),
    note: text(2000).default(''),
  })
  .meta({
    id: 'CreatePrePayment',
    example: {
      prePaymentUid: 'deposit-1',
      amount: 50000,
      storePaymentMethodUid: 'pm-card',
      settlementCode: 'CARD',
      settlementName: 'Card',
      externalPaymentReference: 'psp-8812',
    },
  });
export type CreatePrePaymentInput = z.output<typeof CreatePrePaymentBody>;

export const RefundPrePaymentBody = z
  .object({
    refundUid: Uid.optional().describe('Repeating a refund with the same uid answers it again'),
    amount: Positive.optional().describe('Default: all of the pre-payment that is still unused'),
    externalPaymentReference: text(200).default(''),
  })
  .meta({ id: 'RefundPrePayment', example: { refundUid: 'refund-1', amount: 20000 } });
export type RefundPrePaymentInput = z.output<typeof RefundPrePaymentBody>;

const Refund = z.object({
  refundUid: Uid,
  amount: z.int(),
  externalPaymentReference: z.string(),
  tenantUserUid: Uid,
  createdAt: DateTime,
});

export const PrePaymentResponse = z
  .object({
    prePaymentUid: Uid,
    orderUid: Uid,
    storeUid: Uid,
    amount: z.int(),
    refundedAmount: z.int(),
    currency: z.string(),
    storePaymentMethodUid: Uid,
    settlementCode: z.string(),
    settlementName: z.string(),
    externalPaymentReference: z.string(),
    note: z.string(),
    tenantUserUid: Uid,
    createdAt: DateTime,
    refunds: z.array(Refund),
  })
  .meta({ id: 'PrePayment' });
export type PrePayment = z.output<typeof PrePaymentResponse>;

/** Money of an order's pre-payments: available = paid - refunded - used. */
export const PrePaymentBalance = z
  .object({ paid: z.int(), refunded: z.int(), used: z.int(), available: z.int() })
  .meta({ id: 'PrePaymentBalance' });
export type Balance = z.output<typeof PrePaymentBalance>;

export const PrePaymentList = z
  .object({
    items: z.array(PrePaymentResponse),
    paging: z.object({ pageNumber: z.int(), pageSize: z.int(), totalCount: z.int() }),
    balance: PrePaymentBalance,
    uses: z.array(
      z.object({ orderReceiptUid: Uid, settlementUid: Uid, amount: z.int(), createdAt: DateTime }),
    ),
  })
  .meta({
    id: 'PrePaymentPage',
    example: {
      items: [],
      paging: { pageNumber: 1, pageSize: 0, totalCount: 0 },
      balance: { paid: 50000, refunded: 0, used: 30000, available: 20000 },
      uses: [],
    },
  });
