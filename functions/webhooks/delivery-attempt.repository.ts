import { documentClient } from '#shared/db/client.ts';
import { unlessConditionFails } from '#shared/db/conditions.ts';
import { UpdateCommand } from '#shared/db/document-commands.ts';
import { type Change as PatchChange, type PatchTarget, patchInput } from '#shared/db/plain-entity-where.ts';
import { DELIVERY_IDENTIFIERS, type DeliveryKey, deliveryKey } from './delivery-item.ts';
import type { DeliveryRecord } from './delivery-record.ts';
import type { DeliveryState, ErrorClass, SkipReason } from './webhook-enums.ts';

/**
 * The delivery worker's conditional writes of an outcome without a POST, plain UpdateItems: the
 * worker bundles no ElectroDB (docs/decisions/bundles.md). Each is the UpdateItem
 * `DeliveryEntity.patch(key)` sends, expression for expression;
 * test/unit/webhooks/delivery-attempt-repository.test.ts builds both and compares.
 */

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

type Change = Pick<PatchChange<DeliveryRecord, keyof DeliveryKey>, 'set' | 'append' | 'remove'>;

/** DeliveryEntity's key and identifiers, for its patches. */
const DELIVERY_TARGET: PatchTarget<DeliveryRecord, keyof DeliveryKey> = {
  identifiers: DELIVERY_IDENTIFIERS,
  key: deliveryKey,
  keyAttributes: ['tenantUid', 'webhookUid', 'deliveryUid'],
};

/**
 * The UpdateItem of `DeliveryEntity.patch(key).set(...).append(...).remove(...).add({ version: 1 })
 * .where(owner unset or `owner`)` (patchInput). The where clause joins the patch's own condition
 * (the item exists) without parentheses, so it reads (exists AND unowned) OR owned by `owner`,
 * which an absent item never is.
 */
const ownedPatch = (key: DeliveryKey, owner: string, change: Change) =>
  new UpdateCommand(
    patchInput(DELIVERY_TARGET, key, {
      ...change,
      add: { version: 1 },
      condition: {
        expression: 'attribute_not_exists(#owner) OR #owner = :owner0',
        values: { ':owner0': owner },
      },
    }),
  );

/** Sends an owned patch: false when its condition fails (another message owns the delivery). */
const writeOwned = (key: DeliveryKey, owner: string, change: Change): Promise<boolean> =>
  unlessConditionFails(
    async () => {
      await documentClient.send(ownedPatch(key, owner, change));
      return true;
    },
    () => false,
  );

/**
 * Appends an attempt and sets the outcome with one conditional update, for an attempt that ends
 * without a POST (the webhook is gone). Only the SQS message that claimed the delivery may write
 * it: false for a duplicate message (or a deleted record).
 */
export const recordAttempt = (
  key: DeliveryKey,
  owner: string,
  attempt: AttemptRecord,
  outcome: { state: DeliveryState; movedToDlq?: boolean },
): Promise<boolean> => {
  const clean = Object.fromEntries(Object.entries(attempt).filter(([, v]) => v !== undefined));
  return writeOwned(key, owner, {
    set: {
      state: outcome.state,
      owner,
      attemptCount: attempt.attempt,
      lastModifiedAt: attempt.at,
      ...(attempt.nextRetryAt ? { nextRetryAt: attempt.nextRetryAt } : {}),
      ...(outcome.movedToDlq ? { movedToDlq: true } : {}),
    },
    append: { attempts: [clean] },
    ...(attempt.nextRetryAt ? {} : { remove: ['nextRetryAt'] }),
  });
};

/**
 * Marks a delivery SKIPPED: its transport is disabled, so nothing is POSTed; the record stays in
 * the log (with the event) to be replayed. Same ownership rule as recordAttempt.
 */
export const recordSkipped = (
  key: DeliveryKey,
  owner: string,
  reason: SkipReason,
  at: string,
): Promise<boolean> =>
  writeOwned(key, owner, {
    set: { state: 'SKIPPED', skipReason: reason, owner, lastModifiedAt: at },
    remove: ['nextRetryAt'],
  });
