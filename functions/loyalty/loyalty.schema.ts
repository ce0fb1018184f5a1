import * as z from 'zod/mini';
import { cursorPagingQuery } from '#shared/http/paging.ts';
import { cursorPagedList, DateTime, OptionalUid, Uid } from '#shared/schema/common.ts';
import { CurrencyCode } from '#shared/schema/retail.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

/** Loyalty (spec 4.8): the tenant's programme, a customer's points, an order's points. */

export const ROUNDINGS = ['FLOOR', 'HALF_UP', 'CEIL'] as const;
export const ENTRY_TYPES = ['EARN', 'SPEND', 'EXPIRE', 'RETURN', 'SPEND_RETURN'] as const;

export const ProgrammeBody = withMeta(
  z.object({
    enabled: z._default(z.boolean(), true),
    currency: described(CurrencyCode, 'Orders in another currency earn nothing and cannot spend points'),
    pointsPerCurrencyUnit: described(
      z.int().check(z.gte(0), z.lte(10_000)),
      'Points earned per currency unit paid',
    ),
    currencyUnit: described(
      z._default(z.int().check(z.gte(1), z.lte(1_000_000)), 100),
      'Minor units of one currency unit (100: 1 NOK)',
    ),
    rounding: described(
      z._default(z.enum(ROUNDINGS), 'FLOOR'),
      'How fractional points of an order are rounded',
    ),
    pointValue: described(
      z._default(z.int().check(z.gte(1), z.lte(1_000_000)), 1),
      'Minor units one point pays',
    ),
    expiryDays: described(
      z._default(z.int().check(z.gte(0), z.lte(3650)), 365),
      'Days earned points live; 0 = they never expire',
    ),
  }),
  {
    id: 'LoyaltyProgramme',
    example: {
      enabled: true,
      currency: 'NOK',
      pointsPerCurrencyUnit: 1,
      currencyUnit: 100,
      rounding: 'FLOOR',
      pointValue: 100,
      expiryDays: 365,
    },
  },
);
export type Programme = z.output<typeof ProgrammeBody>;

export const ProgrammeResponse = withMeta(
  z.extend(ProgrammeBody, {
    version: z.int(),
    lastModifiedAt: DateTime,
  }),
  { id: 'LoyaltyProgrammeResponse' },
);

export const LedgerEntry = withMeta(
  z.object({
    entryType: z.enum(ENTRY_TYPES),
    points: described(z.int(), 'Signed: what the entry added to the balance'),
    balanceAfter: z.int(),
    orderUid: OptionalUid,
    orderReceiptUid: OptionalUid,
    settlementUid: OptionalUid,
    amount: described(z.int(), 'Money the entry is about (order base earned on, amount paid with points)'),
    expiresAt: described(
      z.string(),
      "Last day (YYYY-MM-DD, UTC) earned points count; '' when they do not expire",
    ),
    sequence: z.int(),
    createdAt: DateTime,
  }),
  { id: 'LoyaltyLedgerEntry' },
);
export type LedgerRecord = z.output<typeof LedgerEntry>;

/** Key paging of the ledger, newest first. */
export const PointsQuery = cursorPagingQuery;

export const CustomerPointsResponse = withMeta(
  z.object({
    customerUid: Uid,
    balance: described(z.int(), 'Points that count now (expired ones left out)'),
    earned: z.int(),
    spent: z.int(),
    expired: z.int(),
    expiring: z.array(z.object({ expiresAt: z.string(), points: z.int() })),
    ledger: cursorPagedList(LedgerEntry, 'LoyaltyLedgerPage'),
  }),
  {
    id: 'CustomerLoyaltyPoints',
    example: {
      customerUid: 'cust-1',
      balance: 250,
      earned: 300,
      spent: 50,
      expired: 0,
      expiring: [{ expiresAt: '2027-11-25', points: 250 }],
      ledger: { items: [], paging: { pageNumber: 1, pageSize: 50, totalCount: 0, nextCursor: null } },
    },
  },
);

export const OrderLoyaltyResponse = withMeta(
  z.object({
    orderUid: Uid,
    customerUid: OptionalUid,
    earned: described(z.int(), 'Points the settled order earned (negative for a return)'),
    spent: described(z.int(), 'Points spent on the order (LOYALTY settlements)'),
    spentAmount: described(z.int(), 'Money paid with those points'),
    earnedAt: described(z.nullable(DateTime), 'When the order was settled and earned; null before'),
  }),
  {
    id: 'OrderLoyalty',
    example: {
      orderUid: 'order-1',
      customerUid: 'cust-1',
      earned: 99,
      spent: 10,
      spentAmount: 1000,
      earnedAt: '2026-11-25T10:00:00.000Z',
    },
  },
);
