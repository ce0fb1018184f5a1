import type { Operations } from '#shared/http/handler.ts';
import type { routes } from './routes.ts';
import { recordMovement } from './stock.service.ts';
import { countBatch } from './stock-batch.service.ts';
import * as reads from './stock-read.service.ts';

/** The inventory group's operations on stock levels and movements (stock.routes.ts). */
export const stockOperations = {
  listWarehouseStock: async ({ params: p, query }) => ({
    body: await reads.readWarehouseStock(p.tenantUid, p.warehouseUid, query),
  }),
  getStockLevel: async ({ params: p }) => ({
    body: await reads.readLevel(p.tenantUid, p.warehouseUid, p.productUid),
  }),
  createStockMovement: ({ params: p, body, auth }) =>
    recordMovement(auth, p.warehouseUid, p.productUid, body),
  listStockMovements: async ({ params: p, query }) => ({
    body: await reads.readMovements(p.tenantUid, p.warehouseUid, p.productUid, query),
  }),
  countStockBatch: async ({ params: p, body, auth }) => ({
    body: await countBatch(auth, p.warehouseUid, body),
  }),
  getProductStock: async ({ params: p }) => ({
    body: await reads.readProductStock(p.tenantUid, p.productUid),
  }),
} satisfies Partial<Operations<typeof routes>>;
