import { ValidationError } from '#shared/errors.ts';
import type { PriceRecord, PutPriceInput, QuantityBreakValue } from './price.schema.ts';
import type { PriceSource } from './price-enums.ts';

/** Pure rules of prices: what a valid price is, and which price applies. No I/O. */

/**
 * The stored form of a price input: breaks ascending by minQuantity. A validTo that is not after
 * validFrom, or two breaks with one minQuantity, is a 400 naming the field.
 */
export const priceFromInput = (
  input: PutPriceInput,
): Pick<PriceRecord, 'amount' | 'validFrom' | 'validTo' | 'quantityBreaks'> => {
  const breaks = [...input.quantityBreaks].sort((a, b) => a.minQuantity - b.minQuantity);
  for (let i = 1; i < breaks.length; i++) {
    if (breaks[i]!.minQuantity === breaks[i - 1]!.minQuantity) {
      const at = input.quantityBreaks.lastIndexOf(breaks[i]!);
      throw ValidationError.field(
        `body.quantityBreaks.${at}.minQuantity`,
        'must differ from every other break',
      );
    }
  }
  const validFrom = input.validFrom ?? undefined;
  const validTo = input.validTo ?? undefined;
  if (validFrom && validTo && Date.parse(validTo) <= Date.parse(validFrom)) {
    throw ValidationError.field('body.validTo', 'must be after validFrom');
  }
  return { amount: input.amount, validFrom, validTo, quantityBreaks: breaks };
};

/** Whether two prices say the same thing (a PUT that changes nothing writes and emits nothing). */
export const samePrice = (
  a: Pick<PriceRecord, 'amount' | 'validFrom' | 'validTo' | 'quantityBreaks'>,
  b: Pick<PriceRecord, 'amount' | 'validFrom' | 'validTo' | 'quantityBreaks'>,
): boolean =>
  a.amount === b.amount &&
  (a.validFrom ?? null) === (b.validFrom ?? null) &&
  (a.validTo ?? null) === (b.validTo ?? null) &&
  JSON.stringify(a.quantityBreaks) === JSON.stringify(b.quantityBreaks);

/** Whether `at` lies in [validFrom, validTo): from inclusive, to exclusive; open ends are open. */
export const isValidAt = (p: Pick<PriceRecord, 'validFrom' | 'validTo'>, at: number): boolean =>
  (!p.validFrom || Date.parse(p.validFrom) <= at) && (!p.validTo || at < Date.parse(p.validTo));

/** The unit amount for `quantity`: the break with the largest minQuantity <= quantity, else the base. */
export const unitAmountFor = (
  p: { amount: number; quantityBreaks: readonly QuantityBreakValue[] },
  quantity: number,
): { amount: number; minQuantity: number } => {
  let best = { amount: p.amount, minQuantity: 1 };
  for (const b of p.quantityBreaks) {
    if (b.minQuantity <= quantity && b.minQuantity > best.minQuantity) best = b;
  }
  return best;
};

/** A pricelist that may supply the price, in resolution order. */
export type PriceCandidate = {
  source: Exclude<PriceSource, 'PRODUCT_DEFAULT'>;
  pricelist: { pricelistUid: string; currency: string; type: string } | undefined;
  price: Pick<PriceRecord, 'amount' | 'validFrom' | 'validTo' | 'quantityBreaks'> | undefined;
};

export type EffectivePrice = {
  source: PriceSource;
  pricelistUid: string;
  currency: string;
  unitPrice: number;
  minQuantity: number;
  validFrom: string | null;
  validTo: string | null;
};

/**
 * The effective unit price: the first candidate pricelist (customer's, then store's) that exists,
 * is a SALE list in `currency` (when the store names one), and has a price for the product valid
 * at `at`; else the product's default price in that currency. Within the price, the best quantity
 * break <= quantity. Undefined when no source has a price.
 */
export const resolveEffectivePrice = (input: {
  candidates: readonly PriceCandidate[];
  productDefault: { amount: number; currency: string } | undefined;
  currency: string | undefined;
  at: number;
  quantity: number;
}): EffectivePrice | undefined => {
  const inCurrency = (c: string) => input.currency === undefined || c === input.currency;
  for (const { source, pricelist, price } of input.candidates) {
    if (!pricelist || !price || pricelist.type !== 'SALE' || !inCurrency(pricelist.currency)) continue;
    if (!isValidAt(price, input.at)) continue;
    const unit = unitAmountFor(price, input.quantity);
    return {
      source,
      pricelistUid: pricelist.pricelistUid,
      currency: pricelist.currency,
      unitPrice: unit.amount,
      minQuantity: unit.minQuantity,
      validFrom: price.validFrom ?? null,
      validTo: price.validTo ?? null,
    };
  }
  const fallback = input.productDefault;
  if (!fallback || !inCurrency(fallback.currency)) return undefined;
  return {
    source: 'PRODUCT_DEFAULT',
    pricelistUid: '',
    currency: fallback.currency,
    unitPrice: fallback.amount,
    minQuantity: 1,
    validFrom: null,
    validTo: null,
  };
};
