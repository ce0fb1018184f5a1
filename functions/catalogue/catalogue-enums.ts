/** Value lists of the catalogue (spec 2.6), as `as const` maps of their names. */

/** ProductType of spec 2.6. */
export const PRODUCT_TYPES = [
  'STOCK',
  'NO_STOCK',
  'CONFIGURABLE',
  'SVC_GIFTCARD',
  'PSP_GIFTCARD',
  'NON_PHYSICAL',
  'PACKAGE_FIXED',
  'PACKAGE_DYNAMIC',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The product types that are made of component lines. */
export const PACKAGE_TYPES: readonly ProductType[] = ['PACKAGE_FIXED', 'PACKAGE_DYNAMIC'];

/** AllowedAction of spec 2.6: which fields of an order line may change, which actions are allowed. */
export const ALLOWED_ACTIONS = [
  'QUANTITY_SOLD',
  'PRICE_SALE',
  'DISCOUNT',
  'SERIALNUMBER',
  'SERIALNUMBER_REQUIRED',
  'CREDIT',
  'ADDON',
  'CUSTOMER_REQUIRED',
  'INSURANCE',
  'CUSTOMER_MOBILE_REQUIRED',
  'CUSTOMER_EMAIL_REQUIRED',
  'DELIVERY_POSTAL_ADDRESS_REQUIRED',
  'DELETE',
  'DELIVER',
  'PURCHASE',
  'COST_PRICE',
  'PRODUCT_NAME',
  'PAYABLE',
  'NEGATIVE_PRICE',
] as const;

/** PropertyType of spec 2.6. */
export const PROPERTY_TYPES = ['TEXT', 'SINGLESELECT', 'MULTISELECT'] as const;

/** Kinds of product media. */
export const MEDIA_TYPES = ['IMAGE', 'VIDEO', 'DOCUMENT'] as const;
