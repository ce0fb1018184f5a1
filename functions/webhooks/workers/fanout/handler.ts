import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { type EventItem, type EventsItem, eventsOfOutboxItem } from '#events/outbox.ts';
import { storeEvents } from '#functions/webhooks/event-log.repository.ts';
import { wholeStreamBatch } from '#shared/batch.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand } from '#shared/db/document-commands.ts';
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
 * events). The events of a batch fan out together (fanout.ts) and are stored in the event log
 * (30 days); a record any of whose events failed either is reported by sequence number (the
 * batch processor, shared/batch.ts), and a retried record that already fanned out creates nothing
 * twice (its deliveries lose their claims, its stored events are written again as they were).
 */
export const handler = createWorkerHandler((event: DynamoDBStreamEvent) =>
  wholeStreamBatch(
    event,
    async (all) => {
      const records = all.filter((r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage);
      const items = await Promise.allSettled(records.map(itemOf));
      const found = items.flatMap((r, i) =>
        r.status === 'fulfilled' && r.value ? eventsOfOutboxItem(r.value).map((event) => ({ i, event })) : [],
      );
      // Every event is stored for the events API and replays, subscribed to or not; a test event
      // (marked in its data) happened nowhere, so it is delivered and not stored.
      const logged = found.filter((f) => f.event.data.test !== true);
      const [fanned, stored] = await Promise.all([
        fanOut(found.map((f) => f.event)),
        storeEvents(logged.map((f) => f.event)),
      ]);
      const errors: Array<unknown> = items.map((r) => (r.status === 'rejected' ? r.reason : undefined));
      found.forEach((f, k) => {
        errors[f.i] ??= fanned[k];
      });
      logged.forEach((f, k) => {
        errors[f.i] ??= stored[k];
      });
      return new Map(records.flatMap((record, i) => (errors[i] ? [[record, errors[i]] as const] : [])));
    },
    { failure: 'fan-out failed' },
  ),
);
