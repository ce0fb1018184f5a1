import { readProductFacts } from '#functions/catalogue/product-read.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { AppError } from '#shared/errors.ts';
import type { BatchCountInput } from './stock.schema.ts';
import { moveStock, toLevelValue } from './stock.service.ts';
import { loadWarehouse } from './warehouse.service.ts';

/** Levels counted at once; more contend for the table's capacity without finishing sooner. */
const CONCURRENCY = 16;

/**
 * The batch set of spec 4.8: COUNT movements for up to 1,000 products of one warehouse. Each
 * product is all or nothing (its level, movement and STOCK_CHANGE in one transaction) and has
 * its own result: 200 (counted, or unchanged), 404 (not in the catalogue), or the problem that
 * refused it. One BatchGet per 100 products reads the catalogue first.
 */
export const countBatch = async (auth: AuthContext, warehouseUid: string, input: BatchCountInput) => {
  const tenantUid = auth.tenantUid;
  const warehouse = await loadWarehouse(tenantUid, warehouseUid);
  const products = await readProductFacts(
    tenantUid,
    input.items.map((i) => i.productUid),
  );
  const userUid = userUidOf(auth);
  const results = new Array(input.items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < input.items.length; i = next++) {
      const item = input.items[i]!;
      const product = products.get(item.productUid);
      if (!product) {
        results[i] = {
          productUid: item.productUid,
          status: 404,
          problem: { title: 'Not found', detail: `product '${item.productUid}' was not found` },
        };
        continue;
      }
      try {
        const move = { reason: 'COUNT' as const, quantity: item.quantity, note: item.note };
        const { level } = await moveStock(warehouse, product, move, userUid);
        results[i] = {
          productUid: item.productUid,
          status: 200,
          level: toLevelValue(warehouseUid, item.productUid, level),
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results[i] = {
          productUid: item.productUid,
          status: error.status,
          problem: { title: error.title, detail: error.message },
        };
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { results };
};
