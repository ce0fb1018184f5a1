import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#shared/db/client.ts';
import { unlessConditionFails } from '#shared/db/conditions.ts';
import { DELIVERY_IDENTIFIERS, type DeliveryKey, deliveryKey } from './delivery-item.ts';
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

type Change = {
  set: Record<string, unknown>;
  append?: Record<string, unknown[]>;
  remove?: string[];
};

/**
 * The UpdateItem of `DeliveryEntity.patch(key).set(...).append(...).remove(...).add({ version: 1 })
 * .where(owner unset or `owner`)`, named as ElectroDB names it. The patch's own condition (the item
 * exists) comes first and ElectroDB joins the where clause without parentheses; AND binds tighter,
 * so it reads (exists AND unowned) OR owned by `owner`, which an absent item never is. Like every
 * ElectroDB update, it sets the key's attributes and the identifiers again.
 */
const ownedPatch = (key: DeliveryKey, owner: string, change: Change) => {
  const names: Record<string, string> = { '#pk': 'pk', '#sk': 'sk', '#owner': 'owner' };
  const values: Record<string, unknown> = { ':owner0': owner };
  const sets: string[] = [];
  const set = (name: string, value: unknown) => {
    names[`#${name}`] = name;
    values[`:${name}_u0`] = value;
    sets.push(`#${name} = :${name}_u0`);
  };
  for (const [name, value] of Object.entries(change.set)) set(name, value);
  for (const [name, items] of Object.entries(change.append ?? {})) {
    names[`#${name}`] = name;
    values[`:${name}_u0`] = items;
    values[`:${name}_default_value_u0`] = [];
    sets.push(`#${name} = list_append(if_not_exists(#${name}, :${name}_default_value_u0), :${name}_u0)`);
  }
  names['#version'] = 'version';
  values[':version_u0'] = 1;
  const removed = change.remove ?? [];
  for (const name of removed) names[`#${name}`] = name;
  const { tenantUid, webhookUid, deliveryUid } = key;
  for (const [name, value] of Object.entries({ tenantUid, webhookUid, deliveryUid, ...DELIVERY_IDENTIFIERS }))
    set(name, value);
  const remove = removed.length > 0 ? ` REMOVE ${removed.map((n) => `#${n}`).join(', ')}` : '';
  return new UpdateCommand({
    UpdateExpression: `SET ${sets.join(', ')}${remove} ADD #version :version_u0`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    TableName: tableName(),
    Key: deliveryKey(key),
    ConditionExpression:
      'attribute_exists(#pk) AND attribute_exists(#sk) AND attribute_not_exists(#owner) OR #owner = :owner0',
  });
};

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
