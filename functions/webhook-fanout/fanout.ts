import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EventItem } from '#events/outbox.ts';
import { isConditionFailure } from '#functions/webhooks/conditions.ts';
import { fanoutDeliveryUid, messageOf } from '#functions/webhooks/deliveries.ts';
import {
  type DeliveryRecord,
  deliveryPutParams,
  findDelivery,
  newDelivery,
} from '#functions/webhooks/delivery.repository.ts';
import { type DeliveryMessage, queueDeliveries } from '#functions/webhooks/delivery-queue.ts';
import { listSubscribers, type WebhookRecord } from '#functions/webhooks/webhook.repository.ts';
import { documentClient } from '#shared/db/client.ts';
import { withDbUsage } from '#shared/db/usage.ts';

/** What the fan-out of this container has cost so far (logged and read by the bench). */
export const fanoutUsage = {
  events: 0,
  dbRoundTrips: 0,
  sqsCalls: 0,
  deliveries: 0,
  duplicates: 0,
  requeued: 0,
};

/**
 * The delivery record of one (event, webhook) and whether it must be queued. A conditional
 * PutItem creates it; when it exists already (a retried or duplicate stream record), it is queued
 * again only while no delivery worker has claimed it: an earlier run may have died between the
 * put and SendMessageBatch, and nothing else would ever send it. A message that turns out to be
 * a second one for the delivery is dropped by the worker's claim before any POST.
 */
const recordToQueue = async (record: DeliveryRecord): Promise<DeliveryRecord | undefined> => {
  try {
    await documentClient.send(new PutCommand(deliveryPutParams(record)));
    return record;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    fanoutUsage.duplicates += 1;
    const existing = await findDelivery(record, true);
    if (!existing || existing.owner) return undefined;
    fanoutUsage.requeued += 1;
    return existing;
  }
};

/** The deliveries of one event: one per subscription of its (tenant, action). */
const deliveriesOf = (event: EventItem, subscribers: WebhookRecord[]): DeliveryRecord[] => {
  const deliveryUid = fanoutDeliveryUid(event.eventId);
  return subscribers.map((w) =>
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
};

/**
 * Fans a batch of outbox events out. Events of one (tenant, action) share one Query for their
 * subscriptions; every delivery record is one conditional PutItem (all in parallel); the messages
 * of all events are packed ten to a SendMessageBatch (in parallel). Returns, per event, undefined
 * when all its deliveries were queued, else the error: its stream record is retried, and the
 * retry queues whatever no worker has claimed yet.
 */
export const fanOut = async (events: readonly EventItem[]): Promise<Array<Error | undefined>> => {
  const { result, usage } = await withDbUsage(async () => {
    const queries = new Map<string, Promise<WebhookRecord[]>>();
    const subscribersOf = (e: EventItem) => {
      const key = `${e.tenantUid}\n${e.action}`;
      let query = queries.get(key);
      if (!query) {
        query = listSubscribers(e.tenantUid, e.action);
        queries.set(key, query);
      }
      return query;
    };
    const prepared = await Promise.allSettled(
      events.map(async (event) => {
        const records = deliveriesOf(event, await subscribersOf(event));
        const toQueue = await Promise.all(records.map(recordToQueue));
        return toQueue.filter((r): r is DeliveryRecord => r !== undefined).map(messageOf);
      }),
    );
    const owner = new Map<DeliveryMessage, number>();
    prepared.forEach((p, i) => {
      if (p.status === 'fulfilled') for (const m of p.value) owner.set(m, i);
    });
    const messages = [...owner.keys()];
    const failed = await queueDeliveries(messages);
    const outcome = prepared.map((p) => (p.status === 'rejected' ? (p.reason as Error) : undefined)) as Array<
      Error | undefined
    >;
    for (const m of failed) {
      const i = owner.get(m)!;
      outcome[i] ??= new Error(`delivery ${m.deliveryUid} of webhook ${m.webhookUid} could not be queued`);
    }
    return { outcome, queued: messages.length - failed.length, sent: messages.length };
  });
  fanoutUsage.events += events.length;
  fanoutUsage.dbRoundTrips += usage.roundTrips;
  fanoutUsage.sqsCalls += Math.ceil(result.sent / 10);
  fanoutUsage.deliveries += result.queued;
  return result.outcome;
};
