import { batchGetItems } from '#shared/db/batch-get.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { QueryCommand } from '#shared/db/document-commands.ts';
import { createPut, recordOf, replacePut, versionedDelete } from '#shared/db/plain-entity.ts';
import { countQuery } from '#shared/db/query.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { PriceRecord } from './price.schema.ts';
import { PRICE_ITEM, PRICE_SK_PREFIX, PRICELIST_ITEM } from './price-items.ts';
import type { PricelistRecord } from './pricelist.schema.ts';

/**
 * I/O of prices. Raw items are read where one request needs several entities' items; the price
 * item is PriceEntity's, written with plain DocumentClient calls (price-items.ts).
 */

const priceKey = (tenantUid: string, pricelistUid: string, productUid: string) =>
  PRICE_ITEM.key({ tenantUid, pricelistUid, productUid });

/** What getPricelistsWithPrices found: pricelists by uid, prices by priceOf(pricelistUid, productUid). */
export type PricelistsWithPrices = {
  pricelists: Map<string, PricelistRecord>;
  prices: Map<string, PriceRecord>;
};

/** The key of a price in PricelistsWithPrices.prices. */
export const priceOf = (pricelistUid: string, productUid: string): string => `${pricelistUid}\n${productUid}`;

/**
 * Pricelists with the price of each product in each: the pricelist item and its price items share
 * the pricelist's partition, so one BatchGet (per 100 keys) reads them all. Absent records are
 * absent from the maps.
 */
export const getPricelistsWithPrices = async (
  tenantUid: string,
  pricelistUids: readonly string[],
  productUids: readonly string[],
): Promise<PricelistsWithPrices> => {
  const found: PricelistsWithPrices = { pricelists: new Map(), prices: new Map() };
  const lists = [...new Set(pricelistUids)];
  const products = [...new Set(productUids)];
  const keys = lists.flatMap((uid) => [
    REFERENCE_KEYS.pricelist(tenantUid, uid),
    ...products.map((productUid) => priceKey(tenantUid, uid, productUid)),
  ]);
  for (const item of await batchGetItems(keys, { consistent: true })) {
    const uid = item.pricelistUid as string;
    if (item.sk === 'PRICELIST') found.pricelists.set(uid, recordOf(PRICELIST_ITEM.attributes, item));
    else found.prices.set(priceOf(uid, item.productUid as string), recordOf(PRICE_ITEM.attributes, item));
  }
  return found;
};

/** Above every price's sort key: uids are ASCII letters, digits, '-' and '_', and '$' follows '#'. */
const PRICES_END = 'PRICE$';

/**
 * A page of a pricelist's prices in productUid order: one Query whose key condition starts the
 * range at `after` (a seek, not an offset: page 20,000 costs what page 1 costs). The bound is
 * inclusive, so the page reads one more item and drops `after` itself.
 */
export const pricePage = async (
  tenantUid: string,
  pricelistUid: string,
  after: string | undefined,
  pageSize: number,
): Promise<{ items: PriceRecord[]; next: string | null }> => {
  const pk = REFERENCE_KEYS.pricelist(tenantUid, pricelistUid).pk;
  const from = after ? priceKey(tenantUid, pricelistUid, after).sk : PRICE_SK_PREFIX;
  const wanted = pageSize + (after ? 1 : 0);
  const raw: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  // One Query almost always; DynamoDB stops at 1 MB, so a page of large prices may take two.
  do {
    const out = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': PRICES_END },
        Limit: wanted - raw.length,
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    raw.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && raw.length < wanted);
  const items = raw
    .filter((i) => i.productUid !== after)
    .slice(0, pageSize)
    .map((i) => recordOf<PriceRecord>(PRICE_ITEM.attributes, i));
  return { items, next: start ? (items.at(-1)?.productUid ?? null) : null };
};

/**
 * How many prices the pricelist holds: one strongly consistent Select COUNT query of its
 * partition's price range, read once per pricelist to set its counter (price-count.repository.ts).
 */
export const countPrices = (tenantUid: string, pricelistUid: string): Promise<number> =>
  countQuery(
    {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': REFERENCE_KEYS.pricelist(tenantUid, pricelistUid).pk,
        ':from': PRICE_SK_PREFIX,
        ':to': PRICES_END,
      },
    },
    true,
  );

export const putPriceOp = (record: PriceRecord, expectedVersion: number | undefined): TransactOp =>
  expectedVersion === undefined
    ? {
        item: { Put: createPut(PRICE_ITEM, record) },
        onConditionFailed: () =>
          new ConflictError(`a price of product '${record.productUid}' was created concurrently; retry`),
      }
    : {
        item: { Put: replacePut(PRICE_ITEM, record, expectedVersion) },
        onConditionFailed: () =>
          new ConflictError(`the price of product '${record.productUid}' was changed concurrently; retry`),
      };

export const deletePriceOp = (p: PriceRecord): TransactOp => ({
  item: { Delete: versionedDelete(PRICE_ITEM, p, p.version) },
  onConditionFailed: () =>
    new ConflictError(`the price of product '${p.productUid}' was changed concurrently; retry`),
});
