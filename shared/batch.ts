import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type {
  DynamoDBBatchResponse,
  DynamoDBRecord,
  DynamoDBStreamEvent,
  SQSBatchResponse,
  SQSEvent,
  SQSRecord,
} from 'aws-lambda';
import { logger } from '#shared/observability.ts';

/**
 * Thrown by a record handler for a record it hands back on purpose (a queue message whose
 * visibility it has set to its backoff): reported failed like any other, but not logged.
 */
export class RetryLater extends Error {
  override name = 'RetryLater';
}

type Options = {
  /** Logged with the error of each failed record; nothing is logged without it. */
  failure?: string;
};

/**
 * The records of a batch, each through `handle`, side by side, with the Powertools batch
 * processor: the records whose handler threw are the response's batchItemFailures (message id or
 * sequence number; ReportBatchItemFailures). A batch that fails whole is answered the same way,
 * not thrown (throwOnFullBatchFailure false), so every record is reported as before.
 * A processor per call: it holds the batch while it runs, and the local stack and the tests run
 * invocations of one handler side by side.
 */
const processRecords = async <R extends SQSRecord | DynamoDBRecord>(
  type: (typeof EventType)[keyof typeof EventType],
  records: R[],
  handle: (record: R) => Promise<void>,
  options: Options,
) => {
  const handler = async (record: R) => {
    try {
      await handle(record);
    } catch (error) {
      if (options.failure && !(error instanceof RetryLater))
        logger.error(options.failure, { error: error as Error });
      throw error;
    }
  };
  return processPartialResponse({ Records: records }, handler, new BatchProcessor(type), {
    throwOnFullBatchFailure: false,
  });
};

/** Each message of a queue batch through `handle` (processRecords); a throw hands it back to the queue. */
export const eachMessage = (
  event: SQSEvent,
  handle: (record: SQSRecord) => Promise<void>,
  options: Options = {},
): Promise<SQSBatchResponse> => processRecords(EventType.SQS, event.Records, handle, options);

/**
 * Each record of a stream batch through `handle`, side by side (processRecords). Lambda resumes
 * the shard at the lowest sequence number reported, so a failed record is delivered again with
 * every record after it, and the handler of each must take a record it has seen before.
 */
export const eachStreamRecord = (
  event: DynamoDBStreamEvent,
  handle: (record: DynamoDBRecord) => Promise<void>,
  options: Options = {},
): Promise<DynamoDBBatchResponse> =>
  processRecords(EventType.DynamoDBStreams, event.Records, handle, options);

/**
 * A stream batch worked as a whole (one multi-row write, SendMessageBatch calls, the newest
 * change of each replay), its failures told per record through the batch processor: `work`
 * resolves to the error of each record that failed; a rejection fails every record of the batch.
 */
export const wholeStreamBatch = (
  event: DynamoDBStreamEvent,
  work: (records: DynamoDBRecord[]) => Promise<ReadonlyMap<DynamoDBRecord, unknown>>,
  options: Options = {},
): Promise<DynamoDBBatchResponse> => {
  const outcome = work(event.Records);
  // Awaited by every record's handler; marked handled here so that a rejection is not reported
  // as unhandled before the processor reaches it.
  outcome.catch(() => undefined);
  return processRecords(
    EventType.DynamoDBStreams,
    event.Records,
    async (record) => {
      const failed = await outcome;
      if (failed.has(record)) throw failed.get(record) ?? new Error('record failed');
    },
    options,
  );
};
