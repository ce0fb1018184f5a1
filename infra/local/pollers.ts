import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { DeleteMessageBatchCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBRecord, SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { type QueueFunctionDef, type StreamFunctionDef, streamRecordMatches } from '#functions/registry.ts';
import { invoke } from './lambda.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Poller = { stop: () => Promise<void> };

/**
 * Emulates a DynamoDB stream event source mapping: reads every shard, applies the function's
 * filter (streamRecordMatches), invokes it with real batches and retries failed
 * items (ReportBatchItemFailures) a few times before logging them as dropped.
 */
export const startStreamPoller = (options: {
  endpoint: string;
  streamArn: string;
  fn: StreamFunctionDef;
  fromLatest: boolean;
}): Poller => {
  const client = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const iterators = new Map<string, string | undefined>();
  const done = new Set<string>();
  let running = true;
  // Shards that exist at start begin at LATEST when data persists; shards opened later at their start.
  let startAtLatest = options.fromLatest;

  const matches = (record: _Record) => streamRecordMatches(options.fn, record as never);

  const deliver = async (records: _Record[]) => {
    let pending = records.filter(matches) as unknown as DynamoDBRecord[];
    const attempts = options.fn.retryUntilExpired ? Number.POSITIVE_INFINITY : 4;
    for (let attempt = 1; running && pending.length > 0 && attempt <= attempts; attempt++) {
      // Every batch of this round is invoked; only the failed records are retried next round.
      const failedNow: DynamoDBRecord[] = [];
      for (let i = 0; i < pending.length; i += options.fn.batchSize) {
        const batch = pending.slice(i, i + options.fn.batchSize);
        try {
          const response = (await invoke(options.fn.entry, options.fn.name, { Records: batch })) as
            | { batchItemFailures?: Array<{ itemIdentifier: string }> }
            | undefined;
          const failed = new Set(response?.batchItemFailures?.map((f) => f.itemIdentifier) ?? []);
          failedNow.push(...batch.filter((r) => failed.has(r.dynamodb?.SequenceNumber ?? '')));
        } catch (error) {
          console.error(`local stream: ${options.fn.name} failed`, error);
          failedNow.push(...batch);
        }
      }
      pending = failedNow;
      if (pending.length > 0) await sleep(Math.min(200 * attempt, 2000));
    }
    if (pending.length > 0) console.error(`local stream: ${pending.length} record(s) dropped after retries`);
  };

  const refreshShards = async () => {
    const { StreamDescription } = await client.send(
      new DescribeStreamCommand({ StreamArn: options.streamArn }),
    );
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (iterators.has(id) || done.has(id)) continue;
      const { ShardIterator } = await client.send(
        new GetShardIteratorCommand({
          StreamArn: options.streamArn,
          ShardId: id,
          ShardIteratorType: startAtLatest ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      iterators.set(id, ShardIterator);
    }
  };

  const loop = (async () => {
    let lastRefresh = 0;
    while (running) {
      try {
        if (Date.now() - lastRefresh > 1000) {
          await refreshShards();
          startAtLatest = false;
          lastRefresh = Date.now();
        }
        let got = 0;
        for (const [id, iterator] of iterators) {
          if (!iterator) continue;
          const { Records, NextShardIterator } = await client.send(
            new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }),
          );
          if (NextShardIterator) iterators.set(id, NextShardIterator);
          else {
            iterators.delete(id);
            done.add(id);
          }
          if (Records?.length) {
            got += Records.length;
            await deliver(Records);
          }
        }
        if (got === 0) await sleep(50);
      } catch (error) {
        if (running) console.error('local stream poller error', (error as Error).message);
        await sleep(500);
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      client.destroy();
    },
  };
};

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
