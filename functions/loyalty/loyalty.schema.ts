import * as z from 'zod';
import { cursorPagingQuery } from '#shared/http/paging.ts';
import { cursorPagedList, DateTime, OptionalUid, Uid } from '#shared/schema/common.ts';
import { CurrencyCode } from '#shared/schema/retail.ts';

/** Loyalty (spec 4.8): the tenant's programme, a customer's points, an order's points. */

export const ROUNDINGS = ['FLOOR', 'HALF_UP', 'CEIL'] as const;
export const ENTRY_TYPES = ['EARN', 'SPEND', 'EXPIRE', 'RETURN', 'SPEND_RETURN'] as const;

export const ProgrammeBody = z
  .object({
    enabled: z.boolean().default(true),
    currency: CurrencyCode.describe('Orders in another currency earn nothing and cannot spend points'),
    pointsPerCurrencyUnit: z.int().min(0).max(10_000).describe('Points earned per currency unit paid'),
    currencyUnit: z
      .int()
      .min(1)
      .max(1_000_000)
      .default(100)
      .describe('Minor units of one currency unit (100: 1 NOK)'),
    rounding: z.enum(ROUNDINGS).default('FLOOR').describe('How fractional points of an order are rounded'),
    pointValue: z.int().min(1).max(1_000_000).default(1).describe('Minor units one point pays'),
    expiryDays: z
      .int()
      .min(0)
      .max(3650)
      .default(365)
      .describe('Days earned points live; 0 = they never expire'),
  })
  .meta({
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
  });
export type Programme = z.output<typeof ProgrammeBody>;

export const ProgrammeResponse = ProgrammeBody.extend({
  version: z.int(),
  lastModifiedAt: DateTime,
}).meta({ id: 'LoyaltyProgrammeResponse' });

export const LedgerEntry = z
  .object({
    entryType: z.enum(ENTRY_TYPES),
    points: z.int().describe('Signed: what the entry added to the balance'),
    balanceAfter: z.int(),
    orderUid: OptionalUid,
    orderReceiptUid: OptionalUid,
    settlementUid: OptionalUid,
    amount: z.int().describe('Money the entry is about (order base earned on, amount paid with points)'),
    expiresAt: z
      .string()
      .describe("Last day (YYYY-MM-DD, UTC) earned points count; '' when they do not expire"),
    sequence: z.int(),
    createdAt: DateTime,
  })
  .meta({ id: 'LoyaltyLedgerEntry' });
export type LedgerRecord = z.output<typeof LedgerEntry>;

/** Key paging of the ledger, newest first. */
export const PointsQuery = cursorPagingQuery;

export const CustomerPointsResponse = z
  .object({
    customerUid: Uid,
    balance: z.int().describe('Points that count now (expired ones left out)'),
    earned: z.int(),
    spent: z.int(),
    expired: z.int(),
    expiring: z.array(z.object({ expiresAt: z.string(), points: z.int() })),
    ledger: cursorPagedList(LedgerEntry, 'LoyaltyLedgerPage'),
  })
  .meta({
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
  });

export const OrderLoyaltyResponse = z
  .object({
    orderUid: Uid,
    customerUid: OptionalUid,
    earned: z.int().describe('Points the settled order earned (negative for a return)'),
    spent: z.int().describe('Points spent on the order (LOYALTY settlements)'),
    spentAmount: z.int().describe('Money paid with those points'),
    earnedAt: DateTime.nullable().describe('When the order was settled and earned; null before'),
  })
  .meta({
    id: 'OrderLoyalty',
    example: {
      orderUid: 'order-1',
      customerUid: 'cust-1',
      earned: 99,
      spent: 10,
      spentAmount: 1000,
      earnedAt: '2026-11-25T10:00:00.000Z',
    },
  });
