import { describe, expect, it } from 'vitest';
import type { SettlementRecord } from '#functions/sales/receipts/receipt.types.ts';
import { SETTLEMENT_STATUSES } from '#functions/sales/receipts/receipt-enums.ts';
import { deliveryStateOf, receiptStatus, roundCash } from '#functions/sales/receipts/receipt-state.ts';
import {
  applyStatus,
  STATE_OF_STATUS,
  TRANSITIONS,
} from '#functions/sales/settlements/settlement-machine.ts';

const NOW = '2026-11-23T10:00:00.000Z';

/** A settlement built through the state machine, so every case exercises the real transitions. */
const settlement = (code: string, amount: number, steps: Array<[SettlementRecord['status'], number?]>) => {
  let s = {
    settlementUid: `s-${code}-${amount}`,
    settlementCode: code,
    amount,
    status: 'NEW',
    state: 'NOT_STARTED',
    transactions: [],
    orderReceiptUid: 'r-1',
  } as unknown as SettlementRecord;
  for (const [status, transactionAmount] of steps) {
    s = applyStatus(s, { status, ...(transactionAmount !== undefined ? { transactionAmount } : {}) }, NOW);
  }
  return s;
};
const cash = (amount: number) => settlement('CASH', amount, [['CAPTURED']]);
const card = (
  amount: number,
  steps: Array<[SettlementRecord['status'], number?]> = [['AUTHORIZED'], ['CAPTURED']],
) => settlement('CARD', amount, steps);

type Case = {
  name: string;
  grandTotal: number;
  currency?: string;
  settlements: SettlementRecord[];
  state: string;
  totals: Partial<ReturnType<typeof receiptStatus>['settlementTotals']>;
};

const CASES: Case[] = [
  {
    name: 'no settlements',
    grandTotal: 14950,
    settlements: [],
    state: 'NOT_STARTED',
    totals: { totals: 0, remaining: 14950, remainingRounded: 15000, change: 0, remainingPrePayment: 14950 },
  },
  {
    name: 'a new (not started) card settlement',
    grandTotal: 10000,
    settlements: [card(10000, [])],
    state: 'NOT_STARTED',
    totals: { totals: 0, remaining: 10000 },
  },
  {
    name: 'cash with change and rounding down (149.50 -> 150, paid 200)',
    grandTotal: 14950,
    settlements: [cash(20000)],
    state: 'COMPLETE',
    totals: { totals: 20000, remaining: 0, remainingRounded: 0, change: 5000 },
  },
  {
    name: 'cash rounding: 149.40 is paid with 149.00',
    grandTotal: 14940,
    settlements: [cash(14900)],
    state: 'COMPLETE',
    totals: { totals: 14900, remaining: 0, change: 0 },
  },
  {
    name: 'cash short of the rounded amount',
    grandTotal: 14950,
    settlements: [cash(10000)],
    state: 'IN_PROGRESS',
    totals: { totals: 10000, remaining: 4950, remainingRounded: 5000, change: 0 },
  },
  {
    name: 'DKK rounds to 0.50',
    grandTotal: 10030,
    currency: 'DKK',
    settlements: [],
    state: 'NOT_STARTED',
    totals: { remaining: 10030, remainingRounded: 10050 },
  },
  {
    name: 'EUR has no cash rounding',
    grandTotal: 10003,
    currency: 'EUR',
    settlements: [cash(10003)],
    state: 'COMPLETE',
    totals: { remaining: 0, change: 0, totals: 10003 },
  },
  {
    name: 'card authorized only',
    grandTotal: 10000,
    settlements: [card(10000, [['AUTHORIZED']])],
    state: 'IN_PROGRESS',
    totals: { totals: 0, remaining: 10000, remainingAuthorizedAmount: 10000, remainingPrePayment: 0 },
  },
  {
    name: 'card authorized and captured',
    grandTotal: 10000,
    settlements: [card(10000)],
    state: 'COMPLETE',
    totals: { totals: 10000, remaining: 0, remainingAuthorizedAmount: 0 },
  },
  {
    name: 'card partially captured',
    grandTotal: 10000,
    settlements: [card(10000, [['AUTHORIZED'], ['CAPTURED', 6000]])],
    state: 'IN_PROGRESS',
    totals: { totals: 6000, remaining: 4000 },
  },
  {
    name: 'card captured then partially refunded',
    grandTotal: 30000,
    settlements: [card(30000, [['AUTHORIZED'], ['CAPTURED'], ['PARTIALLY_REFUNDED', 5000]])],
    state: 'IN_PROGRESS',
    totals: { totals: 25000, remaining: 5000 },
  },
  {
    name: 'card fully refunded no longer counts',
    grandTotal: 10000,
    settlements: [card(10000, [['CAPTURED'], ['REFUNDED']])],
    state: 'NOT_STARTED',
    totals: { totals: 0, remaining: 10000 },
  },
  {
    name: 'split payment: card then cash with change',
    grandTotal: 24950,
    settlements: [card(10000), cash(15000)],
    state: 'COMPLETE',
    totals: { totals: 25000, remaining: 0, change: 0 },
  },
  {
    name: 'split payment: card then cash with change above the rounded rest',
    grandTotal: 24940,
    settlements: [card(10000), cash(20000)],
    state: 'COMPLETE',
    totals: { totals: 30000, change: 5100 },
  },
  {
    name: 'failed card does not start the receipt',
    grandTotal: 10000,
    settlements: [card(10000, [['FAILED']])],
    state: 'NOT_STARTED',
    totals: { totals: 0, remaining: 10000 },
  },
  {
    name: 'partial receipt of a return: paid out in cash',
    grandTotal: -5000,
    settlements: [cash(-5000)],
    state: 'COMPLETE',
    totals: { totals: -5000, remaining: 0 },
  },
  {
    name: 'zero total is complete at once',
    grandTotal: 0,
    settlements: [],
    state: 'COMPLETE',
    totals: { totals: 0, remaining: 0 },
  },
];

