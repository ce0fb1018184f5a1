import { nowIso } from '#shared/clock.ts';
import { type ReferenceRead, readReferenceItems } from '#shared/db/references.ts';
import { NotFoundError } from '#shared/errors.ts';
import type { EffectivePriceInput, EffectivePriceValue } from './effective-price.schema.ts';
import { getPricelistsWithPrices, priceOf } from './price.repository.ts';
import { type EffectivePrice, type PriceCandidate, resolveEffectivePrice } from './price-rules.ts';
import { productPriceRead, productPriceSource } from './product-price-source.ts';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Where prices come from for one sale: the pricelists in resolution order, the currency, the time. */
type Pricing = {
  pricelists: Array<[PriceCandidate['source'], string | undefined]>;
  currency: string | undefined;
  at: string;
};

/** A product to price: the quantity sold and the product's own default price (the last source). */
export type PriceRequest = {
  productUid: string;
  quantity: number;
  productDefault: { amount: number; currency: string } | undefined;
};

const pricingReads = (storeUid: string, customerUid: string | undefined): ReferenceRead[] => [
  { kind: 'store', uid: storeUid, fields: ['pricelistUid', 'currency'] },
  ...(customerUid ? [{ kind: 'customer' as const, uid: customerUid, fields: ['pricelistUid'] }] : []),
];

const pricelistsOf = (
  store: Record<string, unknown> | undefined,
  customer: Record<string, unknown> | undefined,
): Pricing['pricelists'] => [
  ['CUSTOMER_PRICELIST', text(customer?.pricelistUid)],
  ['STORE_PRICELIST', text(store?.pricelistUid)],
];

/**
 * Prices each request (resolveEffectivePrice, price-rules.ts): one BatchGet of the named
 * pricelists with every requested product's price in each, none when no pricelist is named.
 */
const resolvePrices = async (
  tenantUid: string,
  pricing: Pricing,
  requests: readonly PriceRequest[],
): Promise<Array<EffectivePrice | undefined>> => {
  const named = pricing.pricelists.filter((o): o is [PriceCandidate['source'], string] => o[1] !== undefined);
  const found = await getPricelistsWithPrices(
    tenantUid,
    named.map(([, uid]) => uid),
    requests.map((r) => r.productUid),
  );
  return requests.map((r) =>
    resolveEffectivePrice({
      candidates: named.map(([source, uid]) => ({
        source,
        pricelist: found.pricelists.get(uid),
        price: found.prices.get(priceOf(uid, r.productUid)),
      })),
      productDefault: r.productDefault,
      currency: pricing.currency,
      at: Date.parse(pricing.at),
      quantity: r.quantity,
    }),
  );
};

/**
 * The effective unit price of a product in a store, in at most two DynamoDB round trips: one
 * BatchGet of the store, the customer and the product; one BatchGet of the candidate pricelists
 * with the product's price in each (skipped when neither names a pricelist). The store is read
 * in the first BatchGet, so this operation answers the unknown store's 404 itself (the route's
 * `storeCheck: 'operation'`) instead of the kernel spending a round trip on it.
 */
export const effectivePrice = async (
  tenantUid: string,
  storeUid: string,
  productUid: string,
  query: EffectivePriceInput,
): Promise<EffectivePriceValue> => {
  const quantity = query.quantity ?? 1;
  const at = query.at ?? nowIso();
  const customerUid = query.customerUid;
  const [productItem, store, customer] = await readReferenceItems(tenantUid, [
    productPriceRead(productUid),
    ...pricingReads(storeUid, customerUid),
  ]);
  if (!store) throw NotFoundError.record('store', storeUid, 'params.storeUid');
  if (customerUid && !customer) throw NotFoundError.record('customer', customerUid, 'query.customerUid');
  const product = productPriceSource(productUid, productItem);
  if (!product) throw NotFoundError.record('product', productUid, 'params.productUid');
  const pricing = { pricelists: pricelistsOf(store, customer), currency: text(store?.currency), at };
  const [resolved] = await resolvePrices(tenantUid, pricing, [
    { productUid, quantity, productDefault: product.defaultPrice },
  ]);
  if (!resolved) {
    throw NotFoundError.record(
      `price at ${at} in store '${storeUid}' for product`,
      productUid,
      'params.productUid',
    );
  }
  return {
    storeUid,
    productUid,
    customerUid: query.customerUid ?? '',
    quantity,
    at,
    ...resolved,
    totalPrice: resolved.unitPrice * quantity,
  };
};

/**
 * The effective unit prices of a sale's lines now, in the sale's currency: one read of the store,
 * one BatchGet of the pricelists with every line's product price. Undefined for a line no source
 * prices. The caller has read the products (their default prices) and the customer (its
 * pricelistUid, '' or undefined for none), so neither is read again.
 */
export const salePrices = async (
  tenantUid: string,
  sale: { storeUid: string; customerPricelistUid: string | undefined; currency: string },
  requests: readonly PriceRequest[],
): Promise<Array<EffectivePrice | undefined>> => {
  const [store] = await readReferenceItems(tenantUid, pricingReads(sale.storeUid, undefined));
  const customer = { pricelistUid: sale.customerPricelistUid };
  const pricing = { pricelists: pricelistsOf(store, customer), currency: sale.currency, at: nowIso() };
  return resolvePrices(tenantUid, pricing, requests);
};
