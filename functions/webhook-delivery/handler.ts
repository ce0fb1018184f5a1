import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { withDbUsage } from '#shared/db/usage.ts';
import { logger } from '#shared/observability.ts';
import { createWorkerHandler } from '#shared/worker.ts';
import { deliverMessage } from './deliver.ts';

/** What the deliveries of this container have cost so far (read by the bench). */
export const deliveryUsage = { messages: 0, dbRoundTrips: 0 };

/**
 * Delivery queue consumer. Messages of a batch are delivered in parallel; a message to retry is
 * reported as a batch item failure (its visibility already set to the backoff delay). A message
 * whose processing throws is retried after the queue's visibility timeout.
 */
export const handler = createWorkerHandler(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const { result: outcomes, usage } = await withDbUsage(() =>
    Promise.allSettled(event.Records.map(deliverMessage)),
  );
  deliveryUsage.messages += event.Records.length;
  deliveryUsage.dbRoundTrips += usage.roundTrips;
  const batchItemFailures = outcomes.flatMap((o, i) => {
    if (o.status === 'fulfilled' && o.value === 'done') return [];
    if (o.status === 'rejected') logger.error('delivery failed', { error: o.reason as Error });
    return [{ itemIdentifier: event.Records[i]!.messageId }];
  });
  return { batchItemFailures };
});
