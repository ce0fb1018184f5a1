import type { DynamoDBRecord } from 'aws-lambda';
import type { DeliveredDelivery, DeliveredLine } from '#functions/inventory/delivery-movement.service.ts';
import { imageEntering, textOf } from './stream-image.ts';

/**
 * The delivery a stream record shows becoming DELIVERED (created DELIVERED, or changed to it from
 * NEW or STARTED), or undefined. Only the members the stock needs are read (stream-image.ts).
 */
export const deliveredDeliveryOf = (record: DynamoDBRecord): DeliveredDelivery | undefined => {
  const image = imageEntering(record, 'delivery', 'state', 'DELIVERED');
  if (!image) return undefined;
  const lines: DeliveredLine[] = (image.lines?.L ?? []).flatMap((entry) => {
    const m = entry.M;
    if (!m) return [];
    return [
      {
        orderItemUid: textOf(m.orderItemUid),
        productUid: textOf(m.productUid),
        sku: textOf(m.sku),
        productType: textOf(m.productType),
        quantity: Number(m.quantity?.N ?? 0),
      },
    ];
  });
  return {
    tenantUid: textOf(image.tenantUid),
    orderUid: textOf(image.orderUid),
    deliveryUid: textOf(image.deliveryUid),
    userUid: textOf(image.lastModifiedBy),
    lines,
  };
};
