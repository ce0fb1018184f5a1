import * as z from 'zod/mini';
import { DateTime, emptyAsAbsent, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { SettlementState, SettlementStatus } from '../receipts/receipt.schema.ts';
import { list } from '../receipts/receipt-search.schema.ts';

/** Sortable fields of the settlement search (default createdAt DESC). */
export const SETTLEMENT_SEARCH_SORT = ['createdAt', 'settledAt', 'amount'] as const;

const OUTSTANDING =
  'true: only invoice settlements (ledgerType CUSTOMER_LEDGER, not TERMINATED) whose paymentAmount is below their amount; false: only the others';

/** A window of instants; `from` after `to` is a 400 naming `from`. */
const windowIssue = (
  ctx: z.core.$RefinementCtx,
  from: string | undefined,
  to: string | undefined,
  fromName: string,
  toName: string,
) => {
  if (from && to && Date.parse(from) > Date.parse(to))
    ctx.addIssue({ code: 'custom', path: [fromName], message: `must not be after ${toName}` });
};

/**
 * The settlement search (spec 9.5): every filter narrows, empty strings and lists count as absent.
 * `HasPaymentBalanceOutstanding` is the spelling of the specification's release notes, accepted
 * beside `hasPaymentBalanceOutstanding`; sending both with different values is a 400.
 */
export const SettlementSearchBody = withMeta(
  z
    .object({
      storeUids: list(Uid),
      storePaymentMethodUids: list(Uid),
      tenantPaymentMethodUids: list(Uid),
      statuses: list(SettlementStatus),
      states: list(SettlementState),
      createdAtFrom: emptyAsAbsent(DateTime),
      createdAtTo: emptyAsAbsent(DateTime),
      settledAtFrom: described(
        emptyAsAbsent(DateTime),
        'Settlements never COMPLETE have no settledAt: left out',
      ),
      settledAtTo: emptyAsAbsent(DateTime),
      amountRange: described(
        emptyAsAbsent(
          z
            .object({ from: z.int(), to: z.int() })
            .check(z.refine((r) => r.from <= r.to, { message: 'from must not exceed to', path: ['from'] })),
        ),
        'Inclusive, on the settlement amount (minor units; return receipts are negative)',
      ),
      hasPaymentBalanceOutstanding: described(emptyAsAbsent(z.boolean()), OUTSTANDING),
      HasPaymentBalanceOutstanding: described(
        emptyAsAbsent(z.boolean()),
        "The specification's spelling of hasPaymentBalanceOutstanding; the same filter",
      ),
    })
    .check(
      z.superRefine((body, ctx) => {
        windowIssue(ctx, body.createdAtFrom, body.createdAtTo, 'createdAtFrom', 'createdAtTo');
        windowIssue(ctx, body.settledAtFrom, body.settledAtTo, 'settledAtFrom', 'settledAtTo');
        const [a, b] = [body.hasPaymentBalanceOutstanding, body.HasPaymentBalanceOutstanding];
        if (a !== undefined && b !== undefined && a !== b) {
          ctx.addIssue({
            code: 'custom',
            path: ['HasPaymentBalanceOutstanding'],
            message: 'differs from hasPaymentBalanceOutstanding',
          });
        }
      }),
    ),
  {
    id: 'SettlementSearch',
    example: {
      storeUids: ['store-oslo'],
      storePaymentMethodUids: ['pm-invoice'],
      statuses: ['CAPTURED'],
      createdAtFrom: '2026-11-01T00:00:00Z',
      createdAtTo: '2026-11-30T23:59:59Z',
      amountRange: { from: 1000, to: 500000 },
      hasPaymentBalanceOutstanding: true,
    },
  },
);
export type SettlementSearchInput = z.output<typeof SettlementSearchBody>;
