import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { EventItem } from '#events/outbox.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { logger } from '#shared/observability.ts';
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
 * Stream consumer (filter: INSERTs of recordType EVENT). Records are independent, so they fan
 * out in parallel; each failure is reported by sequence number (ReportBatchItemFailures), and a
 * retried record that already fanned out creates nothing twice.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const results = await Promise.allSettled(
    event.Records.map(async (record) => {
      if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) return;
      const item = await eventOf(record);
      if (item) await fanOut(item);
    }),
  );
  const batchItemFailures = results.flatMap((r, i) => {
    if (r.status === 'fulfilled') return [];
    logger.error('fan-out failed', { error: r.reason as Error });
    return [{ itemIdentifier: event.Records[i]?.dynamodb?.SequenceNumber ?? '' }];
  });
  return { batchItemFailures };
};
