import type { DynamoDBRecord } from 'aws-lambda';
import type { CompletedReceipt, SoldLine } from '#functions/inventory/sale-movement.service.ts';
import { imageEntering, textOf } from './stream-image.ts';

/**
 * The receipt a stream record shows becoming COMPLETE (created COMPLETE, or changed to COMPLETE
 * from another state), or undefined. Only the members a sale needs are read (stream-image.ts).
 */
export const completedReceiptOf = (record: DynamoDBRecord): CompletedReceipt | undefined => {
  const image = imageEntering(record, 'receipt', 'settleState', 'COMPLETE');
  if (!image) return undefined;
  const items: SoldLine[] = (image.items?.L ?? []).flatMap((entry) => {
    const m = entry.M;
    if (!m) return [];
    return [
      {
        orderItemUid: textOf(m.orderItemUid),
        productUid: textOf(m.productUid),
        sku: textOf(m.sku),
        productType: textOf(m.productType),
        quantityOrdered: Number(m.quantityOrdered?.N ?? 0),
        warehouseUid: textOf(m.warehouseUid),
        tenantUserUid: textOf(m.tenantUserUid),
      },
    ];
  });
  return {
    tenantUid: textOf(image.tenantUid),
    storeUid: textOf(image.storeUid),
    orderUid: textOf(image.orderUid),
    orderReceiptUid: textOf(image.orderReceiptUid),
    items,
  };
};
