import { numericId } from '#events/ids.ts';
import type { EventDraft } from '#events/outbox.ts';

/** STOCK_CHANGE exactly as spec 6.2: warehouse, product with its sku, the signed change and the result. */
export const stockChanged = (
  tenantUid: string,
  warehouseUid: string,
  product: { productUid: string; sku: string },
  quantityChange: number,
  quantityAfter: number,
): EventDraft<'STOCK_CHANGE'> => ({
  action: 'STOCK_CHANGE',
  tenantUid,
  data: {
    warehouse: { id: numericId(warehouseUid), uid: warehouseUid },
    product: { id: numericId(product.productUid), uid: product.productUid, sku: product.sku },
    quantityChange,
    quantityAfter,
  },
});
