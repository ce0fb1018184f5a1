import { tableName } from '#shared/db/client.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { TillEntity } from './till.entity.ts';
import type { TillRecord } from './till.schema.ts';

/** Partition-key template of a till-number guard (shared/db/key-patterns.ts). */
export const TILL_NUMBER_KEY = 'T#${tenantUid}#TILLNUMBER#${storeUid}#${number}';

/**
 * I/O of tills. The till number is unique per store: a guard item
 * `T#<t>#TILLNUMBER#<store>#<number>` / `TILLNUMBER` names the till that holds it, written in the
 * till's transaction.
 */

export const getTill = async (tenantUid: string, tillUid: string): Promise<TillRecord | undefined> =>
  (await TillEntity.get({ tenantUid, tillUid }).go({ consistent: true })).data ?? undefined;

/** A store's tills: one Query of the tenant's gsi1 partition, from the store's prefix. */
export const listTills = async (tenantUid: string, storeUid: string): Promise<TillRecord[]> =>
  (await TillEntity.query.byStore({ tenantUid, storeUid }).go({ pages: 'all' })).data;

const numberKey = (tenantUid: string, storeUid: string, number: number) => ({
  pk: `T#${tenantUid}#TILLNUMBER#${storeUid}#${number}`,
  sk: 'TILLNUMBER',
});

export const claimTillNumberOp = (
  tenantUid: string,
  storeUid: string,
  number: number,
  tillUid: string,
): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { ...numberKey(tenantUid, storeUid, number), recordType: 'TILLNUMBER', tenantUid, tillUid },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  onConditionFailed: () =>
    new ConflictError(`till number ${number} is taken by another till of the store`, {
      errors: [
        { path: 'body.number', message: `till number ${number} is taken by another till of the store` },
      ],
    }),
});

export const releaseTillNumberOp = (
  tenantUid: string,
  storeUid: string,
  number: number,
  tillUid: string,
): TransactOp => ({
  item: {
    Delete: {
      TableName: tableName(),
      Key: numberKey(tenantUid, storeUid, number),
      ConditionExpression: 'tillUid = :t',
      ExpressionAttributeValues: { ':t': tillUid },
    },
  },
  onConditionFailed: () => ConflictError.concurrent('till', tillUid),
});

export const createTillOp = (record: TillRecord): TransactOp => ({
  item: { Put: TillEntity.create(record).params() },
  onConditionFailed: () =>
    new ConflictError(`till '${record.tillUid}' already exists`, {
      errors: [{ path: 'body.tillUid', message: 'already exists' }],
    }),
});

export const replaceTillOp = (record: TillRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: TillEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('till', record.tillUid),
});

export const deleteTillOp = (record: TillRecord): TransactOp => ({
  item: {
    Delete: TillEntity.delete({ tenantUid: record.tenantUid, tillUid: record.tillUid })
      .where(({ version }, { eq }) => eq(version, record.version))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('till', record.tillUid),
});
