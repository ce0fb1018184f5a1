import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import * as purchases from './purchase-order.service.ts';
import { cancelPurchaseOrder, sendPurchaseOrder } from './purchase-order-state.service.ts';
import { listReceivements, receive } from './receivement.service.ts';
import { routes } from './routes.ts';
import { recordMovement } from './stock.service.ts';
import { countBatch } from './stock-batch.service.ts';
import * as reads from './stock-read.service.ts';
import * as suppliers from './supplier.service.ts';
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
  createSupplier: async ({ params: p, body }) => {
    const created = await suppliers.createSupplier(p.tenantUid, body);
    const { headers } = withEtag(created);
    const location = `/v2/tenants/${p.tenantUid}/suppliers/${created.body.supplierUid}`;
    return { body: created.body, headers: { ...headers, Location: location } };
  },
  listSuppliers: async ({ params: p, query }) => ({
    body: await suppliers.listSupplierPage(p.tenantUid, query),
  }),
  getSupplier: async ({ params: p }) => withEtag(await suppliers.readSupplier(p.tenantUid, p.supplierUid)),
  updateSupplier: async ({ params: p, body, headers }) =>
    withEtag(
      await suppliers.updateSupplier(
        p.tenantUid,
        p.supplierUid,
        body,
        ifMatchVersion(headers['if-match'], 'supplier'),
      ),
    ),
  deleteSupplier: async ({ params: p }) => {
    await suppliers.deleteSupplier(p.tenantUid, p.supplierUid);
    return {};
  },
  createPurchaseOrder: async ({ body, auth }) => withEtag(await purchases.createPurchaseOrder(auth, body)),
  listPurchaseOrders: async ({ params: p, query }) => ({
    body: await purchases.listPurchaseOrders(p.tenantUid, query),
  }),
  getPurchaseOrder: async ({ params: p }) =>
    withEtag(await purchases.readPurchaseOrder(p.tenantUid, p.purchaseOrderUid)),
  updatePurchaseOrder: async ({ params: p, body, headers, auth }) =>
    withEtag(
      await purchases.updatePurchaseOrder(
        auth,
        p.purchaseOrderUid,
        body,
        ifMatchVersion(headers['if-match'], 'purchase order'),
      ),
    ),
  deletePurchaseOrder: async ({ params: p, auth }) => {
    await purchases.deletePurchaseOrder(auth, p.purchaseOrderUid);
    return {};
  },
  sendPurchaseOrder: async ({ params: p, auth }) =>
    withEtag(await sendPurchaseOrder(auth, p.purchaseOrderUid)),
  cancelPurchaseOrder: async ({ params: p, auth }) =>
    withEtag(await cancelPurchaseOrder(auth, p.purchaseOrderUid)),
  createReceivement: async ({ params: p, body, auth }) => ({
    body: await receive(auth, p.purchaseOrderUid, body),
  }),
  listReceivements: async ({ params: p }) => ({
    body: await listReceivements(p.tenantUid, p.purchaseOrderUid),
  }),
});
