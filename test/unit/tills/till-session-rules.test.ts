import { describe, expect, it } from 'vitest';
import type { TillSessionRecord } from '#functions/tills/till-session.schema.ts';
import { expectedCash, toSessionResponse, zReport } from '#functions/tills/till-session-rules.ts';

const session = (over: Partial<TillSessionRecord> = {}): TillSessionRecord => ({
  tenantUid: 't',
  storeUid: 's',
  tillUid: 'till',
  tillName: 'Till 1',
  tillNumber: 1,
  sessionUid: 'sess',
  state: 'OPEN',
  openedAt: '2026-11-25T08:00:00.000Z',
  openedBy: { tenantUserUid: 'u', displayName: 'U' },
  openingFloat: 100000,
  deposits: 0,
  withdrawals: 0,
  change: 0,
  receiptsCount: 0,
  grandTotal: 0,
  payAmount: {},
  payCount: {},
  payName: {},
  vatAmount: {},
  vatGross: {},
  movements: [],
  lastModifiedAt: '2026-11-25T08:00:00.000Z',
  version: 1,
  ...over,
});

describe('expectedCash', () => {
  it('is float + cash settlements - change + deposits - withdrawals', () => {
    const s = session({
      payAmount: { CASH: 45000, CARD: 9000 },
      change: 3000,
      deposits: 2000,
      withdrawals: 50000,
    });
    expect(expectedCash(s)).toBe(100000 + 45000 - 3000 + 2000 - 50000);
  });
});

describe('zReport', () => {
  const s = session({
    payAmount: { CARD: 9000, CASH: 45000, VIPPS: 0 },
    payCount: { CARD: 2, CASH: 3, VIPPS: 0 },
    payName: { CARD: 'Card', CASH: 'Kontant', VIPPS: 'Vipps' },
    change: 3000,
    vatGross: { 'vat-25': 50000, 'vat-15': 1000 },
    vatAmount: { 'vat-25': 10000, 'vat-15': 130 },
    receiptsCount: 4,
    grandTotal: 51000,
    firstVoucher: '7',
    lastVoucher: '10',
  });

  it('puts cash first, counts a method not counted as 0 and a counted method never taken as expected 0', () => {
    const r = zReport(s, {
      counted: [
        { settlementCode: 'cash', amount: 100000 },
        { settlementCode: 'Cash', amount: 41000 },
        { settlementCode: 'GIFTCARD', amount: 500 },
      ],
    });
    expect(r.lines.map((l) => [l.settlementCode, l.expected, l.counted, l.difference])).toEqual([
      ['CASH', 142000, 141000, -1000],
      ['CARD', 9000, 0, -9000],
      ['VIPPS', 0, 0, 0],
      ['GIFTCARD', 0, 500, 500],
    ]);
    expect(r).toMatchObject({
      expectedCash: 142000,
      countedCash: 141000,
      cashDifference: -1000,
      expected: 151000,
      counted: 141500,
      difference: -9500,
      receiptsCount: 4,
      firstVoucherNumber: '7',
      lastVoucherNumber: '10',
    });
    expect(r.lines[0]!.settlementName).toBe('Kontant');
    expect(r.vat).toEqual([
      { vatCodeUid: 'vat-15', gross: 1000, vat: 130 },
      { vatCodeUid: 'vat-25', gross: 50000, vat: 10000 },
    ]);
  });

  it('has a cash line even when the till took no cash', () => {
    const r = zReport(session(), { counted: [] });
    expect(r.lines).toEqual([
      {
        settlementCode: 'CASH',
        settlementName: 'Cash',
        payments: 0,
        amount: 0,
        expected: 100000,
        counted: 0,
        difference: -100000,
      },
    ]);
    expect(r.firstVoucherNumber).toBe('');
  });
});

describe('toSessionResponse', () => {
  it('shows the running totals while open and no report', () => {
    const r = toSessionResponse(
      session({ payAmount: { CASH: 500 }, payCount: { CASH: 1 }, payName: { CASH: 'Cash' } }),
    );
    expect(r.running).toMatchObject({
      expectedCash: 100500,
      payments: [{ settlementCode: 'CASH', amount: 500, payments: 1 }],
    });
    expect(r).not.toHaveProperty('report');
  });
});
