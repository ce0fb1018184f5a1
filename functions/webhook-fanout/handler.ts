import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { type EventItem, type EventsItem, eventsOfOutboxItem } from '#events/outbox.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { logger } from '#shared/observability.ts';
import { createWorkerHandler } from '#shared/worker.ts';
import { fanOut } from './fanout.ts';

/**
 * The outbox item of a stream record. An image that does not unmarshall (DynamoDB Local renders
 * some empty maps without a type) is read back from the table instead.
 */
const itemOf = async (record: DynamoDBRecord): Promise<EventItem | EventsItem | undefined> => {
  try {
    return unmarshall(record.dynamodb!.NewImage as never) as EventItem | EventsItem;
  } catch {
    const key = unmarshall(record.dynamodb!.Keys as never);
    const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: key }));
    return Item as EventItem | EventsItem | undefined;
  }
};

/**
 * Stream consumer (filter: INSERTs of recordType EVENT or EVENTS, the latter carrying several
 * events). The events of a batch fan out together (fanout.ts); a record any of whose events
 * failed is reported by sequence number (ReportBatchItemFailures), and a retried record that
 * already fanned out creates nothing twice.
 */
export const handler = createWorkerHandler(
  async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const records = event.Records.filter((r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage);
    const items = await Promise.allSettled(records.map(itemOf));
    const found = items.flatMap((r, i) =>
      r.status === 'fulfilled' && r.value ? eventsOfOutboxItem(r.value).map((event) => ({ i, event })) : [],
    );
    const fanned = await fanOut(found.map((f) => f.event));
    const errors: Array<unknown> = items.map((r) => (r.status === 'rejected' ? r.reason : undefined));
    found.forEach((f, k) => {
      errors[f.i] ??= fanned[k];
    });
    const batchItemFailures = records.flatMap((record, i) => {
      if (!errors[i]) return [];
      logger.error('fan-out failed', { error: errors[i] as Error });
      return [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }];
    });
    return { batchItemFailures };
  },
);
