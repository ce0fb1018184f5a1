import type { DynamoDBStreamEvent } from 'aws-lambda';
import { recordDeliveredLines } from '#functions/inventory/delivery-movement.service.ts';
import { recordReceiptSales } from '#functions/inventory/sale-movement.service.ts';
import { decodeDeliveredDelivery } from '#functions/sales/delivery-stream.ts';
import { decodeCompletedReceipt } from '#functions/sales/receipt-stream.ts';
import { eachStreamRecord } from '#shared/batch.ts';
import { createWorkerHandler } from '#shared/worker.ts';

/**
 * Stream consumer of the inventory (filter: receipt and delivery items, every change): the
 * reserved goods of a delivery that became DELIVERED leave their warehouse as DELIVERY movements,
 * and the STOCK lines of a receipt that became COMPLETE leave what is left as SALE movements
 * (docs/decisions/deliveries.md, reservations.md). A record whose lines could not all be recorded
 * is reported (the batch processor, shared/batch.ts) and delivered again with the records after
 * it; the lines recorded before are skipped.
 */
export const handler = createWorkerHandler((event: DynamoDBStreamEvent) =>
  eachStreamRecord(
    event,
    async (record) => {
      const receipt = decodeCompletedReceipt(record);
      if (receipt) await recordReceiptSales(receipt);
      const delivery = decodeDeliveredDelivery(record);
      if (delivery) await recordDeliveredLines(delivery);
    },
    { failure: 'stock movements failed' },
  ),
);
