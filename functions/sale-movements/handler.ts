import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { recordReceiptSales } from '#functions/inventory/sale-movement.service.ts';
import { logger } from '#shared/observability.ts';
import { createWorkerHandler } from '#shared/worker.ts';
import { completedReceiptOf } from './completed-receipt.ts';

/**
 * Stream consumer of the inventory (filter: receipt items, every change): the STOCK lines of a
 * receipt that became COMPLETE leave their warehouse as SALE movements
 * (docs/decisions/reservations.md). A receipt whose lines could not all be recorded is reported
 * (ReportBatchItemFailures) and delivered again; the lines recorded before are skipped then.
 */
export const handler = createWorkerHandler(
  async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const results = await Promise.allSettled(
      event.Records.map(async (record) => {
        const receipt = completedReceiptOf(record);
        if (receipt) await recordReceiptSales(receipt);
      }),
    );
    const batchItemFailures = event.Records.flatMap((record, i) => {
      const result = results[i]!;
      if (result.status === 'fulfilled') return [];
      logger.error('sale movements failed', { error: result.reason as Error });
      return [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }];
    });
    return { batchItemFailures };
  },
);
