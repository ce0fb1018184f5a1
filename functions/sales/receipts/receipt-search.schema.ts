import * as z from 'zod';
import { DateTime, emptyAsAbsent, text, Uid } from '#shared/schema/common.ts';
import { ORDER_STATES, ORDER_STATUSES } from '../orders/order-enums.ts';
import { DELIVERY_STATES, RECEIPT_STATES } from './receipt-enums.ts';

/** Sortable fields of the receipt search (default settledAt DESC). */
export const SEARCH_SORT = ['settledAt', 'grandTotal', 'voucherNumber', 'orderNumber'] as const;
const MAX_VALUES = 100;

/** An array filter: '' entries are dropped and an empty array counts as absent (spec 4.1). */
export const list = <T extends z.ZodType>(item: T) =>
  emptyAsAbsent(
    z.preprocess(
      (v) => (Array.isArray(v) ? v.filter((x) => x !== '') : v),
      z
        .array(item)
        .max(MAX_VALUES)
        .transform((a) => (a.length === 0 ? undefined : a)),
    ),
  );

/** TenantOrderReceiptSearch (spec 4.1) plus orderStatuses, orderStates and settleStates. */
export const ReceiptSearchBody = z
  .object({
    storeUids: list(Uid),
    organizationUids: list(Uid),
    customerUids: list(Uid),
    tenantUserUids: list(Uid),
    productUids: list(Uid),
    customerQuery: emptyAsAbsent(text(200)).describe(
      'Fuzzy: customer first name, last name, phone or e-mail',
    ),
    settledAtFrom: emptyAsAbsent(DateTime),
    settledAtTo: emptyAsAbsent(DateTime),
    orderNumber: emptyAsAbsent(text(64)).describe('Exact order number'),
    voucherNumber: emptyAsAbsent(text(64)).meta({
      deprecated: true,
      description: 'Deprecated: use voucherNumbers',
    }),
    voucherNumbers: list(text(64)),
    productSkus: list(text(100)),
    tenantPaymentMethodUids: list(Uid),
    deliveryStates: list(z.enum(DELIVERY_STATES)),
    query: emptyAsAbsent(text(200)).describe('General fuzzy search'),
    amountRange: emptyAsAbsent(
      z
        .object({ from: z.int(), to: z.int() })
        .refine((r) => r.from <= r.to, { message: 'from must not exceed to', path: ['from'] }),
    ),
    hasUnpaidInvoices: emptyAsAbsent(z.boolean()).describe('true: only receipts or invoices not fully paid'),
    settlementExternalPaymentReferences: list(text(200)),
    orderStatuses: list(z.enum(ORDER_STATUSES)),
    orderStates: list(z.enum(ORDER_STATES)),
    settleStates: list(z.enum(RECEIPT_STATES)),
  })
  .superRefine((body, ctx) => {
    const combined = (['orderStates', 'settleStates', 'deliveryStates'] as const).filter((k) => body[k]);
    if (body.orderStatuses && combined.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['orderStatuses'],
        message: `cannot be combined with ${combined.join(', ')}`,
      });
    }
    if (
      body.settledAtFrom &&
      body.settledAtTo &&
      Date.parse(body.settledAtFrom) > Date.parse(body.settledAtTo)
    ) {
      ctx.addIssue({ code: 'custom', path: ['settledAtFrom'], message: 'must not be after settledAtTo' });
    }
  })
  .meta({ id: 'TenantOrderReceiptSearch' });
export type ReceiptSearchInput = z.output<typeof ReceiptSearchBody>;
