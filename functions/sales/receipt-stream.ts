import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { imageEntering, mapsOf, numberOf, textOf } from '#shared/db/stream-image.ts';

/**
 * The receipt records sales publishes on the table stream, decoded: other areas read a receipt's
 * stream images through this module only, never by the item's attribute names (receipt.entity.ts
 * may rename them without breaking a reader).
 */

/** A line of a COMPLETE receipt, as the receipt item carries it. */
export type SoldLine = {
  orderItemUid: string;
  productUid: string;
  sku: string;
  productType: string;
  quantityOrdered: number;
  warehouseUid: string;
  tenantUserUid: string;
};

/** The product members every sales line carries (receipt items and delivery lines alike). */
export const productLineOf = (m: Record<string, AttributeValue>) => ({
  orderItemUid: textOf(m.orderItemUid),
  productUid: textOf(m.productUid),
  sku: textOf(m.sku),
  productType: textOf(m.productType),
});

/** A receipt that became COMPLETE, with its lines. */
export type CompletedReceipt = {
  tenantUid: string;
  storeUid: string;
  orderUid: string;
  orderReceiptUid: string;
  items: SoldLine[];
};

/**
 * The receipt a stream record shows becoming COMPLETE (created COMPLETE, or changed to COMPLETE
 * from another state), or undefined for any other record.
 */
export const decodeCompletedReceipt = (record: DynamoDBRecord): CompletedReceipt | undefined => {
  const image = imageEntering(record, 'receipt', 'settleState', 'COMPLETE');
  if (!image) return undefined;
  const items = mapsOf(
    image.items,
    (m): SoldLine => ({
      ...productLineOf(m),
      quantityOrdered: numberOf(m.quantityOrdered),
      warehouseUid: textOf(m.warehouseUid),
      tenantUserUid: textOf(m.tenantUserUid),
    }),
  );
  return {
    tenantUid: textOf(image.tenantUid),
    storeUid: textOf(image.storeUid),
    orderUid: textOf(image.orderUid),
    orderReceiptUid: textOf(image.orderReceiptUid),
    items,
  };
};
