import { ProductEntity } from '#functions/catalogue/product.entity.ts';
import type { ProductRecord } from '#functions/catalogue/product.schema.ts';
import { type LevelRecord, movementOps } from '#functions/inventory/stock.repository.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand } from '#shared/db/document-commands.ts';
import { writeAll } from './table-seed.ts';

/**
 * Seeds the inventory bench straight into DynamoDB Local with the items the API writes (the
 * product entity's put, the level item of stock.repository.ts's movementOps), 25 per
 * BatchWriteItem with several in flight, instead of a million HTTP calls. Import it once the
 * bench stack is up (the table name comes from it).
 */

const CHUNK = 5_000;

/** Items made by `item(n)` for n in [from, to), written in chunks. */
const seedRange = async (from: number, to: number, item: (n: number) => Record<string, unknown>) => {
  for (let start = from; start < to; start += CHUNK) {
    const items = [];
    for (let n = start; n < Math.min(to, start + CHUNK); n++) items.push(item(n));
    await writeAll(items);
  }
};

/** The productUid of generated product `n` (fixed width, so key order is number order). */
export const benchProduct = (n: number) => `bp-${String(n).padStart(7, '0')}`;

/** Catalogue products 0..count-1: copies of `template` (a product made through the API). */
export const seedProducts = (template: ProductRecord, count: number) =>
  seedRange(0, count, (n) => {
    const productUid = benchProduct(n);
    return ProductEntity.put({ ...template, productUid, sku: `SKU-${productUid}` }).params().Item as Record<
      string,
      unknown
    >;
  });

const levelItem = (tenantUid: string, warehouseUid: string, n: number, at: string) => {
  const productUid = benchProduct(n);
  const level: LevelRecord = {
    tenantUid,
    warehouseUid,
    productUid,
    onHand: 1 + (n % 50),
    reserved: 0,
    version: 1,
    lastModifiedAt: at,
  };
  const move = {
    tenantUid,
    warehouseUid,
    productUid,
    version: 1,
    reason: 'COUNT' as const,
    quantityChange: level.onHand,
    quantityAfter: level.onHand,
    note: '',
    userUid: 'bench',
    at,
  };
  return movementOps(level, 0, move)[0]!.item.Put!.Item as Record<string, unknown>;
};

/**
 * Levels of products 0..count-1 in one warehouse (the level items only: the list reads nothing
 * else). Returns false without writing when the warehouse already holds the last one (a table
 * kept from an earlier run, see BENCH_DATA_DIR).
 */
export const seedLevels = async (tenantUid: string, warehouseUid: string, count: number) => {
  const last = levelItem(tenantUid, warehouseUid, count - 1, '');
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: { pk: last.pk, sk: last.sk } }),
  );
  if (Item) return false;
  const at = new Date().toISOString();
  await seedRange(0, count, (n) => levelItem(tenantUid, warehouseUid, n, at));
  return true;
};
