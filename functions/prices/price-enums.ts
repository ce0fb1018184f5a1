/** Value lists of the prices area. */

/** SALE lists price what customers pay; PURCHASE lists what the tenant pays suppliers. */
export const PRICELIST_TYPES = ['SALE', 'PURCHASE'] as const;

/** Where an effective price came from, in the order they are tried. */
export const PRICE_SOURCES = ['CUSTOMER_PRICELIST', 'STORE_PRICELIST', 'PRODUCT_DEFAULT'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
