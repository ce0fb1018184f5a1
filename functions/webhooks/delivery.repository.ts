import { unlessConditionFails } from '#shared/db/conditions.ts';
import { DeliveryEntity, type DeliveryState, type ErrorClass } from './delivery.entity.ts';
import type { DeliveryRecord } from './delivery-record.ts';
import type { SkipReason } from './webhook-enums.ts';

export type { DeliveryRecord } from './delivery-record.ts';
export { DELIVERY_TTL_SECONDS, newDelivery } from './delivery-record.ts';
export type DeliveryKey = { tenantUid: string; webhookUid: string; deliveryUid: string };
/** A delivery item as the table holds it (keys and ElectroDB's own attributes included). */
export type StoredDelivery = Record<string, unknown> & {
  owner: string;
  version: number;
  attempts?: unknown[];
};

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
 * Appends an attempt and sets the outcome with one conditional update, for an attempt that ends
 * without a POST (the webhook is gone). Only the SQS message that claimed the delivery may write
 * it: false for a duplicate message (or a deleted record).
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
