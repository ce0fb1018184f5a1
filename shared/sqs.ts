import { awsJsonClient } from '#shared/aws/aws-json-client.ts';
import { config } from '#shared/config.ts';
import { logger } from '#shared/observability.ts';

/**
 * SQS over its JSON protocol (shared/aws/aws-json-client.ts), created once per container; points
 * at fauxqs locally. `sqs('ChangeMessageVisibility', { QueueUrl, ... })`.
 */
export const sqs = awsJsonClient({ service: 'sqs', target: 'AmazonSQS', jsonVersion: '1.0' }, () => ({
  region: config.region,
  endpoint: config.endpoints.sqs,
}));

type BatchAnswer = {
  Successful?: { Id: string }[];
  Failed?: { Id: string; Code?: string; SenderFault?: boolean }[];
};

/**
 * Characters SQS refuses in a message body: it takes only #x9 #xA #xD, #x20-#xD7FF, #xE000-#xFFFD
 * (and astral characters, which fauxqs refuses as surrogate pairs). The API accepts U+FFFE and
 * U+FFFF in free text, so event data can hold them.
 */
const SQS_UNSAFE = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD]/g;

/**
 * JSON text that SQS accepts for any value: JSON.stringify, then every character SQS refuses
 * written as a `\uXXXX` escape. Such characters occur only inside string literals, where the
 * escape means the same character, so `JSON.parse` gives back the identical value.
 */
export const toMessageBody = (value: unknown): string =>
  JSON.stringify(value).replace(SQS_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The most entries one SendMessageBatch takes. */
export const SEND_BATCH_MAX = 10;

/** One SendMessageBatch of up to ten items; returns those that were not queued. */
const sendChunk = async <T>(queueUrl: string, chunk: readonly T[], bodyOf: (item: T) => unknown) => {
  try {
    const out = await sqs<BatchAnswer>('SendMessageBatch', {
      QueueUrl: queueUrl,
      Entries: chunk.map((item, i) => ({ Id: String(i), MessageBody: toMessageBody(bodyOf(item)) })),
    });
    // Only an entry the answer lists as Successful is on the queue: one it leaves out counts as
    // failed too, so that no message can go missing without its caller hearing of it.
    const sent = new Set((out.Successful ?? []).map((s) => s.Id));
    const failed = chunk.filter((_, i) => !sent.has(String(i)));
    if (failed.length > 0) {
      const reasons = (out.Failed ?? []).map((f) => ({ code: f.Code, senderFault: f.SenderFault }));
      logger.warn('SQS refused messages of a batch', { queueUrl, failed: failed.length, reasons });
    }
    return failed;
  } catch (error) {
    logger.error('SendMessageBatch failed', { queueUrl, messages: chunk.length, error: error as Error });
    return [...chunk];
  }
};

/**
 * Puts one message per item on `queueUrl`: SendMessageBatch with ten entries per call, the calls
 * in parallel, each body written by toMessageBody (so text SQS would refuse is escaped). Returns
 * the items that were not queued, the very objects given, in their order: every item of a call
 * that failed and every entry SQS refused. The caller retries those alone (a stream's
 * batchItemFailures, a 503, the next sweep); nothing is retried here.
 */
export const sendMessageBatches = async <T>(
  queueUrl: string,
  items: readonly T[],
  bodyOf: (item: T) => unknown = (item) => item,
): Promise<T[]> => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += SEND_BATCH_MAX) chunks.push(items.slice(i, i + SEND_BATCH_MAX));
  const failed = await Promise.all(chunks.map((chunk) => sendChunk(queueUrl, chunk, bodyOf)));
  return failed.flat();
};
