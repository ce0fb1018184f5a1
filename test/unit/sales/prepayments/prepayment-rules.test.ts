import { describe, expect, it } from 'vitest';
import {
  addPrePayment,
  balanceOf,
  emptyAccount,
  refundPrePayment,
  repeatedPrePayment,
  usePrePayment,
} from '#functions/sales/prepayments/prepayment-rules.ts';

const input = {
  amount: 10000,
  storePaymentMethodUid: 'pm',
  settlementCode: 'CARD',
  settlementName: '',
  externalPaymentReference: 'x',
  note: '',
};
const prePayment = (uid: string, amount: number) => ({
  ...input,
  prePaymentUid: uid,
  amount,
  orderUid: 'o',
  storeUid: 's',
  refundedAmount: 0,
  currency: 'NOK',
  externalPaymentReference: uid,
  tenantUserUid: 'u',
  createdAt: '2026-01-01T00:00:00.000Z',
  refunds: [],
});
const actor = { userUid: 'u', now: '2026-01-02T00:00:00.000Z' };

describe('pre-payment rules', () => {
  it('keeps available = paid - refunded - used, and refunds only unused money', () => {
    let a = addPrePayment(
      addPrePayment(emptyAccount('t', 'o', 's'), prePayment('p1', 10000)),
      prePayment('p2', 5000),
    );
    a = usePrePayment(
      a,
      { orderReceiptUid: 'r', settlementUid: 's1', amount: 12000, createdAt: actor.now },
      'body.amount',
    );
    expect(balanceOf(a)).toEqual({ paid: 15000, refunded: 0, used: 12000, available: 3000 });
    expect(() =>
      refundPrePayment(a, 'p2', { refundUid: 'x', amount: 3001, externalPaymentReference: '' }, actor),
    ).toThrow(/at most 3000/);
    a = refundPrePayment(a, 'p2', { refundUid: 'x', amount: undefined, externalPaymentReference: '' }, actor);
    expect(balanceOf(a)).toEqual({ paid: 15000, refunded: 3000, used: 12000, available: 0 });
    expect(() =>
      usePrePayment(
        a,
        { orderReceiptUid: 'r', settlementUid: 's2', amount: 1, createdAt: actor.now },
        'body.amount',
      ),
    ).toThrow(/0 of unused/);
  });

  it('answers a repeat with the same content and refuses other content', () => {
    const a = addPrePayment(emptyAccount('t', 'o', 's'), prePayment('p1', 10000));
    expect(
      repeatedPrePayment(a, { ...input, prePaymentUid: 'p1', externalPaymentReference: 'p1' })?.prePaymentUid,
    ).toBe('p1');
    expect(repeatedPrePayment(a, { ...input, externalPaymentReference: 'p1' })?.prePaymentUid).toBe('p1');
    expect(repeatedPrePayment(a, { ...input, externalPaymentReference: 'new' })).toBeUndefined();
    expect(() => repeatedPrePayment(a, { ...input, amount: 1, externalPaymentReference: 'p1' })).toThrow(
      /other content/,
    );
  });
});
