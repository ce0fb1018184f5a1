import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type { CompletedReceipt, SoldLine } from '#functions/inventory/sale-movement.service.ts';

/**
 * The receipt a stream record shows becoming COMPLETE (created COMPLETE, or changed to COMPLETE
 * from another state), or undefined. Only the members a sale needs are read from the image, by
 * hand: an image can hold maps DynamoDB Local renders without a type, which a full unmarshall
 * refuses, and the lines' other members are of no interest here.
 */
export const completedReceiptOf = (record: DynamoDBRecord): CompletedReceipt | undefined => {
  const image = record.dynamodb?.NewImage;
  if (!image || (record.eventName !== 'INSERT' && record.eventName !== 'MODIFY')) return undefined;
  if (image.__edb_e__?.S !== 'receipt' || image.settleState?.S !== 'COMPLETE') return undefined;
  if (record.dynamodb?.OldImage?.settleState?.S === 'COMPLETE') return undefined;
  const text = (v: AttributeValue | undefined) => v?.S ?? '';
  const items: SoldLine[] = (image.items?.L ?? []).flatMap((entry) => {
    const m = entry.M;
    if (!m) return [];
    return [
      {
        orderItemUid: text(m.orderItemUid),
        productUid: text(m.productUid),
        sku: text(m.sku),
        productType: text(m.productType),
        quantityOrdered: Number(m.quantityOrdered?.N ?? 0),
        warehouseUid: text(m.warehouseUid),
        tenantUserUid: text(m.tenantUserUid),
      },
    ];
  });
  return {
    tenantUid: text(image.tenantUid),
    storeUid: text(image.storeUid),
    orderUid: text(image.orderUid),
    orderReceiptUid: text(image.orderReceiptUid),
    items,
  };
};
