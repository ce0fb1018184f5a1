import { jointEvents } from '#events/outbox.ts';
import { readProductFacts } from '#functions/catalogue/product-read.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { isRace } from '#shared/db/race.ts';
import { commitUnits } from '#shared/db/transaction.ts';
import { AppError } from '#shared/errors.ts';
import { getLevels } from './stock.repository.ts';
import type { BatchCountInput } from './stock.schema.ts';
import { moveStock, type PlannedMovement, planMovement, toLevelValue } from './stock.service.ts';
import { loadWarehouse } from './warehouse.service.ts';

/** Products whose lost race is retried one by one at a time (each with its own retries). */
const RETRY_CONCURRENCY = 8;

type Result = {
  productUid: string;
  status: number;
  level?: ReturnType<typeof toLevelValue>;
  problem?: { title: string; detail: string };
};

const refused = (productUid: string, error: unknown): Result => {
  if (!(error instanceof AppError)) throw error;
  return { productUid, status: error.status, problem: { title: error.title, detail: error.message } };
};

/**
 * The batch set of spec 4.8: COUNT movements for up to 1,000 products of one warehouse. Each
 * product is all or nothing (its level, movement and STOCK_CHANGE) and has its own result: 200
 * (counted, or unchanged), 404 (not in the catalogue), or the problem that refused it.
 *
 * The catalogue and the current levels are read in BatchGets of 100, every count is decided on
 * the level read, and the products' writes are packed into as few transactions as they fit
 * (commitUnits: 49 products per TransactWriteItems, their level and movement each, and one
 * outbox item with the 49 STOCK_CHANGEs; one product's failed condition never fails another). A product whose level moved since it was read is counted again alone, from a fresh
 * read with the retries of a single movement. One transaction per product made 1,000 products
 * take about 11 s on DynamoDB Local (docs/decisions/inventory.md).
 */
export const countBatch = async (auth: AuthContext, warehouseUid: string, input: BatchCountInput) => {
  const tenantUid = auth.tenantUid;
  const warehouse = await loadWarehouse(tenantUid, warehouseUid);
  const uids = input.items.map((i) => i.productUid);
  const [products, levels] = await Promise.all([
    readProductFacts(tenantUid, uids),
    getLevels(tenantUid, warehouseUid, uids),
  ]);
  const userUid = userUidOf(auth);
  const moveOf = (i: number) => {
    const item = input.items[i]!;
    return { reason: 'COUNT' as const, quantity: item.quantity, note: item.note };
  };
  const results: Result[] = new Array(input.items.length);
  const planned = new Map<number, Extract<PlannedMovement, { ops: unknown[] }>>();
  // A product listed twice is counted in order: the later count from the earlier one's level.
  const seen = new Set<string>();
  const again: number[] = [];
  input.items.forEach((item, i) => {
    const product = products.get(item.productUid);
    if (!product) {
      const detail = `product '${item.productUid}' was not found`;
      results[i] = { productUid: item.productUid, status: 404, problem: { title: 'Not found', detail } };
      return;
    }
    if (seen.has(item.productUid)) {
      again.push(i);
      return;
    }
    seen.add(item.productUid);
    try {
      const plan = planMovement(warehouse, product, moveOf(i), userUid, levels.get(item.productUid));
      if (plan.ops) planned.set(i, plan);
      else
        results[i] = {
          productUid: item.productUid,
          status: 200,
          level: toLevelValue(warehouseUid, item.productUid, plan.level),
        };
    } catch (error) {
      results[i] = refused(item.productUid, error);
    }
  });
  const indexes = [...planned.keys()];
  // Each product's level and movement; the STOCK_CHANGEs of a transaction share one outbox item.
  const written = await commitUnits(
    indexes.map((i) => planned.get(i)!.change),
    { joint: jointEvents((unit) => planned.get(indexes[unit]!)!.events) },
  );
  indexes.forEach((i, n) => {
    const { productUid } = input.items[i]!;
    const error = written[n];
    if (error === undefined) {
      results[i] = {
        productUid,
        status: 200,
        level: toLevelValue(warehouseUid, productUid, planned.get(i)!.level),
      };
    } else if (isRace(error)) again.push(i);
    else results[i] = refused(productUid, error);
  });
  // Lost races and repeated products: one by one, from a fresh read, in the order given per product.
  again.sort((a, b) => a - b);
  let next = 0;
  const worker = async () => {
    for (let k = next++; k < again.length; k = next++) {
      const i = again[k]!;
      const { productUid } = input.items[i]!;
      try {
        const { level } = await moveStock(warehouse, products.get(productUid)!, moveOf(i), userUid);
        results[i] = { productUid, status: 200, level: toLevelValue(warehouseUid, productUid, level) };
      } catch (error) {
        results[i] = refused(productUid, error);
      }
    }
  };
  await Promise.all(Array.from({ length: RETRY_CONCURRENCY }, worker));
  return { results };
};
