import { nowIso } from '#shared/clock.ts';
import { readReferenceItems } from '#shared/db/references.ts';
import { NotFoundError } from '#shared/errors.ts';
import type { EffectivePriceInput, EffectivePriceValue } from './effective-price.schema.ts';
import { getPricelistsWithPrice } from './price.repository.ts';
import { type PriceCandidate, resolveEffectivePrice } from './price-rules.ts';
import { productPriceRead, productPriceSource } from './product-price-source.ts';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The effective unit price of a product in a store, in at most two DynamoDB round trips: one
 * BatchGet of the store, the customer and the product; one BatchGet of the candidate pricelists
 * with the product's price in each (skipped when neither names a pricelist). Resolution order
 * and rules: resolveEffectivePrice (price-rules.ts). A store never created through the API has
 * no pricelist and no currency: the customer's pricelist and the product's default still apply.
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
  const [store, productItem, customer] = await readReferenceItems(tenantUid, [
    { kind: 'store', uid: storeUid, fields: ['pricelistUid', 'currency'] },
    productPriceRead(productUid),
    ...(customerUid ? [{ kind: 'customer' as const, uid: customerUid, fields: ['pricelistUid'] }] : []),
  ]);
  if (customerUid && !customer) throw NotFoundError.record('customer', customerUid, 'query.customerUid');
  const product = productPriceSource(productUid, productItem);
  if (!product) throw NotFoundError.record('product', productUid, 'params.productUid');

  const order: Array<[PriceCandidate['source'], string | undefined]> = [
    ['CUSTOMER_PRICELIST', text(customer?.pricelistUid)],
    ['STORE_PRICELIST', text(store?.pricelistUid)],
  ];
  const named = order.filter((o): o is [PriceCandidate['source'], string] => o[1] !== undefined);
  const found = await getPricelistsWithPrice(
    tenantUid,
    named.map(([, uid]) => uid),
    productUid,
  );
  const candidates: PriceCandidate[] = named.map(([source, uid]) => ({
    source,
    pricelist: found.get(uid)?.pricelist,
    price: found.get(uid)?.price,
  }));
  const resolved = resolveEffectivePrice({
    candidates,
    productDefault: product.defaultPrice,
    currency: text(store?.currency),
    at: Date.parse(at),
    quantity,
  });
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
