import type * as z from 'zod/mini';
import { newEventId } from '#events/outbox.ts';
import { config } from '#shared/config.ts';
import { NotFoundError, ServiceUnavailableError } from '#shared/errors.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import {
  type DeliveryRecord,
  deleteDelivery,
  findDelivery,
  insertDelivery,
  listDeliveries,
  newDelivery,
} from './delivery.repository.ts';
import { fanoutDeliveryUid, messageOf, queueDeliveries } from './delivery-queue.ts';
import type { Delivery } from './webhook.schema.ts';
import { requireWebhook } from './webhook.service.ts';

export type DeliveryView = z.infer<typeof Delivery>;

export const toDeliveryView = (d: DeliveryRecord): DeliveryView => ({
  deliveryUid: d.deliveryUid,
  webhookUid: d.webhookUid,
  eventId: d.eventId,
  action: d.action,
  state: d.state,
  ...(d.skipReason ? { skipReason: d.skipReason } : {}),
  test: d.test ?? false,
  ...(d.redeliveryOf ? { redeliveryOf: d.redeliveryOf } : {}),
  attemptCount: d.attemptCount,
  ...(d.nextRetryAt ? { nextRetryAt: d.nextRetryAt } : {}),
  movedToDlq: d.movedToDlq ?? false,
  attempts: (d.attempts ?? []).map((a) => ({ ...a })),
  createdAt: d.createdAt,
  lastModifiedAt: d.lastModifiedAt,
});

/** Stores and queues one operator-initiated delivery; nothing is left behind if queuing fails. */
const startDelivery = async (record: DeliveryRecord): Promise<DeliveryView> => {
  await insertDelivery(record);
  const failed = await queueDeliveries([messageOf(record)]);
  if (failed.length > 0) {
    await deleteDelivery(record);
    throw new ServiceUnavailableError('the delivery could not be queued; retry', {
      headers: { 'Retry-After': String(config.retryAfterSeconds) },
    });
  }
  return toDeliveryView(record);
};

/** The delivery log of a webhook, newest first unless told otherwise, optionally of one state. */
export const listWebhookDeliveries = async (
  tenantUid: string,
  httpTransportUid: string,
  webhookUid: string,
  query: PagingInput & { state?: DeliveryRecord['state'] | undefined },
) => {
  await requireWebhook(tenantUid, httpTransportUid, webhookUid);
  const all = (await listDeliveries(tenantUid, webhookUid))
    .filter((d) => !query.state || d.state === query.state)
    .map(toDeliveryView);
  return pageOf(all, resolvePage(query, { sortBy: 'createdAt', sortDirection: 'DESC' }), 'deliveryUid');
};

/** A new delivery of the same event (same webhook-id) to the same webhook, starting at attempt 1. */
export const redeliver = async (
  tenantUid: string,
  httpTransportUid: string,
  webhookUid: string,
  deliveryUid: string,
): Promise<DeliveryView> => {
  await requireWebhook(tenantUid, httpTransportUid, webhookUid);
  const original = await findDelivery({ tenantUid, webhookUid, deliveryUid });
  if (!original) throw NotFoundError.record('delivery', deliveryUid);
  const { eventId, action, occurredAt, data } = original;
  return startDelivery(
    newDelivery({
      tenantUid,
      webhookUid,
      httpTransportUid,
      deliveryUid: `dlv_${newEventId().slice(4)}`,
      eventId,
      action,
      occurredAt,
      data,
      redeliveryOf: deliveryUid,
      ...(original.test ? { test: true } : {}),
    }),
  );
};

/** Sends a signed test event of the webhook's action: `"test": true` and no entity members. */
export const sendTest = async (
  tenantUid: string,
  httpTransportUid: string,
  webhookUid: string,
): Promise<DeliveryView> => {
  const webhook = await requireWebhook(tenantUid, httpTransportUid, webhookUid);
  const eventId = newEventId();
  return startDelivery(
    newDelivery({
      tenantUid,
      webhookUid,
      httpTransportUid,
      deliveryUid: fanoutDeliveryUid(eventId),
      eventId,
      action: webhook.action,
      occurredAt: new Date().toISOString(),
      data: {},
      test: true,
    }),
  );
};
