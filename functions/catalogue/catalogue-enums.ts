import type { PRODUCT_TYPES } from '#shared/schema/retail.ts';

/**
 * Value lists of the catalogue. ProductType, AllowedAction and PropertyType of spec 2.6 are the
 * order line's (shared/schema/retail.ts): a product and its order lines share them.
 */

type ProductType = (typeof PRODUCT_TYPES)[number];

/** The product types that are made of component lines. */
export const PACKAGE_TYPES: readonly ProductType[] = ['PACKAGE_FIXED', 'PACKAGE_DYNAMIC'];

/** Kinds of product media. */
export const MEDIA_TYPES = ['IMAGE', 'VIDEO', 'DOCUMENT'] as const;
