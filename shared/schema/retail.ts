import * as z from 'zod/mini';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * The retail vocabulary several areas share (spec 2.4 and 2.6): a product and the order lines
 * that sell it have the same product types, property types and allowed actions; money is integer
 * minor units of an ISO 4217 currency. Imported by route tables: no config, no SDK.
 */

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
export const PROPERTY_TYPES = ['TEXT', 'SINGLESELECT', 'MULTISELECT'] as const;
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

/** ISO 4217 code; amounts are integer minor units of it. */
/**
 * What a payment method parameter holds (spec 2.6): a settlement's parameters and the parameters
 * a tenant payment method asks for share it.
 */
export const PAYMENT_METHOD_PARAMETER_TYPES = [
  'TEXT',
  'INTEGER',
  'NUMERIC',
  'DATE',
  'MOBILE',
  'MODULUS10',
  'MODULUS11',
] as const;

export const CurrencyCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as NOK'));
/** Basis points (hundredths of a percent): 2500 = 25.00 %. */
export const BasisPoints = z.int().check(z.gte(0), z.lte(10_000));

export const ProductType = withMeta(z.enum(PRODUCT_TYPES), { id: 'ProductType' });
export const PropertyType = withMeta(z.enum(PROPERTY_TYPES), { id: 'PropertyType' });
export const AllowedAction = withMeta(z.enum(ALLOWED_ACTIONS), { id: 'AllowedAction' });
export const PaymentMethodParameterType = withMeta(z.enum(PAYMENT_METHOD_PARAMETER_TYPES), {
  id: 'PaymentMethodParameterType',
});
