import { describe, expect, it } from 'vitest';
import type { ReceiptRecord } from '#functions/sales/receipts/receipt.types.ts';
import type { CreateSettlementInput } from '#functions/sales/receipts/receipt-input.schema.ts';
import {
  addSettlement,
  changeSettlement,
  withDerivedState,
} from '#functions/sales/settlements/settlement-build.ts';
import { tillTallies } from '#functions/sales/settlements/till-tally-rules.ts';

const NOW = '2026-11-25T10:00:00.000Z';
const actor = { userUid: 'u-1' };

const receipt = (grandTotal: number): ReceiptRecord =>
  withDerivedState(
    {
      grandTotal,
      currency: 'NOK',
      settlements: [],
      settleState: 'NOT_STARTED',
      orderReceiptUid: 'r-1',
      storeUid: 's-1',
      voucherNumber: '12',
      items: [
        { vatCodeUid: 'vat-25', totalPrice: grandTotal - 1000, totalVatAmount: (grandTotal - 1000) / 5 },
        { vatCodeUid: 'vat-0', totalPrice: 1000, totalVatAmount: 0 },
      ],
    } as unknown as ReceiptRecord,
    NOW,
  );

const pay = (uid: string, code: string, amount: number, status: string, tillUid?: string) =>
  ({
    settlementUid: uid,
    storePaymentMethodUid: `pm-${code}`,
    settlementCode: code,
    settlementName: code.toUpperCase() === 'CASH' ? 'Cash' : 'Card',
    amount,
    status,
    idMethod: 'NO_CVM_RULE_PERFORMED',
    externalId: '',
    externalPaymentReference: '',
    parameters: [],
    displayMessages: [],
    additionalDetails: [],
    storeName: '',
    tenantUserDisplayName: '',
    receiptText: '',
    creditCount: 0,
    creditAmount: 0,
    paymentCount: 0,
    paymentAmount: 0,
    ...(tillUid ? { tillUid } : {}),
  }) as CreateSettlementInput;

describe('tillTallies', () => {
  it('adds captured payments per code, the change at the cash till and the receipt at the completing till', () => {
    const before = receipt(10950);
    let after = addSettlement(before, pay('card', 'CARD', 950, 'CAPTURED', 'till-a'), actor, NOW);
    after = addSettlement(after, pay('cash', 'cash', 20000, 'CAPTURED', 'till-a'), actor, NOW);
    // 109.50 - 9.50 card = 100.00 cash due; 200.00 given: 100.00 change.
    expect(after.settlementTotals.change).toBe(10000);
    const tallies = tillTallies(before, after);
    expect([...tallies.keys()]).toEqual(['till-a']);
    expect(tallies.get('till-a')).toEqual({
      payments: [
        { settlementCode: 'CARD', settlementName: 'Card', amount: 950, count: 1 },
        { settlementCode: 'CASH', settlementName: 'Cash', amount: 20000, count: 1 },
      ],
      change: 10000,
      receipt: {
        grandTotal: 10950,
        voucherNumber: '12',
        vat: [
          { vatCodeUid: 'vat-25', gross: 9950, vat: 1990 },
          { vatCodeUid: 'vat-0', gross: 1000, vat: 0 },
        ],
      },
    });
  });

  it('counts a payment once, when it is captured, and nothing for payments at no till', () => {
    const start = addSettlement(receipt(5000), pay('card', 'CARD', 5000, 'NEW', 'till-b'), actor, NOW);
    expect(tillTallies(receipt(5000), start).size).toBe(0);
    const captured = changeSettlement(start, 'card', { status: 'CAPTURED' }, NOW);
    expect(tillTallies(start, captured).get('till-b')).toMatchObject({
      payments: [{ settlementCode: 'CARD', amount: 5000, count: 1 }],
      receipt: { grandTotal: 5000 },
    });
    // A change that moves no money adds nothing.
    expect(tillTallies(captured, { ...captured, note: 'x' } as ReceiptRecord).size).toBe(0);
    const elsewhere = addSettlement(receipt(5000), pay('c', 'CASH', 5000, 'CAPTURED'), actor, NOW);
    expect(tillTallies(receipt(5000), elsewhere).size).toBe(0);
  });

  it('splits payments between the tills they name', () => {
    let after = addSettlement(receipt(3000), pay('a', 'CARD', 1000, 'CAPTURED', 'till-a'), actor, NOW);
    after = addSettlement(after, pay('b', 'CASH', 2000, 'CAPTURED', 'till-b'), actor, NOW);
    const tallies = tillTallies(receipt(3000), after);
    expect(tallies.get('till-a')).toEqual({
      payments: [{ settlementCode: 'CARD', settlementName: 'Card', amount: 1000, count: 1 }],
      change: 0,
    });
    expect(tallies.get('till-b')).toMatchObject({
      payments: [{ amount: 2000 }],
      receipt: { grandTotal: 3000 },
    });
  });
});
