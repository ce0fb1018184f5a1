import { nowIso } from '#shared/clock.ts';
import { tableName } from '#shared/db/client.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { UnprocessableError } from '#shared/errors.ts';
import { WEBHOOK_LIMITS } from './limits.ts';

/** Partition-key template of the tenant's transport and webhook counts (shared/db/key-patterns.ts). */
export const QUOTA_KEY = 'T#${tenantUid}#WEBHOOKQUOTA';

type Counter = keyof typeof WEBHOOK_LIMITS;

/**
 * Transaction member that counts one transport or webhook more (refused at the cap, 422) or one
 * fewer, on the tenant's quota item. It rides in the same transaction as the put or delete, so
 * the count cannot drift from the records, and concurrent creates cannot overshoot the cap.
 */
export const quotaOp = (tenantUid: string, counter: Counter, delta: 1 | -1): TransactOp => {
  const max = WEBHOOK_LIMITS[counter];
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: { pk: `T#${tenantUid}#WEBHOOKQUOTA`, sk: 'WEBHOOKQUOTA' },
        UpdateExpression:
          'ADD #count :delta, #version :one SET #modified = :now, #created = if_not_exists(#created, :now)',
        ...(delta > 0 ? { ConditionExpression: 'attribute_not_exists(#count) OR #count < :max' } : {}),
        ExpressionAttributeNames: {
          '#count': counter,
          '#version': 'version',
          '#modified': 'lastModifiedAt',
          '#created': 'createdAt',
        },
        ExpressionAttributeValues: {
          ':delta': delta,
          ':one': 1,
          ':now': nowIso(),
          ...(delta > 0 ? { ':max': max } : {}),
        },
      },
    },
    onConditionFailed: () =>
      new UnprocessableError(`a tenant has at most ${max} ${counter}; delete one before adding another`),
  };
};
