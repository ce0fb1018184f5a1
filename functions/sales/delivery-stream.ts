import type { DynamoDBRecord } from 'aws-lambda';
import { imageEntering, textOf } from '#shared/db/stream-image.ts';

/**
 * The delivery records sales publishes on the table stream, decoded: other areas read a
 * delivery's stream images through this module only, never by the item's attribute names.
 */

/** A line of a DELIVERED delivery. */
export type DeliveredLine = {
  orderItemUid: string;
  productUid: string;
  sku: string;
  productType: string;
  quantity: number;
};

/** A delivery that became DELIVERED, with the user who delivered it. */
export type DeliveredDelivery = {
  tenantUid: string;
  orderUid: string;
  deliveryUid: string;
  /** Who delivered it (the delivery's last modifier). */
  userUid: string;
  lines: DeliveredLine[];
};

/**
 * The delivery a stream record shows becoming DELIVERED (created DELIVERED, or changed to it from
 * NEW or STARTED), or undefined for any other record.
 */
export const decodeDeliveredDelivery = (record: DynamoDBRecord): DeliveredDelivery | undefined => {
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
