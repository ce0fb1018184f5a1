import type { ReferenceRead } from '#shared/db/references.ts';

/**
 * The one place the prices area knows the catalogue's product item: its key
 * (REFERENCE_KEYS.product, `T#<t>#PRODUCT#<p>` / `PRODUCT`) and the fields it reads from it. The
 * product's default price is `defaultPrice { amount, currency }` (integer minor units, ISO 4217).
 * Should the catalogue store its products otherwise, this module and REFERENCE_KEYS.product are
 * what change; the effective price reads the product in the same BatchGet as the store and the
 * customer, so it takes a read request here rather than reading on its own.
 */

const FIELDS = ['defaultPrice', 'sku', 'name'] as const;

/** The product's read in the effective price's BatchGet (shared/db/references.ts readReferenceItems). */
export const productPriceRead = (productUid: string): ReferenceRead => ({
  kind: 'product',
  uid: productUid,
  fields: FIELDS,
});

export type ProductPriceSource = {
  productUid: string;
  sku: string;
  name: string;
  /** Undefined when the product has no usable default price. */
  defaultPrice: { amount: number; currency: string } | undefined;
};

/** The product's price fields from its item (undefined item: no such product). */
export const productPriceSource = (
  productUid: string,
  item: Record<string, unknown> | undefined,
): ProductPriceSource | undefined => {
  if (!item) return undefined;
  const price = item.defaultPrice as { amount?: unknown; currency?: unknown } | null | undefined;
  const usable =
    price &&
    Number.isSafeInteger(price.amount) &&
    typeof price.currency === 'string' &&
    price.currency !== '';
  return {
    productUid,
    sku: typeof item.sku === 'string' ? item.sku : '',
    name: typeof item.name === 'string' ? item.name : '',
    defaultPrice: usable ? { amount: price.amount as number, currency: price.currency as string } : undefined,
  };
};
