import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { EventItem } from '#events/outbox.ts';
import { logger } from '#shared/observability.ts';
import { fanOut } from './fanout.ts';

/**
 * Stream consumer (filter: INSERTs of recordType EVENT). Records are independent, so they fan
 * out in parallel; each failure is reported by sequence number (ReportBatchItemFailures), and a
 * retried record that already fanned out creates nothing twice.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const results = await Promise.allSettled(
    event.Records.map(async (record) => {
      const image = record.dynamodb?.NewImage;
      if (record.eventName !== 'INSERT' || !image) return;
      await fanOut(unmarshall(image as never) as EventItem);
    }),
  );
  const batchItemFailures = results.flatMap((r, i) => {
    if (r.status === 'fulfilled') return [];
    logger.error('fan-out failed', { error: r.reason as Error });
    return [{ itemIdentifier: event.Records[i]?.dynamodb?.SequenceNumber ?? '' }];
  });
  return { batchItemFailures };
};
