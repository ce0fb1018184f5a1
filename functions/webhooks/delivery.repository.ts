import { DeliveryEntity } from './delivery.entity.ts';
import type { DeliveryKey } from './delivery-item.ts';
import type { DeliveryRecord } from './delivery-record.ts';

export type { DeliveryKey, StoredDelivery } from './delivery-item.ts';
export type { DeliveryRecord } from './delivery-record.ts';
export { DELIVERY_TTL_SECONDS, newDelivery } from './delivery-record.ts';

/** The delivery log lists at most this many (newest) deliveries: one bounded Query. */
export const DELIVERY_LOG_MAX = 1000;

export const insertDelivery = async (record: DeliveryRecord): Promise<void> => {
  await DeliveryEntity.create(record).go();
};

/** Reads one delivery; `consistent` when the caller decides on what it reads (the fan-out's re-queue). */
export const findDelivery = async (
  key: DeliveryKey,
  consistent = false,
): Promise<DeliveryRecord | undefined> =>
  (await DeliveryEntity.get(key).go({ consistent })).data ?? undefined;

/** The newest deliveries of a webhook (at most DELIVERY_LOG_MAX). */
export const listDeliveries = async (tenantUid: string, webhookUid: string): Promise<DeliveryRecord[]> =>
  (
    await DeliveryEntity.query
      .primary({ tenantUid, webhookUid })
      .go({ order: 'desc', pages: 'all', count: DELIVERY_LOG_MAX })
  ).data;

/** Removes a delivery whose message could not be queued (an operator's redelivery or test). */
export const deleteDelivery = async (key: DeliveryKey): Promise<void> => {
  await DeliveryEntity.delete(key).go();
};
