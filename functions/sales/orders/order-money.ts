/**
 * Money of order lines, computed on the server from price, quantity, discount, cost and VAT rate.
 * All amounts are integer minor units; rates and percentages are basis points (2500 = 25 %).
 *
 * Rounding (documented in docs/decisions/receipts.md): every division rounds half away from zero,
 * in exact integer arithmetic (BigInt), once per figure. Line totals are computed from the line
 * total, not by multiplying a rounded unit figure, so the VAT of 3 x 9.99 is rounded once.
 */

/** a / b rounded half away from zero; b > 0. Exact for any safe integers. */
export const divRound = (a: number, b: number): number => {
  if (b <= 0) throw new RangeError('divisor must be positive');
  const A = BigInt(a);
  const B = BigInt(b);
  const sign = A < 0n ? -1n : 1n;
  const abs = A < 0n ? -A : A;
  const q = (abs * 2n + B) / (2n * B);
  return Number(sign * q);
};

/** VAT contained in a VAT-inclusive amount: amount * rate / (10000 + rate). */
export const vatOf = (grossAmount: number, rateBp: number): number =>
  rateBp === 0 ? 0 : divRound(grossAmount * rateBp, 10_000 + rateBp);

/** part / whole in basis points; 0 when whole is 0. */
export const basisPoints = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.sign(whole) * divRound(part * 10_000, Math.abs(whole));

export type LineMoneyInput = {
  quantityOrdered: number;
  itemPrice: number;
  itemDiscountAmount: number;
  itemCost: number;
  vatRate: number;
};

export type LineMoney = {
  itemVatAmount: number;
  itemGrossProfitAmount: number;
  itemDiscountPercentage: number;
  itemGrossProfitPercentage: number;
  totalPrice: number;
  totalVatAmount: number;
  totalCost: number;
  totalDiscountAmount: number;
  totalGrossProfitAmount: number;
};

/**
 * Computes a line. The customer pays `(itemPrice - itemDiscountAmount) * quantity` (VAT included);
 * gross profit is that amount without VAT minus cost. Negative quantities (returns) give negative
 * totals with the same rounding, mirrored.
 */
export const lineMoney = (line: LineMoneyInput): LineMoney => {
  const unitPaid = line.itemPrice - line.itemDiscountAmount;
  const itemVatAmount = vatOf(unitPaid, line.vatRate);
  const itemGrossProfitAmount = unitPaid - itemVatAmount - line.itemCost;
  const totalPrice = unitPaid * line.quantityOrdered;
  const totalVatAmount = vatOf(totalPrice, line.vatRate);
  const totalCost = line.itemCost * line.quantityOrdered;
  return {
    itemVatAmount,
    itemGrossProfitAmount,
    itemDiscountPercentage: basisPoints(line.itemDiscountAmount, line.itemPrice),
    itemGrossProfitPercentage: basisPoints(itemGrossProfitAmount, unitPaid - itemVatAmount),
    totalPrice,
    totalVatAmount,
    totalCost,
    totalDiscountAmount: line.itemDiscountAmount * line.quantityOrdered,
    totalGrossProfitAmount: totalPrice - totalVatAmount - totalCost,
  };
};

export type MoneyTotals = {
  gross: number;
  net: number;
  vat: number;
  discount: number;
  cost: number;
  grossProfit: number;
};

/** Sums computed lines: gross is what the customer pays, net is gross without VAT. */
export const totalsOf = (lines: readonly LineMoney[]): MoneyTotals => {
  const sum = (pick: (l: LineMoney) => number) => lines.reduce((acc, l) => acc + pick(l), 0);
  const gross = sum((l) => l.totalPrice);
  const vat = sum((l) => l.totalVatAmount);
  return {
    gross,
    vat,
    net: gross - vat,
    discount: sum((l) => l.totalDiscountAmount),
    cost: sum((l) => l.totalCost),
    grossProfit: sum((l) => l.totalGrossProfitAmount),
  };
};
