import { DeleteMessageBatchCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import type { QueueFunctionDef } from '#functions/registry.ts';
import { invoke } from './lambda.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Poller = { stop: () => Promise<void> };

/**
 * Emulates an SQS event source mapping: long-polls, invokes the function with real SQS events,
 * deletes the messages it did not report as failed and leaves the rest to their visibility
 * timeout (the function may have changed it). `concurrency` pollers run side by side.
 */
export const startQueuePoller = (options: {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  fn: QueueFunctionDef;
  concurrency: number;
}): Poller => {
  let running = true;
  const worker = async () => {
    while (running) {
      try {
        const { Messages } = await options.sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: Math.min(10, options.fn.batchSize),
            WaitTimeSeconds: 1,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
        );
        if (!Messages?.length) continue;
        const Records: SQSRecord[] = Messages.map((m) => ({
          messageId: m.MessageId!,
          receiptHandle: m.ReceiptHandle!,
          body: m.Body ?? '',
          attributes: m.Attributes as unknown as SQSRecord['attributes'],
          messageAttributes: (m.MessageAttributes ?? {}) as unknown as SQSRecord['messageAttributes'],
          md5OfBody: m.MD5OfBody ?? '',
          eventSource: 'aws:sqs',
          eventSourceARN: options.queueArn,
          awsRegion: 'eu-north-1',
        }));
        let failed = new Set(Records.map((r) => r.messageId));
        try {
          const response = (await invoke(
            options.fn.entry,
            options.fn.name,
            { Records },
            options.fn.timeoutSeconds,
          )) as SQSBatchResponse | undefined;
          failed = new Set(response?.batchItemFailures?.map((f) => f.itemIdentifier) ?? []);
        } catch (error) {
          console.error(`local queue: ${options.fn.name} failed`, error);
        }
        const succeeded = Records.filter((r) => !failed.has(r.messageId));
        if (succeeded.length > 0) {
          await options.sqs.send(
            new DeleteMessageBatchCommand({
              QueueUrl: options.queueUrl,
              Entries: succeeded.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
            }),
          );
        }
      } catch (error) {
        if (running) console.error('local queue poller error', (error as Error).message);
        await sleep(500);
      }
    }
  };
  const workers = Array.from({ length: options.concurrency }, worker);
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
};
