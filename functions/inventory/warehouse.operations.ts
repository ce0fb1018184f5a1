import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import type { Operations } from '#shared/http/handler.ts';
import type { routes } from './routes.ts';
import * as warehouses from './warehouse.service.ts';

/** The inventory group's operations on a store's warehouses (warehouse.routes.ts). */
export const warehouseOperations = {
  createWarehouse: async ({ params: p, body }) => ({
    body: await warehouses.createWarehouse(p.tenantUid, p.storeUid, body),
  }),
  listWarehouses: async ({ params: p, query }) => ({
    body: await warehouses.listStoreWarehouses(p.tenantUid, p.storeUid, query),
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
} satisfies Partial<Operations<typeof routes>>;
