import { documentClient, tableName } from '#shared/db/client.ts';
import { unlessConditionFails } from '#shared/db/conditions.ts';
import { UpdateCommand } from '#shared/db/document-commands.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { type TransportRecord, transportKey, transportOf } from './transport-item.ts';

type Key = { tenantUid: string; httpTransportUid: string };

/**
 * The table and the transport's key HttpTransportEntity's get names, built without the entity
 * (transport-item.ts): the delivery worker keeps the counters and bundles no ElectroDB.
 */
const keyParams = (key: Key) => ({
  Key: transportKey(key.tenantUid, key.httpTransportUid),
  TableName: tableName(),
});

const parse = (item: Record<string, unknown> | undefined) => (item ? transportOf(item) : undefined);

/**
 * Runs one UpdateItem on an existing transport (never recreates a deleted one) and answers the
 * item as stored after it, or undefined when the transport is gone.
 */
const updateExisting = async (
  key: Key,
  update: string,
  values: Record<string, unknown>,
  names: Record<string, string> = {},
): Promise<TransportRecord | undefined> => {
  const { Key, TableName } = keyParams(key);
  return unlessConditionFails(
    async () =>
      parse(
        (
          await documentClient.send(
            new UpdateCommand({
              TableName,
              Key,
              UpdateExpression: update,
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
              ExpressionAttributeValues: Object.keys(values).length > 0 ? values : undefined,
              ReturnValues: 'ALL_NEW',
            }),
          )
        ).Attributes,
      ),
    () => undefined,
  );
};

/**
 * Counts one delivery that ended FAILED: one atomic UpdateItem (ADD), so concurrent deliveries
 * each count once; the first failure after a success starts the run (`failingSince`).
 */
export const countFailedDelivery = (key: Key, at: string) =>
  updateExisting(key, 'ADD failedInRow :one SET failingSince = if_not_exists(failingSince, :at)', {
    ':one': 1,
    ':at': at,
  });

/** Records a delivered attempt: the run of failures ends. */
export const recordDelivered = (key: Key, at: string) =>
  updateExisting(key, 'SET lastSuccessAt = :at, failedInRow = :zero REMOVE failingSince', {
    ':at': at,
    ':zero': 0,
  });

/** Raised inside the disabling transaction when another delivery or a success decided first. */
export class HealthChanged extends ConflictError {}

/**
 * Transaction member that disables the transport only if the stored counters still call for it:
 * the same run of failures (`failingSince` unchanged: no success reset it), enough failures, no
 * success since `windowStart`, and not disabled already. Of concurrent failures that all see the
 * threshold, exactly one passes (and sends the notice). Bumps the version: the representation changes.
 */
export const disableTransportOp = (
  key: Key,
  check: { failingSince: string; minFailed: number; windowStart: string },
  fields: { disabledAt: string; disabledReason: string },
): TransactOp => {
  const { Key, TableName } = keyParams(key);
  return {
    item: {
      Update: {
        TableName,
        Key,
        UpdateExpression:
          'SET #status = :disabled, disabledAt = :at, disabledReason = :reason, lastModifiedAt = :at ADD version :one',
        ConditionExpression:
          'failingSince = :since AND failedInRow >= :min AND (attribute_not_exists(#status) OR #status <> :disabled)' +
          ' AND (attribute_not_exists(lastSuccessAt) OR lastSuccessAt <= :start)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':disabled': 'DISABLED',
          ':at': fields.disabledAt,
          ':reason': fields.disabledReason,
          ':one': 1,
          ':since': check.failingSince,
          ':min': check.minFailed,
          ':start': check.windowStart,
        },
      },
    },
    onConditionFailed: () => new HealthChanged('the transport health changed concurrently'),
  };
};

/** Enables the transport and starts its counters afresh; undefined when it is gone. */
export const enableTransportItem = (key: Key, at: string) =>
  updateExisting(
    key,
    'SET #status = :enabled, failedInRow = :zero, lastModifiedAt = :at ADD version :one REMOVE disabledAt, disabledReason, failingSince',
    { ':enabled': 'ENABLED', ':zero': 0, ':at': at, ':one': 1 },
    { '#status': 'status' },
  );
