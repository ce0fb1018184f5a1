import { describe, expect, it } from 'vitest';
import {
  isValidAt,
  type PriceCandidate,
  priceFromInput,
  resolveEffectivePrice,
  samePrice,
  unitAmountFor,
} from '#functions/prices/price-rules.ts';

const at = Date.parse('2026-12-15T12:00:00Z');
const list = (uid: string, extra: Partial<{ currency: string; type: string }> = {}) => ({
  pricelistUid: uid,
  currency: 'NOK',
  type: 'SALE',
  ...extra,
});
const price = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  quantityBreaks: [],
  ...extra,
});
const resolve = (
  candidates: PriceCandidate[],
  extra: Partial<Parameters<typeof resolveEffectivePrice>[0]> = {},
) =>
  resolveEffectivePrice({
    candidates,
    productDefault: { amount: 5000, currency: 'NOK' },
    currency: 'NOK',
    at,
    quantity: 1,
    ...extra,
  });

describe('price rules', () => {
  it('resolves customer pricelist, then store pricelist, then the product default', () => {
    const customer: PriceCandidate = {
      source: 'CUSTOMER_PRICELIST',
      pricelist: list('c'),
      price: price(100),
    };
    const store: PriceCandidate = { source: 'STORE_PRICELIST', pricelist: list('s'), price: price(200) };
    expect(resolve([customer, store])).toMatchObject({
      source: 'CUSTOMER_PRICELIST',
      pricelistUid: 'c',
      unitPrice: 100,
    });
    expect(resolve([{ ...customer, price: undefined }, store])).toMatchObject({
      source: 'STORE_PRICELIST',
      unitPrice: 200,
    });
    expect(
      resolve([
        { ...customer, pricelist: undefined },
        { ...store, price: undefined },
      ]),
    ).toMatchObject({
      source: 'PRODUCT_DEFAULT',
      pricelistUid: '',
      unitPrice: 5000,
    });
    expect(resolve([], { productDefault: undefined })).toBeUndefined();
  });

  it('skips a pricelist of another currency or of type PURCHASE; no store currency accepts any', () => {
    const sek: PriceCandidate = {
      source: 'CUSTOMER_PRICELIST',
      pricelist: list('c', { currency: 'SEK' }),
      price: price(1),
    };
    const purchase: PriceCandidate = {
      source: 'STORE_PRICELIST',
      pricelist: list('p', { type: 'PURCHASE' }),
      price: price(2),
    };
    expect(resolve([sek, purchase])?.source).toBe('PRODUCT_DEFAULT');
    expect(resolve([sek, purchase], { currency: undefined })).toMatchObject({
      unitPrice: 1,
      currency: 'SEK',
    });
    expect(resolve([], { productDefault: { amount: 1, currency: 'EUR' } })).toBeUndefined();
  });

  it('applies validity windows from inclusive, to exclusive', () => {
    const window = { validFrom: '2026-12-01T00:00:00.000Z', validTo: '2027-01-01T00:00:00.000Z' };
    expect(isValidAt(window, Date.parse(window.validFrom))).toBe(true);
    expect(isValidAt(window, Date.parse(window.validFrom) - 1)).toBe(false);
    expect(isValidAt(window, Date.parse(window.validTo))).toBe(false);
    expect(isValidAt({}, 0)).toBe(true);
    const c: PriceCandidate = { source: 'CUSTOMER_PRICELIST', pricelist: list('c'), price: price(1, window) };
    expect(resolve([c])?.source).toBe('CUSTOMER_PRICELIST');
    expect(resolve([c], { at: Date.parse('2027-02-01T00:00:00Z') })?.source).toBe('PRODUCT_DEFAULT');
  });

  it('takes the largest quantity break at or below the quantity', () => {
    const p = {
      amount: 1000,
      quantityBreaks: [
        { minQuantity: 10, amount: 900 },
        { minQuantity: 100, amount: 800 },
      ],
    };
    expect(unitAmountFor(p, 1)).toEqual({ amount: 1000, minQuantity: 1 });
    expect(unitAmountFor(p, 10)).toEqual({ amount: 900, minQuantity: 10 });
    expect(unitAmountFor(p, 1000)).toEqual({ amount: 800, minQuantity: 100 });
  });

  it('normalises input: breaks sorted; duplicate breaks and empty windows refused naming the field', () => {
    expect(
      priceFromInput({
        amount: 5,
        quantityBreaks: [
          { minQuantity: 9, amount: 3 },
          { minQuantity: 3, amount: 4 },
        ],
      }).quantityBreaks,
    ).toEqual([
      { minQuantity: 3, amount: 4 },
      { minQuantity: 9, amount: 3 },
    ]);
    expect(() =>
      priceFromInput({
        amount: 5,
        quantityBreaks: [
          { minQuantity: 3, amount: 3 },
          { minQuantity: 3, amount: 4 },
        ],
      }),
    ).toThrow(/body.quantityBreaks.1.minQuantity/);
    expect(() =>
      priceFromInput({
        amount: 5,
        validFrom: '2026-01-02T00:00:00Z',
        validTo: '2026-01-01T00:00:00Z',
        quantityBreaks: [],
      }),
    ).toThrow(/body.validTo/);
    expect(samePrice(price(5), { amount: 5, validFrom: undefined, quantityBreaks: [] })).toBe(true);
    expect(samePrice(price(5), price(5, { validTo: '2026-01-01T00:00:00Z' }))).toBe(false);
  });
});
