import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import { documentClient } from '#shared/db/client.ts';
import { unlessConditionFails } from '#shared/db/conditions.ts';
import { DeliveryEntity, type DeliveryState, type ErrorClass } from './delivery.entity.ts';
import type { SkipReason } from './webhook-enums.ts';

export type DeliveryRecord = EntityItem<typeof DeliveryEntity>;
export type DeliveryKey = { tenantUid: string; webhookUid: string; deliveryUid: string };

/** Delivery log entries live 30 days. */
export const DELIVERY_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The delivery log lists at most this many (newest) deliveries: one bounded Query. */
export const DELIVERY_LOG_MAX = 1000;

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

/**
 * Claims a delivery for one SQS message before anything is POSTed, creating its record when it
 * does not exist yet (the fan-out only queues; the record is born with the first claim). The
 * first message to claim owns the delivery for all its attempts; any other message for it (a
 * duplicate or retried stream record fans the same event out again) is dropped unposted. False
 * as well when the delivery is already final (DELIVERED, FAILED, SKIPPED), so a message received again after its outcome was
 * recorded does not POST twice. One conditional UpdateItem.
 */
export const claimDelivery = async (record: DeliveryRecord, owner: string): Promise<boolean> => {
  const { Item, TableName } = DeliveryEntity.create(record).params() as {
    Item: Record<string, unknown>;
    TableName: string;
  };
  const { pk, sk, owner: _none, ...fields } = Item;
  const names: Record<string, string> = { '#pk': 'pk', '#owner': 'owner', '#state': 'state' };
  const values: Record<string, unknown> = {
    ':owner': owner,
    ':delivered': 'DELIVERED',
    ':failed': 'FAILED',
    ':skipped': 'SKIPPED',
  };
  const sets = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    return `#f${i} = if_not_exists(#f${i}, :f${i})`;
  });
  return unlessConditionFails(
    async () => {
      await documentClient.send(
        new UpdateCommand({
          TableName,
          Key: { pk, sk },
          UpdateExpression: `SET ${sets.join(', ')}, #owner = :owner`,
          ConditionExpression:
            'attribute_not_exists(#pk) OR ((attribute_not_exists(#owner) OR #owner = :owner) AND #state <> :delivered AND #state <> :failed AND #state <> :skipped)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    },
    () => false,
  );
};

export type AttemptRecord = {
  attempt: number;
  at: string;
  latencyMs: number;
  statusCode?: number | undefined;
  errorClass?: ErrorClass | undefined;
  error?: string | undefined;
  responseExcerpt?: string | undefined;
  nextRetryAt?: string | undefined;
};

/**
 * Appends an attempt and sets the outcome. Only the SQS message that first attempted the delivery
 * may write it: returns false for a duplicate message (or a deleted record), which is then dropped.
 */
export const recordAttempt = async (
  key: DeliveryKey,
  owner: string,
  attempt: AttemptRecord,
  outcome: { state: DeliveryState; movedToDlq?: boolean },
): Promise<boolean> => {
  const clean = Object.fromEntries(
    Object.entries(attempt).filter(([, v]) => v !== undefined),
  ) as AttemptRecord;
  return unlessConditionFails(
    async () => {
      let update = DeliveryEntity.patch(key)
        .set({
          state: outcome.state,
          owner,
          attemptCount: attempt.attempt,
          lastModifiedAt: attempt.at,
          ...(attempt.nextRetryAt ? { nextRetryAt: attempt.nextRetryAt } : {}),
          ...(outcome.movedToDlq ? { movedToDlq: true } : {}),
        })
        .append({ attempts: [clean] })
        .add({ version: 1 });
      if (!attempt.nextRetryAt) update = update.remove(['nextRetryAt']);
      await update.where((a, op) => `${op.notExists(a.owner)} OR ${op.eq(a.owner, owner)}`).go();
      return true;
    },
    () => false,
  );
};

/**
 * Marks a delivery SKIPPED: its transport is disabled, so nothing is POSTed; the record stays in
 * the log (with the event) to be replayed. Same ownership rule as recordAttempt.
 */
export const recordSkipped = async (
  key: DeliveryKey,
  owner: string,
  reason: SkipReason,
  at: string,
): Promise<boolean> =>
  unlessConditionFails(
    async () => {
      await DeliveryEntity.patch(key)
        .set({ state: 'SKIPPED', skipReason: reason, owner, lastModifiedAt: at })
        .remove(['nextRetryAt'])
        .add({ version: 1 })
        .where((a, op) => `${op.notExists(a.owner)} OR ${op.eq(a.owner, owner)}`)
        .go();
      return true;
    },
    () => false,
  );
