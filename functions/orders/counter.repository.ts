import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactOp } from '#events/outbox.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { nowIso } from '#shared/db/entity-config.ts';
import { RaceError } from './race.ts';

/**
 * Monotonic counters (order numbers per tenant, voucher numbers per store). A counter is read,
 * and its increment joins the transaction that uses the number, conditioned on the value read:
 * a number is only consumed together with the record that carries it, and two writers can
 * never get the same number (the loser's transaction fails and is retried with a fresh read).
 */
export const COUNTERS = {
  orderNumber: (tenantUid: string) => ({ pk: `T#${tenantUid}#COUNTER#ORDER_NUMBER`, sk: 'COUNTER' }),
  voucherNumber: (tenantUid: string, storeUid: string) => ({
    pk: `T#${tenantUid}#STORE#${storeUid}#COUNTER#VOUCHER`,
    sk: 'COUNTER',
  }),
} as const;

export type CounterKey = { pk: string; sk: string };
export type CounterState = { key: CounterKey; value: number };

/** Reads a counter (strongly consistent); a counter that does not exist yet is 0. */
export const readCounter = async (key: CounterKey): Promise<CounterState> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return { key, value: (Item?.value as number | undefined) ?? 0 };
};

/** The transaction member that moves a counter from the value read to value + 1. */
export const incrementCounterOp = (counter: CounterState): TransactOp => {
  const now = nowIso();
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: counter.key,
        UpdateExpression:
          'SET #value = :next, lastModifiedAt = :now, createdAt = if_not_exists(createdAt, :now), version = :next, recordType = :type',
        ConditionExpression: counter.value === 0 ? 'attribute_not_exists(pk)' : '#value = :current',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: {
          ':next': counter.value + 1,
          ':now': now,
          ':type': 'COUNTER',
          ...(counter.value === 0 ? {} : { ':current': counter.value }),
        },
      },
    },
    onConditionFailed: () => new RaceError('a number was taken concurrently; retry'),
  };
};
