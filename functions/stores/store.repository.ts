import { tableName } from '#shared/db/client.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { StoreEntity } from './store.entity.ts';
import type { StoreRecord } from './store.schema.ts';

/** Partition-key template of a store-number guard (shared/db/key-patterns.ts). */
export const STORE_NUMBER_KEY = 'T#${tenantUid}#STORENUMBER#${number}';

/**
 * I/O of stores. The store number is unique per tenant: a guard item
 * `T#<t>#STORENUMBER#<number>` / `STORENUMBER` names the store that holds it and is written in
 * the store's transaction, so two stores never hold one number (a 409 for the second).
 */

export const getStore = async (tenantUid: string, storeUid: string): Promise<StoreRecord | undefined> => {
  const { data } = await StoreEntity.get({ tenantUid, storeUid }).go({ consistent: true });
  return (data ?? undefined) as StoreRecord | undefined;
};

/** Every store of the tenant: one Query of its gsi1 partition (a tenant has tens of stores). */
export const listStores = async (tenantUid: string): Promise<StoreRecord[]> => {
  const { data } = await StoreEntity.query.byTenant({ tenantUid }).go({ pages: 'all' });
  return data as StoreRecord[];
};

const numberKey = (tenantUid: string, number: string) => ({
  pk: `T#${tenantUid}#STORENUMBER#${number}`,
  sk: 'STORENUMBER',
});

const numberTaken = (number: string) =>
  new ConflictError(`store number '${number}' is taken by another store`, {
    errors: [{ path: 'body.number', message: `store number '${number}' is taken by another store` }],
  });

/** Claims a store number for `storeUid`; fails with a 409 when another store holds it. */
export const claimNumberOp = (tenantUid: string, number: string, storeUid: string): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { ...numberKey(tenantUid, number), recordType: 'STORENUMBER', tenantUid, storeUid },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  onConditionFailed: () => numberTaken(number),
});

/** Releases a number the store held (when it changes its number or is deleted). */
export const releaseNumberOp = (tenantUid: string, number: string, storeUid: string): TransactOp => ({
  item: {
    Delete: {
      TableName: tableName(),
      Key: numberKey(tenantUid, number),
      ConditionExpression: 'storeUid = :s',
      ExpressionAttributeValues: { ':s': storeUid },
    },
  },
  onConditionFailed: () => new ConflictError(`store '${storeUid}' was changed concurrently; retry`),
});

export const createStoreOp = (record: StoreRecord): TransactOp => ({
  item: { Put: StoreEntity.create(record).params() },
  onConditionFailed: () => new ConflictError(`store '${record.storeUid}' already exists`),
});

const concurrent = (storeUid: string) => () =>
  new ConflictError(`store '${storeUid}' was changed concurrently; read it again and retry`);

export const replaceStoreOp = (record: StoreRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: StoreEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: concurrent(record.storeUid),
});

export const deleteStoreOp = (tenantUid: string, storeUid: string, expectedVersion: number): TransactOp => ({
  item: {
    Delete: StoreEntity.delete({ tenantUid, storeUid })
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: concurrent(storeUid),
});
