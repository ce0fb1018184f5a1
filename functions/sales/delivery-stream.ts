import type { DynamoDBRecord } from 'aws-lambda';
import { imageEntering, mapsOf, numberOf, textOf } from '#shared/db/stream-image.ts';
import { productLineOf } from './receipt-stream.ts';

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
  const lines = mapsOf(
    image.lines,
    (m): DeliveredLine => ({
      ...productLineOf(m),
      quantity: numberOf(m.quantity),
    }),
  );
  return {
    tenantUid: textOf(image.tenantUid),
    orderUid: textOf(image.orderUid),
    deliveryUid: textOf(image.deliveryUid),
    userUid: textOf(image.lastModifiedBy),
    lines,
  };
};
