import { batchGetItems, keyOf } from '#shared/db/batch-get.ts';
import { tableName } from '#shared/db/client.ts';
import { queryAll } from '#shared/db/query.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { levelKey, toLevelRecord } from './stock.repository.ts';

/** Key template of a product's incoming in every warehouse (gsi1; shared/db/key-patterns.ts). */
export const PRODUCT_INCOMING_KEY = 'T#${tenantUid}#PRODUCTINCOMING#${productUid}';

/**
 * `incoming` of a (warehouse, product): what open purchase orders still expect there. One item
 * beside the level in the warehouse's partition (`T#<t>#WAREHOUSE#<w>` / `INCOMING#<p>`), changed
 * only by atomic ADDs in the transactions that send, receive against or cancel an order, so it
 * never races the level's versioned writes (a movement is not an incoming change, and the reverse).
 * gsi1 `T#<t>#PRODUCTINCOMING#<p>` / `<w>` gives a product's incoming in every warehouse.
 */

const incomingKey = (tenantUid: string, warehouseUid: string, productUid: string) => ({
  pk: `T#${tenantUid}#WAREHOUSE#${warehouseUid}`,
  sk: `INCOMING#${productUid}`,
});

/** Adds `change` (signed) to the incoming of a (warehouse, product), creating it at the first. */
export const addIncomingOp = (
  tenantUid: string,
  warehouseUid: string,
  productUid: string,
  change: number,
): TransactOp => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: incomingKey(tenantUid, warehouseUid, productUid),
      UpdateExpression:
        'ADD incoming :change SET recordType = :type, tenantUid = :t, warehouseUid = :w, productUid = :p, gsi1pk = :g, gsi1sk = :w',
      ExpressionAttributeValues: {
        ':change': change,
        ':type': 'STOCK_INCOMING',
        ':t': tenantUid,
        ':w': warehouseUid,
        ':p': productUid,
        ':g': `T#${tenantUid}#PRODUCTINCOMING#${productUid}`,
      },
    },
  },
});

const incomingOf = (item: Record<string, unknown> | undefined) => Number(item?.incoming ?? 0);

/**
 * A level and its incoming in one strongly consistent BatchGet (one round trip), with whether the
 * warehouse and the product exist (their main items' keys only, read in the same BatchGet).
 */
export const getLevelWithIncoming = async (tenantUid: string, warehouseUid: string, productUid: string) => {
  const level = levelKey(tenantUid, warehouseUid, productUid);
  const incoming = incomingKey(tenantUid, warehouseUid, productUid);
  const warehouse = { pk: `T#${tenantUid}#WAREHOUSE#${warehouseUid}`, sk: 'WAREHOUSE' };
  const product = REFERENCE_KEYS.product(tenantUid, productUid);
  const items = new Map(
    (await batchGetItems([level, incoming, warehouse, product], { consistent: true })).map((i) => [
      keyOf(i),
      i,
    ]),
  );
  const found = items.get(keyOf(level));
  return {
    level: found ? toLevelRecord(found) : undefined,
    incoming: incomingOf(items.get(keyOf(incoming))),
    warehouseExists: items.has(keyOf(warehouse)),
    productExists: items.has(keyOf(product)),
  };
};

/** The incoming of products in one warehouse, by productUid (BatchGets of 100). */
export const incomingInWarehouse = async (
  tenantUid: string,
  warehouseUid: string,
  productUids: readonly string[],
): Promise<Map<string, number>> => {
  if (productUids.length === 0) return new Map();
  const items = await batchGetItems(
    productUids.map((p) => incomingKey(tenantUid, warehouseUid, p)),
    { consistent: true, fields: ['productUid', 'incoming'] },
  );
  return new Map(items.map((i) => [String(i.productUid), incomingOf(i)]));
};

/** A product's incoming in every warehouse of the tenant, by warehouseUid: one Query of gsi1. */
export const incomingOfProduct = async (
  tenantUid: string,
  productUid: string,
): Promise<Map<string, number>> =>
  new Map(
    (
      await queryAll({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `T#${tenantUid}#PRODUCTINCOMING#${productUid}` },
      })
    ).map((i) => [String(i.warehouseUid), incomingOf(i)]),
  );
