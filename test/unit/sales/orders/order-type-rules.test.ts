import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '#functions/sales/orders/order.types.ts';
import { assertIsOrder, orderTypeOf, withOrderType } from '#functions/sales/orders/order-type-rules.ts';
import { hasPaymentBalanceOutstanding } from '#functions/sales/receipts/receipt-state.ts';
import { settlementProjection } from '#functions/sales/settlements/settlement.projection.ts';

const order = (over: Partial<OrderRecord> = {}) =>
  ({ orderUid: 'o-1', createdAt: '2026-11-01T10:00:00.000Z', version: 3, ...over }) as OrderRecord;

describe('offers and orders (pure rules)', () => {
  it('reads an order stored before offers as an ORDER dated at its creation', () => {
    expect(orderTypeOf(order())).toEqual({ orderType: 'ORDER', orderDate: '2026-11-01T10:00:00.000Z' });
    expect(orderTypeOf(order({ orderType: 'OFFER' }))).toEqual({ orderType: 'OFFER' });
  });

  it('converts an offer once, dating it then; the same type changes nothing; an ORDER never goes back', () => {
    const now = '2026-11-02T09:00:00.000Z';
    const converted = withOrderType(order({ orderType: 'OFFER' }), 'ORDER', now);
    expect(converted).toMatchObject({ orderType: 'ORDER', orderDate: now, lastModifiedAt: now, version: 4 });
    expect(withOrderType(converted!, 'ORDER', '2026-11-03T09:00:00.000Z')).toBeUndefined();
    expect(withOrderType(order({ orderType: 'OFFER' }), 'OFFER', now)).toBeUndefined();
    expect(() => withOrderType(converted!, 'OFFER', now)).toThrow(/cannot become an OFFER/);
    expect(() => withOrderType(order(), 'OFFER', now)).toThrow(/cannot become an OFFER/);
  });

  it('refuses what needs an ORDER on an OFFER only', () => {
    expect(() => assertIsOrder(order({ orderType: 'OFFER' }), 'a receipt')).toThrow(/is an OFFER/);
    expect(() => assertIsOrder(order(), 'a receipt')).not.toThrow();
  });
});

describe('payment balance outstanding', () => {
  const invoice = { ledgerType: 'CUSTOMER_LEDGER', state: 'COMPLETE', amount: 10000, paymentAmount: 4000 };
  it.each([
    ['a partly paid invoice', invoice, true],
    ['a fully paid invoice', { ...invoice, paymentAmount: 10000 }, false],
    ['a terminated invoice', { ...invoice, state: 'TERMINATED' }, false],
    ['a credit invoice', { ...invoice, amount: -10000, paymentAmount: 0 }, false],
    ['a card payment', { ...invoice, ledgerType: undefined }, false],
  ])('%s: %s', (_name, s, expected) => {
    expect(hasPaymentBalanceOutstanding(s)).toBe(expected);
  });

  it("is kept on each settlement of a receipt's row", () => {
    const row = settlementProjection.row({
      storeUid: 's-1',
      settlements: [
        {
          settlementUid: 'a',
          ...invoice,
          createdAt: '2026-11-01T10:00:00.000Z',
          storePaymentMethodUid: 'pm',
        },
        { settlementUid: 'b', state: 'NOT_STARTED', amount: 500, createdAt: 'not a date' },
      ],
    });
    expect(row).toMatchObject({
      store_uid: 's-1',
      settlements: [
        { settlement_uid: 'a', outstanding: true, store_payment_method_uid: 'pm', settled_at: null },
        { settlement_uid: 'b', outstanding: false, created_at: null },
      ],
    });
  });
});
