import { describe, expect, it } from 'vitest';
import { divRound, lineMoney, vatOf } from '#functions/sales/orders/order-money.ts';

describe('order money', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [4, 3, 1],
    [7, 2, 4],
  ])('divRound(%i, %i) = %i (half away from zero)', (a, b, q) => {
    expect(divRound(a, b)).toBe(q);
  });

  it.each([
    [12500, 2500, 2500],
    [999, 2500, 200],
    [2997, 1500, 391],
    [-12500, 2500, -2500],
    [1000, 0, 0],
  ])('VAT in %i at %i bp is %i', (gross, rate, vat) => {
    expect(vatOf(gross, rate)).toBe(vat);
  });

  it('computes a discounted line with cost and gross profit', () => {
    expect(
      lineMoney({
        quantityOrdered: 3,
        itemPrice: 10000,
        itemDiscountAmount: 1000,
        itemCost: 5000,
        vatRate: 2500,
      }),
    ).toEqual({
      itemVatAmount: 1800,
      itemGrossProfitAmount: 2200,
      itemDiscountPercentage: 1000,
      itemGrossProfitPercentage: 3056,
      totalPrice: 27000,
      totalVatAmount: 5400,
      totalCost: 15000,
      totalDiscountAmount: 3000,
      totalGrossProfitAmount: 6600,
    });
  });

  it('mirrors a return line', () => {
    const m = lineMoney({
      quantityOrdered: -2,
      itemPrice: 999,
      itemDiscountAmount: 0,
      itemCost: 0,
      vatRate: 2500,
    });
    expect(m).toMatchObject({ totalPrice: -1998, totalVatAmount: -400 });
  });
});
