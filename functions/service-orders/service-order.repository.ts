import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { nowIso } from '#shared/clock.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { ServiceOrderEntity } from './service-order.entity.ts';
import type { ServiceOrderRecord } from './service-order.schema.ts';

/** Partition-key template of a store's service-order number counter (shared/db/key-patterns.ts). */
export const SERVICE_ORDER_NUMBER_KEY = 'T#${tenantUid}#SERVICE_ORDERNUMBER#${storeUid}';

/** I/O of service orders. */

export const getServiceOrder = async (
  tenantUid: string,
  serviceOrderUid: string,
): Promise<ServiceOrderRecord | undefined> =>
  ((await ServiceOrderEntity.get({ tenantUid, serviceOrderUid }).go({ consistent: true })).data ??
    undefined) as ServiceOrderRecord | undefined;

/**
 * Takes the store's next service-order number with one atomic increment
 * (`T#<t>#SERVICE_ORDERNUMBER#<s>`): concurrent intakes never race for it, and an order whose write
 * then fails leaves its number unused, as order numbers do (functions/sales/counter.repository.ts).
 */
export const takeServiceOrderNumber = async (tenantUid: string, storeUid: string): Promise<number> => {
  const now = nowIso();
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `T#${tenantUid}#SERVICE_ORDERNUMBER#${storeUid}`, sk: 'COUNTER' },
      UpdateExpression:
        'SET #value = if_not_exists(#value, :zero) + :one, version = if_not_exists(#value, :zero) + :one, lastModifiedAt = :now, createdAt = if_not_exists(createdAt, :now), recordType = :type',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':now': now, ':type': 'COUNTER' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes?.value as number;
};

export const createServiceOrderOp = (record: ServiceOrderRecord): TransactOp => ({
  item: { Put: ServiceOrderEntity.create(record).params() },
  onConditionFailed: () =>
    new ConflictError(`service order '${record.serviceOrderUid}' already exists`, {
      errors: [{ path: 'body.serviceOrderUid', message: 'is taken' }],
    }),
});

/**
 * The order at its next version, on condition that it is still at the version it was read at.
 * A failed condition is a lost race: the change is decided again from a fresh read.
 */
export const replaceServiceOrderOp = (record: ServiceOrderRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: ServiceOrderEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () =>
    new RaceError(`service order '${record.serviceOrderUid}' was changed concurrently; retry`),
});

/**
 * A customer's service orders, oldest first, a page at a time (gsi1): the GDPR export and erase
 * read them with bounded memory however long the history is.
 */
export async function* customerServiceOrderPages(
  tenantUid: string,
  customerUid: string,
  pageSize = 25,
): AsyncGenerator<ServiceOrderRecord[]> {
  let cursor: string | null = null;
  do {
    const page: { data: unknown[]; cursor: string | null } = await ServiceOrderEntity.query
      .byCustomer({ tenantUid, customerUid })
      .go({ order: 'asc', count: pageSize, cursor });
    if (page.data.length > 0) yield page.data as ServiceOrderRecord[];
    cursor = page.cursor;
  } while (cursor);
}
