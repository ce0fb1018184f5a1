import type { EventItem } from '#events/outbox.ts';
import {
  type DeliveryMessage,
  fanoutDeliveryUid,
  queueDeliveries,
} from '#functions/webhooks/delivery-queue.ts';
import type { WebhookRecord } from '#functions/webhooks/webhook.repository.ts';
import { listSubscribers } from '#functions/webhooks/webhook-read.repository.ts';
import { withDbUsage } from '#shared/db/usage.ts';

/** What the fan-out of this container has cost so far (logged and read by the bench). */
export const fanoutUsage = { events: 0, dbRoundTrips: 0, sqsCalls: 0, deliveries: 0 };

/** One message per subscription; the delivery uid comes from the event id, so it is the same on every run. */
const messagesOf = (event: EventItem, subscribers: readonly WebhookRecord[]): DeliveryMessage[] => {
  const deliveryUid = fanoutDeliveryUid(event.eventId);
  return subscribers.map((w) => ({
    tenantUid: event.tenantUid,
    webhookUid: w.webhookUid,
    httpTransportUid: w.httpTransportUid,
    deliveryUid,
    event: { eventId: event.eventId, action: event.action, occurredAt: event.occurredAt, data: event.data },
    // A test event (POST /webhooks/test-events) is marked in its data; its deliveries are too.
    ...(event.data.test === true ? { test: true } : {}),
  }));
};

/**
 * Fans a batch of outbox events out: events of one (tenant, action) share one Query for their
 * subscriptions, and the messages of all events are packed ten to a SendMessageBatch (calls in
 * parallel). Nothing is written here: the delivery worker creates the delivery record when it
 * claims the message (delivery-claim.repository.ts claimDelivery), so a fan-out that dies half-way
 * leaves nothing behind, and its retry may send again freely: a second message for one (event,
 * webhook) loses the claim and is dropped before it POSTs. Returns, per event, undefined when
 * all its messages were queued, else the error (its stream record is retried).
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
      events.map(async (event) => messagesOf(event, await subscribersOf(event))),
    );
    const eventOf = new Map<DeliveryMessage, number>();
    prepared.forEach((p, i) => {
      if (p.status === 'fulfilled') for (const m of p.value) eventOf.set(m, i);
    });
    const messages = [...eventOf.keys()];
    const failed = await queueDeliveries(messages);
    const outcome: Array<Error | undefined> = prepared.map((p) =>
      p.status === 'rejected' ? (p.reason as Error) : undefined,
    );
    for (const m of failed) {
      const i = eventOf.get(m)!;
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
