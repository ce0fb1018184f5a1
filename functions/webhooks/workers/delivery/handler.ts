import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { eachMessage, RetryLater } from '#shared/batch.ts';
import { withDbUsage } from '#shared/db/usage.ts';
import { createWorkerHandler } from '#shared/worker.ts';
import { deliverMessage } from './deliver.ts';

/** What the deliveries of this container have cost so far (read by the bench). */
export const deliveryUsage = { messages: 0, dbRoundTrips: 0 };

/**
 * Delivery queue consumer. Messages of a batch are delivered in parallel (the batch processor,
 * shared/batch.ts); a message to retry is reported as a batch item failure (its visibility already
 * set to the backoff delay). A message whose processing throws is retried after the queue's
 * visibility timeout.
 */
export const handler = createWorkerHandler(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const { result, usage } = await withDbUsage(() =>
    eachMessage(
      event,
      async (record) => {
        if ((await deliverMessage(record)) !== 'done') throw new RetryLater();
      },
      { failure: 'delivery failed' },
    ),
  );
  deliveryUsage.messages += event.Records.length;
  deliveryUsage.dbRoundTrips += usage.roundTrips;
  return result;
});
