import type { WebhookAction } from '#events/actions.ts';
import { config } from '#shared/config.ts';
import { sendMessageBatches } from '#shared/sqs.ts';
import { type DeliveryRecord, newDelivery } from './delivery-record.ts';

/** One message on the delivery queue: one event for one webhook. The event travels with it. */
export type DeliveryMessage = {
  tenantUid: string;
  webhookUid: string;
  httpTransportUid: string;
  deliveryUid: string;
  event: { eventId: string; action: WebhookAction; occurredAt: string; data: Record<string, unknown> };
  test?: boolean;
  /** The record was stored before the message was queued (an operator's redelivery or test). */
  recorded?: boolean;
};

/** Delivery uid of the fan-out: derived from the event id, so one (event, webhook) has one key. */
export const fanoutDeliveryUid = (eventId: string): string => `dlv_${eventId.replace(/^evt_/, '')}`;

/** The message that makes the delivery worker attempt `d`, a record stored before it is queued. */
export const messageOf = (d: DeliveryRecord): DeliveryMessage => ({
  tenantUid: d.tenantUid,
  webhookUid: d.webhookUid,
  httpTransportUid: d.httpTransportUid,
  deliveryUid: d.deliveryUid,
  event: {
    eventId: d.eventId,
    action: d.action,
    occurredAt: d.occurredAt,
    data: d.data as Record<string, unknown>,
  },
  ...(d.test ? { test: true } : {}),
  recorded: true,
});

/** The delivery record a message stands for, as the worker creates it with its first claim. */
export const deliveryOf = (m: DeliveryMessage, now = new Date()): DeliveryRecord =>
  newDelivery(
    {
      tenantUid: m.tenantUid,
      webhookUid: m.webhookUid,
      httpTransportUid: m.httpTransportUid,
      deliveryUid: m.deliveryUid,
      eventId: m.event.eventId,
      action: m.event.action,
      occurredAt: m.event.occurredAt,
      data: m.event.data,
      ...(m.test ? { test: true } : {}),
    },
    now,
  );

/**
 * Queues messages ten to a SendMessageBatch, the calls in parallel (shared/sqs.ts; event data is
 * customer text, escaped where SQS would refuse it). Returns the messages that could not be
 * queued; the caller decides whether that fails its own work.
 */
export const queueDeliveries = (messages: readonly DeliveryMessage[]): Promise<DeliveryMessage[]> =>
  sendMessageBatches(config.queues.webhookDelivery, messages);
