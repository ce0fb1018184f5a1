import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type { DeliveredDelivery, DeliveredLine } from '#functions/inventory/delivery-movement.service.ts';

/**
 * The delivery a stream record shows becoming DELIVERED (created DELIVERED, or changed to it from
 * NEW or STARTED), or undefined. Read by hand from the image, as receipts are
 * (completed-receipt.ts): only the members the stock needs.
 */
export const deliveredDeliveryOf = (record: DynamoDBRecord): DeliveredDelivery | undefined => {
  const image = record.dynamodb?.NewImage;
  if (!image || (record.eventName !== 'INSERT' && record.eventName !== 'MODIFY')) return undefined;
  if (image.__edb_e__?.S !== 'delivery' || image.state?.S !== 'DELIVERED') return undefined;
  if (record.dynamodb?.OldImage?.state?.S === 'DELIVERED') return undefined;
  const text = (v: AttributeValue | undefined) => v?.S ?? '';
  const lines: DeliveredLine[] = (image.lines?.L ?? []).flatMap((entry) => {
    const m = entry.M;
    if (!m) return [];
    return [
      {
        orderItemUid: text(m.orderItemUid),
        productUid: text(m.productUid),
        sku: text(m.sku),
        productType: text(m.productType),
        quantity: Number(m.quantity?.N ?? 0),
      },
    ];
  });
  return {
    tenantUid: text(image.tenantUid),
    orderUid: text(image.orderUid),
    deliveryUid: text(image.deliveryUid),
    userUid: text(image.lastModifiedBy),
    lines,
  };
};
