import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';
import { recordMovement } from './stock.service.ts';
import { countBatch } from './stock-batch.service.ts';
import * as reads from './stock-read.service.ts';
import * as warehouses from './warehouse.service.ts';

/** Thin adapter: every operation calls one use case. */
export const handler = createHttpHandler(routes, {
  createWarehouse: async ({ params: p, body }) => ({
    body: await warehouses.createWarehouse(p.tenantUid, p.storeUid, body),
  }),
  listWarehouses: async ({ params: p }) => ({
    body: await warehouses.listStoreWarehouses(p.tenantUid, p.storeUid),
  }),
  getWarehouse: async ({ params: p }) =>
    withEtag(await warehouses.readWarehouse(p.tenantUid, p.storeUid, p.warehouseUid)),
  updateWarehouse: async ({ params: p, body, headers }) =>
    withEtag(
      await warehouses.updateWarehouse(
        p.tenantUid,
        p.storeUid,
        p.warehouseUid,
        body,
        ifMatchVersion(headers['if-match'], 'warehouse'),
      ),
    ),
  deleteWarehouse: async ({ params: p }) => {
    await warehouses.deleteWarehouse(p.tenantUid, p.storeUid, p.warehouseUid);
    return {};
  },
  listWarehouseStock: async ({ params: p, query }) => ({
    body: await reads.readWarehouseStock(p.tenantUid, p.warehouseUid, query),
  }),
  getStockLevel: async ({ params: p }) => ({
    body: await reads.readLevel(p.tenantUid, p.warehouseUid, p.productUid),
  }),
  createStockMovement: async ({ params: p, body, auth }) => ({
    body: await recordMovement(auth, p.warehouseUid, p.productUid, body),
  }),
  listStockMovements: async ({ params: p, query }) => ({
    body: await reads.readMovements(p.tenantUid, p.warehouseUid, p.productUid, query),
  }),
  countStockBatch: async ({ params: p, body, auth }) => ({
    body: await countBatch(auth, p.warehouseUid, body),
  }),
  getProductStock: async ({ params: p }) => ({
    body: await reads.readProductStock(p.tenantUid, p.productUid),
  }),
});
