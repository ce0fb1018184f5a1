import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EventItem } from '#events/outbox.ts';
import { isConditionFailure } from '#functions/webhooks/conditions.ts';
import { fanoutDeliveryUid, messageOf } from '#functions/webhooks/deliveries.ts';
import {
  type DeliveryRecord,
  deleteDelivery,
  deliveryPutParams,
  newDelivery,
} from '#functions/webhooks/delivery.repository.ts';
import { queueDeliveries } from '#functions/webhooks/delivery-queue.ts';
import { listSubscribers } from '#functions/webhooks/webhook.repository.ts';
import { documentClient } from '#shared/db/client.ts';
import { withDbUsage } from '#shared/db/usage.ts';

/** What the fan-out of this container has cost so far (logged and read by the bench). */
export const fanoutUsage = { events: 0, dbRoundTrips: 0, sqsCalls: 0, deliveries: 0, duplicates: 0 };

/**
 * Writes the delivery records, each with a conditional PutItem (in parallel). Returns the records
 * that were created; records that already exist (a duplicate stream record) are skipped, so one
 * (event, webhook) never gets two deliveries. Plain puts, not a transaction: the records are
 * independent, a put costs half a transactional write and never meets a transaction conflict.
 */
const createRecords = async (records: DeliveryRecord[]): Promise<DeliveryRecord[]> => {
  const created = await Promise.all(
    records.map(async (record) => {
      try {
        await documentClient.send(new PutCommand(deliveryPutParams(record)));
        return record;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        fanoutUsage.duplicates += 1;
        return undefined;
      }
    }),
  );
  return created.filter((r): r is DeliveryRecord => r !== undefined);
};

/**
 * Fans one outbox event out: one Query for the subscriptions of (tenant, action), one conditional
 * put per delivery record (in parallel), SendMessageBatch of one message per delivery.
 * Throws when a message could not be queued, after removing its record so that the retried
 * stream record creates and queues it again.
 */
export const fanOut = async (event: EventItem): Promise<number> => {
  const { result, usage } = await withDbUsage(async () => {
    const subscribers = await listSubscribers(event.tenantUid, event.action);
    if (subscribers.length === 0) return 0;
    const deliveryUid = fanoutDeliveryUid(event.eventId);
    const records = subscribers.map((w) =>
      newDelivery({
        tenantUid: event.tenantUid,
        webhookUid: w.webhookUid,
        httpTransportUid: w.httpTransportUid,
        deliveryUid,
        eventId: event.eventId,
        action: event.action,
        occurredAt: event.occurredAt,
        data: event.data,
      }),
    );
    const created = await createRecords(records);
    const failed = await queueDeliveries(created.map(messageOf));
    if (failed.length > 0) {
      await Promise.all(failed.map((m) => deleteDelivery(m)));
      throw new Error(`${failed.length} delivery message(s) could not be queued`);
    }
    return created.length;
  });
  fanoutUsage.events += 1;
  fanoutUsage.dbRoundTrips += usage.roundTrips;
  fanoutUsage.sqsCalls += Math.ceil(result / 10);
  fanoutUsage.deliveries += result;
  return result;
};
