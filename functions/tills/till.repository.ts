import { tableName } from '#shared/db/client.ts';
import {
  createPut,
  getRecord,
  listGsi1,
  type PlainEntity,
  replacePut,
  versionedDelete,
} from '#shared/db/plain-entity.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { TillRecord } from './till.schema.ts';

/** Partition-key template of a till-number guard (shared/db/key-patterns.ts). */
export const TILL_NUMBER_KEY = 'T#${tenantUid}#TILLNUMBER#${storeUid}#${number}';

/**
 * I/O of tills. The till number is unique per store: a guard item
 * `T#<t>#TILLNUMBER#<store>#<number>` / `TILLNUMBER` names the till that holds it, written in the
 * till's transaction.
 *
 * The till item is TillEntity's (till.entity.ts), read and written with plain DocumentClient
 * calls so that the tills function and the areas that read a till bundle no ElectroDB
 * (docs/decisions/bundles.md); test/unit/tills/till-repository.test.ts compares every call with
 * the entity's.
 */

/** TillEntity's item: its identifiers, attributes and key templates. */
const TILL_ITEM: PlainEntity<TillRecord, 'tenantUid' | 'tillUid', 'tenantUid'> = {
  identifiers: { __edb_e__: 'till', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    tillUid: 'required',
    storeUid: 'required',
    name: 'required',
    number: 'required',
    barcodePrinter: 'optional',
    receiptPrinter: 'optional',
    regularPrinter: 'optional',
    appSettings: 'optional',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, tillUid }) => ({ pk: `T#${tenantUid}#TILL#${tillUid}`, sk: 'TILL' }),
  gsi1: {
    pk: ({ tenantUid }) => `T#${tenantUid}#TILLS`,
    skPrefix: 'STORE#',
    skAttribute: ['storeUid', 'tillUid'],
  },
};

export const getTill = (tenantUid: string, tillUid: string): Promise<TillRecord | undefined> =>
  getRecord(TILL_ITEM, { tenantUid, tillUid });

/** A store's tills: one Query of the tenant's gsi1 partition, from the store's prefix. */
export const listTills = (tenantUid: string, storeUid: string): Promise<TillRecord[]> =>
  listGsi1(TILL_ITEM, { tenantUid, storeUid });

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
  item: { Put: createPut(TILL_ITEM, record) },
  onConditionFailed: () =>
    new ConflictError(`till '${record.tillUid}' already exists`, {
      errors: [{ path: 'body.tillUid', message: 'already exists' }],
    }),
});

export const replaceTillOp = (record: TillRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(TILL_ITEM, record, expectedVersion) },
  onConditionFailed: () => ConflictError.concurrent('till', record.tillUid),
});

export const deleteTillOp = (record: TillRecord): TransactOp => ({
  item: { Delete: versionedDelete(TILL_ITEM, record, record.version) },
  onConditionFailed: () => ConflictError.concurrent('till', record.tillUid),
});
