import { randomBytes } from 'node:crypto';
import { NotFoundError, UnprocessableError, ValidationError } from '#shared/errors.ts';
import type { DeliveryMethod, ShippingProvider } from './shipping-provider.ts';

/** Pure rules of a shipping-label shipment: what can be booked and where it goes. */

type Address = {
  address: string;
  city: string;
  companyName: string;
  countryCode: string;
  postalCode: string;
  displayName: string;
};

const refuse = (path: string, message: string) =>
  new UnprocessableError(`${path}: ${message}`, { errors: [{ path, message }] });

/** The method of the provider, or a 404 naming body.deliveryMethodUid (an unknown reference). */
export const methodOf = (provider: ShippingProvider, deliveryMethodUid: string): DeliveryMethod => {
  const method = provider.methods.find((m) => m.deliveryMethodUid === deliveryMethodUid);
  if (!method)
    throw NotFoundError.record(
      `delivery method of '${provider.deliveryProviderUid}'`,
      deliveryMethodUid,
      'body.deliveryMethodUid',
    );
  return method;
};

/** Every parcel within the method's weight limit (a 422 naming the first one over it). */
export const assertParcelWeights = (
  method: DeliveryMethod,
  parcels: readonly { weightGrams: number }[],
): void => {
  const over = parcels.findIndex((p) => p.weightGrams > method.maxParcelWeightGrams);
  if (over >= 0)
    throw refuse(
      `body.parcels.${over}.weightGrams`,
      `exceeds the ${method.maxParcelWeightGrams} g of '${method.name}'`,
    );
};

/**
 * The requested lines are lines of the order, each once: a 404 naming the first that is no line
 * of the order (an unknown reference), a 400 naming one named twice (the request itself is wrong).
 */
export const assertOrderLines = (orderLineUids: readonly string[], requested: readonly string[]): void => {
  const known = new Set(orderLineUids);
  const bad = requested.findIndex((uid, i) => !known.has(uid) || requested.indexOf(uid) !== i);
  if (bad >= 0) {
    const uid = requested[bad]!;
    const path = `body.orderItemUids.${bad}`;
    throw known.has(uid)
      ? ValidationError.field(path, 'is named twice')
      : NotFoundError.record('order line', uid, path);
  }
};

/**
 * A label needs somewhere to go: street, postal code, city, country and a name. The 422 names
 * each missing member under `path` (body.receiver for the order's address, params.storeUid's
 * address for the sender).
 */
export const assertShippable = (address: Address, path: string, whose: string): void => {
  const missing = (['address', 'postalCode', 'city', 'countryCode'] as const).filter(
    (k) => !address[k].trim(),
  );
  if (!address.displayName.trim() && !address.companyName.trim()) missing.push('displayName' as never);
  if (missing.length > 0) {
    const errors = missing.map((k) => ({ path: `${path}.${k}`, message: `${whose} has no ${k}` }));
    throw new UnprocessableError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), { errors });
  }
};

/**
 * A shipment uid that sorts by creation time: `shp_` + 9 base-36 digits of the millisecond +
 * 10 random hex digits. An order's shipments are listed in this order.
 */
export const newShipmentUid = (now: Date): string =>
  `shp_${now.getTime().toString(36).padStart(9, '0')}${randomBytes(5).toString('hex')}`;
