import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { EventItem } from '#events/outbox.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { logger } from '#shared/observability.ts';
import { createWorkerHandler } from '#shared/worker.ts';
import { fanOut } from './fanout.ts';

/**
 * The outbox item of a stream record. An image that does not unmarshall (DynamoDB Local renders
 * some empty maps without a type) is read back from the table instead.
 */
const eventOf = async (record: DynamoDBRecord): Promise<EventItem | undefined> => {
  try {
    return unmarshall(record.dynamodb!.NewImage as never) as EventItem;
  } catch {
    const key = unmarshall(record.dynamodb!.Keys as never);
    const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: key }));
    return Item as EventItem | undefined;
  }
};

/**
 * Stream consumer (filter: INSERTs of recordType EVENT). The records of a batch fan out together
 * (fanout.ts); each failed one is reported by sequence number (ReportBatchItemFailures), and a
 * retried record that already fanned out creates nothing twice.
 */
export const handler = createWorkerHandler(
  async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const records = event.Records.filter((r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage);
    const items = await Promise.allSettled(records.map(eventOf));
    const found = items.flatMap((r, i) =>
      r.status === 'fulfilled' && r.value ? [{ i, item: r.value }] : [],
    );
    const fanned = await fanOut(found.map((f) => f.item));
    const errors: Array<unknown> = items.map((r) => (r.status === 'rejected' ? r.reason : undefined));
    found.forEach((f, k) => {
      errors[f.i] = fanned[k];
    });
    const batchItemFailures = records.flatMap((record, i) => {
      if (!errors[i]) return [];
      logger.error('fan-out failed', { error: errors[i] as Error });
      return [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }];
    });
    return { batchItemFailures };
  },
);
