import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventStore, EventTill, EventUser } from '#events/schemas/members.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * TILL_OPEN and TILL_CLOSED (spec 6.3; spec 6.2 shows no payload, so the members follow the
 * shape of its other actions: `store { id, uid }` and the entity with `id` and `uid`).
 */
const Store = EventStore;
const Till = EventTill;
const User = EventUser;

/**
 * The balanced ledger voucher of the close (issue 37 item 6; the same as GET
 * .../sessions/{sessionUid}/voucher): postings in minor units, debitTotal = creditTotal.
 */
const LedgerVoucher = z.object({
  voucherDate: z.string(),
  debitTotal: z.int(),
  creditTotal: z.int(),
  complete: z.boolean(),
  postings: z.array(
    z.object({
      lineNumber: z.int(),
      account: z.string(),
      accountKey: z.string(),
      settlementCode: z.string(),
      vatCodeUid: z.string(),
      vatTypeId: z.string(),
      productGroupUid: described(z.string(), "The product group of a sales posting by group; '' otherwise"),
      debit: z.int(),
      credit: z.int(),
      vatAmount: z.int(),
      text: z.string(),
      fallback: z.boolean(),
    }),
  ),
  missingAccounts: z.array(
    z.object({ accountKey: z.string(), settlementCode: z.string(), vatCodeUid: z.string() }),
  ),
});

/**
 * The members every till-session payload starts with, new schemas at each call: one instance used
 * twice would become a component of its own in the document.
 */
const sessionOf = () => ({ id: z.int(), uid: z.string(), openedAt: z.string() });

export const TillOpenEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('TILL_OPEN'),
    store: Store,
    till: Till,
    session: z.object({ ...sessionOf(), openedBy: User, openingFloat: z.int() }),
  }),
  { id: 'TillOpenEvent' },
);

export const TillClosedEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('TILL_CLOSED'),
    store: Store,
    till: Till,
    session: z.object({
      ...sessionOf(),
      closedAt: z.string(),
      closedBy: User,
      openingFloat: z.int(),
    }),
    report: z.object({
      expectedCash: z.int(),
      countedCash: z.int(),
      cashDifference: z.int(),
      expected: z.int(),
      counted: z.int(),
      difference: z.int(),
      receiptsCount: z.int(),
      grandTotal: z.int(),
      firstVoucherNumber: z.string(),
      lastVoucherNumber: z.string(),
      lines: z.array(
        z.object({
          settlementCode: z.string(),
          payments: z.int(),
          expected: z.int(),
          counted: z.int(),
          difference: z.int(),
        }),
      ),
    }),
    ledgerVoucher: LedgerVoucher,
  }),
  { id: 'TillClosedEvent' },
);
