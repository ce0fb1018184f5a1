import { describe, expect, it } from 'vitest';
import type { Programme } from '#functions/loyalty/loyalty.schema.ts';
import {
  applyOrderChange,
  balanceAt,
  emptyAccount,
  expiryOf,
  pointsFor,
} from '#functions/loyalty/loyalty-rules.ts';

const programme: Programme = {
  enabled: true,
  currency: 'NOK',
  pointsPerCurrencyUnit: 1,
  currencyUnit: 100,
  rounding: 'FLOOR',
  pointValue: 100,
  expiryDays: 30,
};
const NOW = '2026-11-25T12:00:00.000Z';

describe('pointsFor', () => {
  it.each([
    ['FLOOR', 12349, 123],
    ['FLOOR', 12399, 123],
    ['HALF_UP', 12349, 123],
    ['HALF_UP', 12350, 124],
    ['CEIL', 12301, 124],
    ['CEIL', 12300, 123],
    ['FLOOR', -12399, -123],
    ['HALF_UP', -12350, -124],
    ['FLOOR', 0, 0],
  ] as const)('%s of %i minor units is %i points', (rounding, amount, points) => {
    expect(pointsFor(amount, { ...programme, rounding })).toBe(points);
  });

  it('scales by points per unit and the unit', () => {
    expect(pointsFor(10000, { ...programme, pointsPerCurrencyUnit: 3, currencyUnit: 1000 })).toBe(30);
    expect(pointsFor(999, { ...programme, pointsPerCurrencyUnit: 0 })).toBe(0);
  });
});

describe('expiry', () => {
  it('counts a lot through its last day (UTC) and drops it after', () => {
    expect(expiryOf(NOW, 30)).toBe('2026-12-25');
    expect(expiryOf(NOW, 0)).toBe('');
    const lots = [
      { expiresAt: '2026-11-25', points: 5 },
      { expiresAt: '', points: 7 },
    ];
    expect(balanceAt(lots, '2026-11-25T23:59:59.999Z')).toBe(12);
    expect(balanceAt(lots, '2026-11-26T00:00:00.000Z')).toBe(7);
  });
});

describe('applyOrderChange', () => {
  const account = {
    ...emptyAccount('t', 'c'),
    lots: [
      { expiresAt: '2026-12-01', points: 30 },
      { expiresAt: '2026-11-01', points: 20 },
      { expiresAt: '', points: 100 },
    ],
    earned: 150,
    sequence: 4,
    version: 4,
  };

  it('expires first, spends soonest-expiring first, then earns on what the order says', () => {
    const out = applyOrderChange(
      account,
      programme,
      { orderUid: 'o', spend: { amount: 4000, orderReceiptUid: 'r', settlementUid: 's' }, earnOn: 6000 },
      NOW,
    );
    expect(out.ledger.map((e) => [e.entryType, e.points, e.balanceAfter, e.sequence])).toEqual([
      ['EXPIRE', -20, 130, 5],
      ['SPEND', -40, 90, 6],
      ['EARN', 60, 150, 7],
    ]);
    // 30 expiring 2026-12-01 go first, then 10 of those that never expire.
    expect(out.account.lots).toEqual([
      { expiresAt: '2026-12-25', points: 60 },
      { expiresAt: '', points: 90 },
    ]);
    expect(out.account).toMatchObject({ earned: 210, spent: 40, expired: 20, sequence: 7 });
    expect(out).toMatchObject({ earned: 60, spentPoints: 40, spentAmount: 4000 });
  });

  it('refuses to spend more than the live balance or a part of a point', () => {
    const spend = (amount: number) => ({
      orderUid: 'o',
      spend: { amount, orderReceiptUid: 'r', settlementUid: 's' },
    });
    expect(() => applyOrderChange(account, programme, spend(13100), NOW)).toThrow(/130 points/);
    expect(() => applyOrderChange(account, programme, spend(150), NOW)).toThrow(/multiple/);
    expect(applyOrderChange(account, programme, spend(13000), NOW).account.lots).toEqual([]);
  });

  it('takes points back for a return, never below zero, and gives spent points back with a fresh expiry', () => {
    const ret = applyOrderChange(account, programme, { orderUid: 'o', earnOn: -50000 }, NOW);
    expect(ret.earned).toBe(-130);
    expect(ret.account.lots).toEqual([]);
    const back = applyOrderChange(
      account,
      programme,
      { orderUid: 'o', spend: { amount: -1000, orderReceiptUid: 'r', settlementUid: 's' } },
      NOW,
    );
    expect(back.ledger.at(-1)).toMatchObject({
      entryType: 'SPEND_RETURN',
      points: 10,
      expiresAt: '2026-12-25',
    });
    expect(balanceAt(back.account.lots, NOW)).toBe(140);
  });
});
