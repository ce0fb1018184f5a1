import type { DynamoDBStreamEvent } from 'aws-lambda';

/**
 * Stream records as the table stream delivers them to the sale-movements worker, built from API
 * answers: the tests hand them to the handler again to replay what the stream already delivered.
 */

/** A receipt that became COMPLETE. */
export const completedRecord = (
  w: { tenant: string; storeUid: string },
  o: { orderUid: string },
  receipt: Record<string, any>,
) => ({
  eventName: 'MODIFY' as const,
  dynamodb: {
    SequenceNumber: '1',
    OldImage: { settleState: { S: 'IN_PROGRESS' } },
    NewImage: {
      __edb_e__: { S: 'receipt' },
      settleState: { S: 'COMPLETE' },
      tenantUid: { S: w.tenant },
      storeUid: { S: w.storeUid },
      orderUid: { S: o.orderUid },
      orderReceiptUid: { S: receipt.orderReceiptUid },
      items: {
        L: receipt.items.map((i: Record<string, any>) => ({
          M: {
            orderItemUid: { S: i.orderItemUid },
            productUid: { S: i.productUid },
            sku: { S: i.sku },
            productType: { S: i.productType },
            quantityOrdered: { N: String(i.quantityOrdered) },
            warehouseUid: { S: i.warehouseUid },
            tenantUserUid: { S: i.tenantUserUid },
          },
        })),
      },
    },
  },
});

/** A delivery (as the API answers it) that became DELIVERED. */
export const deliveredRecord = (w: { tenant: string }, delivery: Record<string, any>) => ({
  eventName: 'MODIFY' as const,
  dynamodb: {
    SequenceNumber: '2',
    OldImage: { state: { S: 'STARTED' } },
    NewImage: {
      __edb_e__: { S: 'delivery' },
      state: { S: 'DELIVERED' },
      tenantUid: { S: w.tenant },
      orderUid: { S: delivery.orderUid },
      deliveryUid: { S: delivery.deliveryUid },
      lastModifiedBy: { S: delivery.lastModifiedBy },
      lines: {
        L: delivery.lines.map((l: Record<string, any>) => ({
          M: {
            orderItemUid: { S: l.orderItemUid },
            productUid: { S: l.productUid },
            sku: { S: l.sku },
            name: { S: l.name },
            productType: { S: l.productType },
            quantity: { N: String(l.quantity) },
            warehouseUid: { S: l.warehouseUid },
          },
        })),
      },
    },
  },
});

/** The records as one stream event. */
export const streamEvent = (...records: object[]) => ({ Records: records }) as unknown as DynamoDBStreamEvent;
