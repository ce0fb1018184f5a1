import { numericId } from '#events/ids.ts';
import type { EventDraft } from '#events/outbox.ts';
import type { PurchaseOrderRecord } from './purchase-order.schema.ts';

const ref = (uid: string) => ({ id: numericId(uid), uid });

/** PURCHASE_RECEIVED: the order that a receivement has just fully received, with every item. */
export const purchaseReceived = (
  po: PurchaseOrderRecord,
  receivedAt: string,
): EventDraft<'PURCHASE_RECEIVED'> => ({
  action: 'PURCHASE_RECEIVED',
  tenantUid: po.tenantUid,
  data: {
    warehouse: ref(po.warehouseUid),
    purchaseOrder: {
      id: numericId(po.purchaseOrderUid),
      uid: po.purchaseOrderUid,
      purchaseOrderNumber: po.purchaseOrderNumber,
      type: po.type,
      state: 'RECEIVED',
      supplier: po.supplierUid ? ref(po.supplierUid) : null,
      sourceWarehouse: po.sourceWarehouseUid ? ref(po.sourceWarehouseUid) : null,
      externalId: po.externalId,
      expectedDeliveryDate: po.expectedDeliveryDate ?? null,
      receivedAt,
      items: po.items.map((i) => ({
        purchaseOrderItemUid: i.purchaseOrderItemUid,
        product: { id: numericId(i.productUid), uid: i.productUid, sku: i.sku },
        quantityOrdered: i.quantityOrdered,
        quantityReceived: i.quantityReceived,
      })),
    },
  },
});
