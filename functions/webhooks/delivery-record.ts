import type { EntityItem } from 'electrodb';
import type { DeliveryEntity } from './delivery.entity.ts';

/**
 * A delivery record and the one that is not yet attempted, without the entity's module: the
 * fan-out and the queue build messages and records from them and bundle no ElectroDB.
 */
export type DeliveryRecord = EntityItem<typeof DeliveryEntity>;

/** Delivery log entries live 30 days. */
export const DELIVERY_TTL_SECONDS = 30 * 24 * 60 * 60;

/** A new delivery record, not yet attempted. */
export const newDelivery = (
  fields: Pick<
    DeliveryRecord,
    | 'tenantUid'
    | 'webhookUid'
    | 'deliveryUid'
    | 'httpTransportUid'
    | 'eventId'
    | 'action'
    | 'occurredAt'
    | 'data'
  > & {
    test?: boolean;
    redeliveryOf?: string;
  },
  now = new Date(),
): DeliveryRecord => ({
  ...fields,
  state: 'PENDING',
  attemptCount: 0,
  attempts: [],
  createdAt: now.toISOString(),
  lastModifiedAt: now.toISOString(),
  version: 1,
  expiresAt: Math.floor(now.getTime() / 1000) + DELIVERY_TTL_SECONDS,
});
