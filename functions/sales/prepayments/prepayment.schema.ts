import * as z from 'zod/mini';
import { DateTime, text, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

/** Pre-payments of an order (spec 4.8). Imported by route tables: no config, no SDK. */

const Positive = z.int().check(z.gte(1), z.lte(1_000_000_000));

export const CreatePrePaymentBody = withMeta(
  z.object({
    prePaymentUid: described(
      z.optional(Uid),
      'Repeating a create with the same uid (and the same content) answers it again',
    ),
    amount: described(Positive, 'Minor units of the order currency'),
    storePaymentMethodUid: Uid,
    settlementCode: described(
      text(100).check(z.minLength(1)),
      'The payment method the deposit was taken with, e.g. CARD',
    ),
    settlementName: z._default(text(200), ''),
    externalPaymentReference: described(
      z._default(text(200), ''),
      'The PSP reference; a repeat with the same reference (and content) answers the first pre-payment',
    ),
    note: z._default(text(2000), ''),
  }),
  {
    id: 'CreatePrePayment',
    example: {
      prePaymentUid: 'deposit-1',
      amount: 50000,
      storePaymentMethodUid: 'pm-card',
      settlementCode: 'CARD',
      settlementName: 'Card',
      externalPaymentReference: 'psp-8812',
    },
  },
);
export type CreatePrePaymentInput = z.output<typeof CreatePrePaymentBody>;

export const RefundPrePaymentBody = withMeta(
  z.object({
    refundUid: described(z.optional(Uid), 'Repeating a refund with the same uid answers it again'),
    amount: described(z.optional(Positive), 'Default: all of the pre-payment that is still unused'),
    externalPaymentReference: z._default(text(200), ''),
  }),
  { id: 'RefundPrePayment', example: { refundUid: 'refund-1', amount: 20000 } },
);
export type RefundPrePaymentInput = z.output<typeof RefundPrePaymentBody>;

const Refund = z.object({
  refundUid: Uid,
  amount: z.int(),
  externalPaymentReference: z.string(),
  tenantUserUid: Uid,
  createdAt: DateTime,
});

export const PrePaymentResponse = withMeta(
  z.object({
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
  }),
  { id: 'PrePayment' },
);
export type PrePayment = z.output<typeof PrePaymentResponse>;

/** Money of an order's pre-payments: available = paid - refunded - used. */
export const PrePaymentBalance = withMeta(
  z.object({ paid: z.int(), refunded: z.int(), used: z.int(), available: z.int() }),
  { id: 'PrePaymentBalance' },
);
export type Balance = z.output<typeof PrePaymentBalance>;

export const PrePaymentList = withMeta(
  z.object({
    items: z.array(PrePaymentResponse),
    paging: z.object({ pageNumber: z.int(), pageSize: z.int(), totalCount: z.int() }),
    balance: PrePaymentBalance,
    uses: z.array(
      z.object({ orderReceiptUid: Uid, settlementUid: Uid, amount: z.int(), createdAt: DateTime }),
    ),
  }),
  {
    id: 'PrePaymentPage',
    example: {
      items: [],
      paging: { pageNumber: 1, pageSize: 0, totalCount: 0 },
      balance: { paid: 50000, refunded: 0, used: 30000, available: 20000 },
      uses: [],
    },
  },
);
