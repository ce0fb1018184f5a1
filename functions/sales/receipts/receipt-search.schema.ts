import * as z from 'zod/mini';
import { DateTime, emptyAsAbsent, text, Uid } from '#shared/schema/common.ts';
import { described, preprocess, withMeta } from '#shared/schema/zod-helpers.ts';
import { ORDER_STATES, ORDER_STATUSES } from '../orders/order-enums.ts';
import { DELIVERY_STATES, RECEIPT_STATES } from './receipt-enums.ts';

/** Sortable fields of the receipt search (default settledAt DESC). */
export const SEARCH_SORT = ['settledAt', 'grandTotal', 'voucherNumber', 'orderNumber'] as const;
const MAX_VALUES = 100;

/** An array filter: '' entries are dropped and an empty array counts as absent (spec 4.1). */
export const list = <T extends z.ZodMiniType>(item: T) =>
  emptyAsAbsent(
    preprocess(
      (v) => (Array.isArray(v) ? v.filter((x) => x !== '') : v),
      z.pipe(
        z.array(item).check(z.maxLength(MAX_VALUES)),
        z.transform((a) => (a.length === 0 ? undefined : a)),
      ),
    ),
  );

/** TenantOrderReceiptSearch (spec 4.1) plus orderStatuses, orderStates and settleStates. */
export const ReceiptSearchBody = withMeta(
  z
    .object({
      storeUids: list(Uid),
      organizationUids: list(Uid),
      customerUids: list(Uid),
      tenantUserUids: list(Uid),
      productUids: list(Uid),
      customerQuery: described(
        emptyAsAbsent(text(200)),
        'Fuzzy: customer first name, last name, phone or e-mail',
      ),
      settledAtFrom: emptyAsAbsent(DateTime),
      settledAtTo: emptyAsAbsent(DateTime),
      orderNumber: described(emptyAsAbsent(text(64)), 'Exact order number'),
      voucherNumber: withMeta(emptyAsAbsent(text(64)), {
        deprecated: true,
        description: 'Deprecated: use voucherNumbers',
      }),
      voucherNumbers: list(text(64)),
      productSkus: list(text(100)),
      tenantPaymentMethodUids: list(Uid),
      deliveryStates: list(z.enum(DELIVERY_STATES)),
      query: described(emptyAsAbsent(text(200)), 'General fuzzy search'),
      amountRange: emptyAsAbsent(
        z
          .object({ from: z.int(), to: z.int() })
          .check(z.refine((r) => r.from <= r.to, { message: 'from must not exceed to', path: ['from'] })),
      ),
      hasUnpaidInvoices: described(
        emptyAsAbsent(z.boolean()),
        'true: only receipts or invoices not fully paid',
      ),
      settlementExternalPaymentReferences: list(text(200)),
      orderStatuses: list(z.enum(ORDER_STATUSES)),
      orderStates: list(z.enum(ORDER_STATES)),
      settleStates: list(z.enum(RECEIPT_STATES)),
    })
    .check(
      z.superRefine((body, ctx) => {
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
      }),
    ),
  { id: 'TenantOrderReceiptSearch' },
);
export type ReceiptSearchInput = z.output<typeof ReceiptSearchBody>;
