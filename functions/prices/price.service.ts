import { withEvents } from '#events/outbox.ts';
import { nowIso } from '#shared/clock.ts';
import { readReferenceFields } from '#shared/db/references.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError, PreconditionFailedError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { keyPaged } from '#shared/http/key-paging.ts';
import type { CursorPagingInput } from '#shared/http/paging.ts';
import {
  countPrices,
  deletePriceOp,
  getPricelistsWithPrices,
  priceOf,
  pricePage,
  putPriceOp,
} from './price.repository.ts';
import {
  type PriceRecord,
  type PriceResponseValue,
  type PutPriceInput,
  toPriceResponse,
} from './price.schema.ts';
import { movePriceCounterOp, readPriceCounter, settlePriceCounter } from './price-count.repository.ts';
import { priceCreated, priceDeleted, priceUpdated } from './price-events.ts';
import { priceFromInput, samePrice } from './price-rules.ts';
import { pricelistExistsOp } from './pricelist.repository.ts';
import { loadPricelist } from './pricelist.service.ts';

/**
 * Price use cases. A price is the price of one product in one pricelist; every write carries its
 * PRICE_* event in the same transaction, and a PUT that changes nothing writes nothing.
 */

/** The pricelist (404 when absent) and the product's price in it, in one BatchGet. */
const loadBoth = async (tenantUid: string, pricelistUid: string, productUid: string) => {
  const found = await getPricelistsWithPrices(tenantUid, [pricelistUid], [productUid]);
  const pricelist = found.pricelists.get(pricelistUid);
  if (!pricelist) throw NotFoundError.record('pricelist', pricelistUid, 'params.pricelistUid');
  return { pricelist, price: found.prices.get(priceOf(pricelistUid, productUid)) };
};

/**
 * The product's SKU for the PRICE_* event's `product` member, read when the price is written: ''
 * when the product does not exist (yet), which a price allows.
 */
const skuOf = async (tenantUid: string, productUid: string): Promise<string> =>
  (await readReferenceFields(tenantUid, 'product', productUid, ['sku']))?.sku ?? '';

const priceNotFound = (pricelistUid: string, productUid: string) =>
  NotFoundError.record(`price of pricelist '${pricelistUid}' for product`, productUid, 'params.productUid');

export type PutPriceResult = Versioned<PriceResponseValue> & { created: boolean };

/**
 * Creates or replaces the price of a product in a pricelist (the product need not exist yet:
 * prices are often loaded before the catalogue). PRICE_CREATE or PRICE_UPDATE in the same
 * transaction; nothing when the price is unchanged. If-Match applies to an existing price only.
 */
export const putPrice = async (
  tenantUid: string,
  pricelistUid: string,
  productUid: string,
  input: PutPriceInput,
  expectedVersion?: number,
): Promise<PutPriceResult> => {
  const wanted = priceFromInput(input);
  const { pricelist, price: current } = await loadBoth(tenantUid, pricelistUid, productUid);
  if (current) assertVersion(expectedVersion, current, `the price of product '${productUid}'`);
  else if (expectedVersion !== undefined) {
    throw new PreconditionFailedError(`product '${productUid}' has no price in pricelist '${pricelistUid}'`);
  }
  if (current && samePrice(current, wanted)) {
    return { body: toPriceResponse(current, pricelist.currency), version: current.version, created: false };
  }
  const now = nowIso();
  const next: PriceRecord = {
    tenantUid,
    pricelistUid,
    productUid,
    ...wanted,
    createdAt: current?.createdAt ?? now,
    lastModifiedAt: now,
    version: (current?.version ?? 0) + 1,
  };
  const sku = await skuOf(tenantUid, productUid);
  const event = current ? priceUpdated(pricelist, current, next, sku) : priceCreated(pricelist, next, sku);
  // A created price moves the pricelist's counter in the same transaction; a replaced one does not.
  const ops = [putPriceOp(next, current?.version), pricelistExistsOp(tenantUid, pricelistUid)];
  if (!current) ops.push(movePriceCounterOp(tenantUid, pricelistUid, 1));
  await commit(withEvents(ops, [event]));
  return { body: toPriceResponse(next, pricelist.currency), version: next.version, created: !current };
};

export const readPrice = async (
  tenantUid: string,
  pricelistUid: string,
  productUid: string,
): Promise<Versioned<PriceResponseValue>> => {
  const { pricelist, price } = await loadBoth(tenantUid, pricelistUid, productUid);
  if (!price) throw priceNotFound(pricelistUid, productUid);
  return { body: toPriceResponse(price, pricelist.currency), version: price.version };
};

/** Deletes a price with its PRICE_DELETE. */
export const deletePrice = async (tenantUid: string, pricelistUid: string, productUid: string) => {
  const { pricelist, price } = await loadBoth(tenantUid, pricelistUid, productUid);
  if (!price) throw priceNotFound(pricelistUid, productUid);
  const sku = await skuOf(tenantUid, productUid);
  await commit(
    withEvents(
      [deletePriceOp(price), movePriceCounterOp(tenantUid, pricelistUid, -1)],
      [priceDeleted(pricelist, price, sku)],
    ),
  );
};

/**
 * How many prices the pricelist holds: its counter, one GetItem. A pricelist created before the
 * counter has none (or one that creates and deletes have moved but never counted): the first
 * page counts its prices once and keeps the count unless a create or delete committed meanwhile
 * (docs/decisions/prices.md, "Price count").
 */
const priceCount = async (tenantUid: string, pricelistUid: string): Promise<number> => {
  const counter = await readPriceCounter(tenantUid, pricelistUid);
  if (counter?.counted) return counter.priceCount;
  const counted = await countPrices(tenantUid, pricelistUid);
  await settlePriceCounter(tenantUid, pricelistUid, counted, counter);
  return counted;
};

/** A page of the pricelist's prices by productUid (key paging: shared/http/key-paging.ts). */
export const listPrices = async (tenantUid: string, pricelistUid: string, query: CursorPagingInput) => {
  const [pricelist, page] = await Promise.all([
    loadPricelist(tenantUid, pricelistUid),
    keyPaged(query, {
      page: (after, limit) => pricePage(tenantUid, pricelistUid, after, limit),
      count: () => priceCount(tenantUid, pricelistUid),
    }),
  ]);
  return { ...page, items: page.items.map((p) => toPriceResponse(p, pricelist.currency)) };
};
