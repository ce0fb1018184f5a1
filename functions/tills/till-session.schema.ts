import * as z from 'zod/mini';
import { DateTime, singleLine, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import type { TillReportValue } from './till-report.schema.ts';

/** Till sessions (open, movements, close with its Z report): request and response schemas. */

const Money = z.int().check(z.gte(0), z.lte(1_000_000_000_000));

export const SESSION_STATES = ['OPEN', 'CLOSED'] as const;

/**
 * Cash moved into or out of the float, with the spec 2.8 account key it is booked to. DEPOSIT
 * adds to the drawer; the others take out of it.
 */
export const MOVEMENT_ACCOUNTS = {
  DEPOSIT: 'CASHFLOAT_DEPOSIT',
  WITHDRAWAL: 'CASHFLOAT_WITHDRAWAL',
  TO_BANK: 'CASHFLOAT_TO_BANK',
  EXPENSE_WITHDRAWAL: 'CASHFLOAT_EXPENSE_WITHDRAWAL',
} as const;
const MovementTypeSchema = z.enum(['DEPOSIT', 'WITHDRAWAL', 'TO_BANK', 'EXPENSE_WITHDRAWAL']);

const UserRef = z.object({ tenantUserUid: z.string(), displayName: z.string() });

export const OpenTillBody = withMeta(
  z.object({
    openingFloat: described(Money, 'Cash in the drawer when the till opens'),
    tenantUserUid: described(
      z.optional(Uid),
      'The user who opens the till (a tenant user); default: the caller',
    ),
  }),
  { id: 'OpenTill', example: { openingFloat: 200000, tenantUserUid: 'u-kari' } },
);
export type OpenTillInput = z.output<typeof OpenTillBody>;

export const TillMovementBody = withMeta(
  z.object({
    movementUid: z.optional(Uid),
    type: MovementTypeSchema,
    amount: Money.check(z.gte(1)),
    note: z._default(singleLine(500), ''),
    tenantUserUid: z.optional(Uid),
  }),
  { id: 'TillMovement', example: { type: 'TO_BANK', amount: 150000, note: 'Midday bank drop' } },
);
export type TillMovementInput = z.output<typeof TillMovementBody>;

export const CloseTillBody = withMeta(
  z.object({
    counted: described(
      z
        .array(z.object({ settlementCode: singleLine(100).check(z.trim(), z.minLength(1)), amount: z.int() }))
        .check(z.maxLength(50)),
      'What was counted per payment method (settlementCode, e.g. CASH, CARD); a method not listed counts 0',
    ),
    tenantUserUid: described(z.optional(Uid), 'The user who counts and closes; default: the caller'),
    note: z._default(singleLine(500), ''),
  }),
  {
    id: 'CloseTill',
    example: {
      counted: [
        { settlementCode: 'CASH', amount: 254000 },
        { settlementCode: 'CARD', amount: 129900 },
      ],
    },
  },
);
export type CloseTillInput = z.output<typeof CloseTillBody>;

const Movement = z.object({
  movementUid: z.string(),
  type: MovementTypeSchema,
  accountKey: described(z.string(), 'The spec 2.8 ACCOUNTNUMBER key the movement is booked to'),
  amount: z.int(),
  note: z.string(),
  tenantUserUid: z.string(),
  createdAt: DateTime,
});
export type TillMovement = z.infer<typeof Movement>;

const ReportLine = z.object({
  settlementCode: z.string(),
  settlementName: z.string(),
  payments: described(z.int(), 'Payments completed at the till'),
  amount: described(z.int(), 'Their net amount (captured less refunded)'),
  expected: z.int(),
  counted: z.int(),
  difference: described(z.int(), 'counted - expected'),
});

/** The Z report of a closed session. */
export const ZReport = withMeta(
  z.object({
    openingFloat: z.int(),
    cashSettlements: z.int(),
    change: z.int(),
    deposits: z.int(),
    withdrawals: z.int(),
    expectedCash: described(z.int(), 'openingFloat + cashSettlements - change + deposits - withdrawals'),
    countedCash: z.int(),
    cashDifference: described(z.int(), 'Booked to CASHFLOAT_DIFF'),
    lines: z.array(ReportLine),
    expected: z.int(),
    counted: z.int(),
    difference: z.int(),
    vat: z.array(z.object({ vatCodeUid: z.string(), gross: z.int(), vat: z.int() })),
    receiptsCount: z.int(),
    grandTotal: z.int(),
    firstVoucherNumber: z.string(),
    lastVoucherNumber: z.string(),
    movements: z.array(Movement),
  }),
  { id: 'TillZReport' },
);
export type ZReportValue = z.infer<typeof ZReport>;

export const TillSessionResponse = withMeta(
  z.object({
    sessionUid: z.string(),
    tillUid: z.string(),
    tillName: z.string(),
    tillNumber: z.int(),
    storeUid: z.string(),
    state: z.enum(SESSION_STATES),
    openedAt: DateTime,
    openedBy: UserRef,
    openingFloat: z.int(),
    running: described(
      z.object({
        payments: z.array(
          z.pick(ReportLine, { settlementCode: true, settlementName: true, payments: true, amount: true }),
        ),
        change: z.int(),
        deposits: z.int(),
        withdrawals: z.int(),
        expectedCash: z.int(),
        receiptsCount: z.int(),
      }),
      'What the till has taken so far',
    ),
    movements: z.array(Movement),
    closedAt: z.optional(DateTime),
    closedBy: z.optional(UserRef),
    note: z.optional(z.string()),
    report: described(z.optional(ZReport), 'Present once CLOSED'),
    zReportNumber: described(
      z.optional(z.int()),
      'Present once CLOSED: the number of the Z report of the close (`GET .../tills/{tillUid}/z-reports/{reportNumber}`)',
    ),
  }),
  { id: 'TillSession' },
);
export type TillSessionResponseValue = z.infer<typeof TillSessionResponse>;

/** A user as a session names it. */
export type SessionUser = z.infer<typeof UserRef>;

/**
 * The session as stored (`T#<t>#TILL#<till>` / `SESSION`, raw attributes): the running tallies are
 * maps keyed by settlement code or VAT code that settlements add to in their own transaction.
 */
export type TillSessionRecord = {
  tenantUid: string;
  storeUid: string;
  tillUid: string;
  tillName: string;
  tillNumber: number;
  sessionUid: string;
  state: (typeof SESSION_STATES)[number];
  openedAt: string;
  openedBy: SessionUser;
  openingFloat: number;
  deposits: number;
  withdrawals: number;
  change: number;
  receiptsCount: number;
  grandTotal: number;
  firstVoucher?: string | undefined;
  lastVoucher?: string | undefined;
  payAmount: Record<string, number>;
  payCount: Record<string, number>;
  payName: Record<string, string>;
  vatAmount: Record<string, number>;
  vatGross: Record<string, number>;
  movements: TillMovement[];
  closedAt?: string | undefined;
  closedBy?: SessionUser | undefined;
  note?: string | undefined;
  report?: ZReportValue | undefined;
  /** The numbered Z report of §2-8-2 made at the close (till-report.schema.ts). */
  zReport?: TillReportValue | undefined;
  lastModifiedAt: string;
  version: number;
};

/**
 * What one receipt change adds to a till's open session (built by the sales area from the
 * receipt before and after the change): net payments per settlement code, change handed out,
 * and the receipt itself when it became COMPLETE at this till.
 */
export type TillTally = {
  payments: Array<{ settlementCode: string; settlementName: string; amount: number; count: number }>;
  change: number;
  receipt?: {
    grandTotal: number;
    voucherNumber: string;
    vat: Array<{ vatCodeUid: string; gross: number; vat: number }>;
  };
};
