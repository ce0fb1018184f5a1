import { nowIso } from '#shared/clock.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand, UpdateCommand } from '#shared/db/document-commands.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';

/**
 * Monotonic counters (order numbers per tenant, voucher numbers per store), two ways
 * (docs/decisions/receipts.md, "Numbering under concurrency"):
 * - voucher numbers: the counter is read, and its increment joins the transaction that writes
 *   the receipt, conditioned on the value read. A number is only consumed together with the
 *   receipt that carries it (no gap), two writers never share one, and the loser's transaction
 *   fails whole and is retried from a fresh read;
 * - order numbers: one atomic increment (`takeNextNumber`), then the order. No two creates ever
 *   race for the number; an order whose write then fails leaves its number unused.
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

/**
 * Takes the next number of a counter with one atomic increment (DynamoDB applies concurrent
 * updates of an item one after the other, so no caller ever loses a race). The number is
 * consumed whether or not the record that carries it is written: only for counters that may
 * have gaps (order numbers), never for voucher numbers.
 */
export const takeNextNumber = async (key: CounterKey): Promise<number> => {
  const now = nowIso();
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression:
        'SET #value = if_not_exists(#value, :zero) + :one, version = if_not_exists(#value, :zero) + :one, lastModifiedAt = :now, createdAt = if_not_exists(createdAt, :now), recordType = :type',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':now': now, ':type': 'COUNTER' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes?.value as number;
};
