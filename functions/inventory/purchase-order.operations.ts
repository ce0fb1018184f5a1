import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import type { Operations } from '#shared/http/handler.ts';
import * as purchases from './purchase-order.service.ts';
import { cancelPurchaseOrder, sendPurchaseOrder } from './purchase-order-state.service.ts';
import type { routes } from './routes.ts';

/** The inventory group's operations on purchase orders and their states (purchase-order.routes.ts). */
export const purchaseOrderOperations = {
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
} satisfies Partial<Operations<typeof routes>>;
