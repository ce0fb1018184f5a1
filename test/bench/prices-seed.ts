import { PriceEntity } from '#functions/prices/price.entity.ts';
import { PRICE_COUNT_SK } from '#functions/prices/price-count.repository.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { PutCommand, UpdateCommand } from '#shared/db/document-commands.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import { writeAll } from './table-seed.ts';

/**
 * Seeds prices for the bench straight into the table with the items the API writes
 * (PriceEntity's put), 25 per BatchWriteItem with several calls in flight, instead of millions
 * of HTTP calls. Import it once the bench stack is up (the table name comes from it).
 */

const CHUNK = 5_000;

/** The productUid of price number `n` (fixed width, so key order is number order). */
export const benchProduct = (n: number) => `prod-${String(n).padStart(8, '0')}`;

const priceItem = (tenantUid: string, pricelistUid: string, n: number, now: string) =>
  PriceEntity.put({
    tenantUid,
    pricelistUid,
    productUid: benchProduct(n),
    amount: 1000 + (n % 9000),
    quantityBreaks: n % 3 === 0 ? [{ minQuantity: 10, amount: 900 + (n % 900) }] : [],
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  }).params().Item as Record<string, unknown>;

/** Prices of products [from, to) in one pricelist. */
export const seedPrices = async (tenantUid: string, pricelistUid: string, from: number, to: number) => {
  const now = new Date().toISOString();
  for (let start = from; start < to; start += CHUNK) {
    const items = [];
    for (let n = start; n < Math.min(to, start + CHUNK); n++)
      items.push(priceItem(tenantUid, pricelistUid, n, now));
    await writeAll(items);
  }
  // The counter the API moves with each price it creates (price-count.repository.ts), moved once
  // for the seeded prices, so the list's totalCount is what the API would answer.
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: REFERENCE_KEYS.pricelist(tenantUid, pricelistUid).pk, sk: PRICE_COUNT_SK },
      UpdateExpression: 'ADD priceCount :n, writes :n',
      ExpressionAttributeValues: { ':n': to - from },
    }),
  );
};

/** A product as the catalogue stores it, with a default price. */
export const seedProduct = async (tenantUid: string, productUid: string, amount: number) => {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...REFERENCE_KEYS.product(tenantUid, productUid),
        tenantUid,
        productUid,
        sku: `SKU-${productUid}`,
        name: `Product ${productUid}`,
        defaultPrice: { amount, currency: 'NOK' },
      },
    }),
  );
};
