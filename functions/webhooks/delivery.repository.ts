import { documentClient, tableName } from '#shared/db/client.ts';
import { DeleteCommand, PutCommand } from '#shared/db/document-commands.ts';
import { getRecord, queryRecords } from '#shared/db/plain-entity.ts';
import {
  DELIVERY_ITEM,
  type DeliveryKey,
  deliveriesPartition,
  deliveryItem,
  deliveryKey,
  deliveryOf,
} from './delivery-item.ts';
import type { DeliveryRecord } from './delivery-record.ts';

/**
 * I/O of the delivery log. The item is DeliveryEntity's (delivery.entity.ts), read and written
 * with plain DocumentClient calls (delivery-item.ts) so that the webhooks function bundles no
 * ElectroDB (docs/decisions/bundles.md); test/unit/webhooks/delivery-repository.test.ts compares
 * every call with the entity's.
 */

export type { DeliveryKey, StoredDelivery } from './delivery-item.ts';
export type { DeliveryRecord } from './delivery-record.ts';
export { DELIVERY_TTL_SECONDS, newDelivery } from './delivery-record.ts';

/** The delivery log lists at most this many (newest) deliveries: one bounded Query. */
export const DELIVERY_LOG_MAX = 1000;

/** Creates the delivery: `DeliveryEntity.create(record).go()`, which fails when the key is taken. */
export const insertDelivery = async (record: DeliveryRecord): Promise<void> => {
  await documentClient.send(
    new PutCommand({
      Item: deliveryItem(record),
      TableName: tableName(),
      ConditionExpression: 'attribute_not_exists(#pk) AND attribute_not_exists(#sk)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
    }),
  );
};

/** Reads one delivery; `consistent` when the caller decides on what it reads (the fan-out's re-queue). */
export const findDelivery = async (
  key: DeliveryKey,
  consistent = false,
): Promise<DeliveryRecord | undefined> => {
  const record = await getRecord<DeliveryRecord, keyof DeliveryKey>(DELIVERY_ITEM, key, consistent);
  return record && deliveryOf(record);
};

/** The newest deliveries of a webhook (at most DELIVERY_LOG_MAX). */
export const listDeliveries = async (tenantUid: string, webhookUid: string): Promise<DeliveryRecord[]> => {
  const records = await queryRecords<DeliveryRecord>(
    DELIVERY_ITEM,
    {
      KeyConditionExpression: '#pk = :pk',
      TableName: tableName(),
      ExpressionAttributeNames: { '#pk': 'pk' },
      ExpressionAttributeValues: { ':pk': deliveriesPartition(tenantUid, webhookUid) },
      ScanIndexForward: false,
    },
    DELIVERY_LOG_MAX,
  );
  return records.map(deliveryOf);
};

/** Removes a delivery whose message could not be queued (an operator's redelivery or test). */
export const deleteDelivery = async (key: DeliveryKey): Promise<void> => {
  await documentClient.send(new DeleteCommand({ Key: deliveryKey(key), TableName: tableName() }));
};