describe('receipt state and settlement totals', () => {
  it.each(CASES)('$name', ({ grandTotal, currency, settlements, state, totals }) => {
    const result = receiptStatus(grandTotal, settlements, currency ?? 'NOK');
    expect(result.settleState).toBe(state);
    expect(result.settlementTotals).toMatchObject(totals);
  });

  it('rounds cash half up to the unit', () => {
    expect([
      roundCash(14949, 100),
      roundCash(14950, 100),
      roundCash(10024, 50),
      roundCash(10025, 50),
    ]).toEqual([14900, 15000, 10000, 10050]);
  });
});

describe('settlement state machine', () => {
  it('maps every status to a state and terminal statuses allow nothing', () => {
    for (const status of SETTLEMENT_STATUSES) {
      expect(STATE_OF_STATUS[status]).toBeDefined();
      if (STATE_OF_STATUS[status] === 'TERMINATED') expect(TRANSITIONS[status]).toEqual([]);
    }
  });

  const ALLOWED: Array<[string, string]> = Object.entries(TRANSITIONS).flatMap(([from, tos]) =>
    tos.map((to) => [from, to] as [string, string]),
  );
  it('rejects every transition outside the table with 409', () => {
    for (const from of SETTLEMENT_STATUSES) {
      for (const to of SETTLEMENT_STATUSES) {
        if (ALLOWED.some(([f, t]) => f === from && t === to)) continue;
        const s = { ...card(100, []), status: from, state: STATE_OF_STATUS[from] };
        expect(() => applyStatus(s, { status: to }, NOW)).toThrowError(/cannot change/);
      }
    }
  });

  it('writes authorize, capture and refund transactions with their sums', () => {
    const s = card(10000, [['AUTHORIZED'], ['CAPTURED', 8000], ['PARTIALLY_REFUNDED', 3000], ['REFUNDED']]);
    expect(s.transactions.map((t) => [t.transactionType, t.transactionAmount])).toEqual([
      ['AUTHORIZE', 10000],
      ['CAPTURE', 8000],
      ['REFUND', 3000],
      ['REFUND', 5000],
    ]);
    expect(s).toMatchObject({
      authorizedAmount: 10000,
      capturedAmount: 8000,
      refundedAmount: 8000,
      state: 'TERMINATED',
    });
  });

  it('refuses to capture more than authorized and partial refunds of everything', () => {
    expect(() => card(10000, [['AUTHORIZED'], ['CAPTURED', 10001]])).toThrowError(/at most 10000/);
    expect(() => card(10000, [['CAPTURED'], ['PARTIALLY_REFUNDED', 10000]])).toThrowError(/less than 10000/);
    expect(() => card(10000, [['CAPTURED'], ['PARTIALLY_REFUNDED']])).toThrowError(/required/);
  });
});

describe('delivery state', () => {
  const line = (
    quantityOrdered: number,
    quantityDelivered: number,
    quantityReserved: number,
    productType = 'STOCK',
  ) => ({ quantityOrdered, quantityDelivered, quantityReserved, productType }) as const;
  it.each([
    [[line(2, 0, 0)], 'NOT_STARTED'],
    [[line(2, 0, 2)], 'IN_PROGRESS'],
    [[line(2, 1, 0)], 'IN_PROGRESS'],
    [[line(2, 2, 0)], 'COMPLETE'],
    // A return line and a line of nothing physical are never delivered and do not hold it back.
    [[line(2, 2, 0), line(-1, 0, 0), line(1, 0, 0, 'NON_PHYSICAL')], 'COMPLETE'],
    [[line(-1, 0, 0)], 'NOT_STARTED'],
  ])('%j -> %s', (items, state) => {
    expect(deliveryStateOf(items as never)).toBe(state);
  });
});
