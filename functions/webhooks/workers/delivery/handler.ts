import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { putDeliveries } from '#functions/webhooks/delivery-outcome.repository.ts';
import { createOutcomeBatch } from '#functions/webhooks/outcome-batch.ts';
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
 * visibility timeout. The outcomes of the batch's POSTs are written together (outcome-batch.ts).
 */
export const handler = createWorkerHandler(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const outcomes = createOutcomeBatch(
    event.Records.map((r) => r.messageId),
    putDeliveries,
  );
  const { result, usage } = await withDbUsage(() =>
    eachMessage(
      event,
      async (record) => {
        try {
          if ((await deliverMessage(record, outcomes)) !== 'done') throw new RetryLater();
        } finally {
          outcomes.release(record.messageId);
        }
      },
      { failure: 'delivery failed' },
    ),
  );
  deliveryUsage.messages += event.Records.length;
  deliveryUsage.dbRoundTrips += usage.roundTrips;
  return result;
});
