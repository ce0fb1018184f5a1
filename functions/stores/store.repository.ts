import {
  createPut,
  getRecord,
  listGsi1,
  type PlainEntity,
  replacePut,
  versionedDelete,
} from '#shared/db/plain-entity.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { claimUniqueOp, releaseUniqueOp, type UniqueGuard } from '#shared/db/unique-guard.ts';
import { ConflictError } from '#shared/errors.ts';
import type { StoreRecord } from './store.schema.ts';

/** Partition-key template of a store-number guard (shared/db/key-patterns.ts). */
export const STORE_NUMBER_KEY = 'T#${tenantUid}#STORENUMBER#${number}';

/**
 * I/O of stores. The store number is unique per tenant: a guard item
 * `T#<t>#STORENUMBER#<number>` / `STORENUMBER` names the store that holds it and is written in
 * the store's transaction, so two stores never hold one number (a 409 for the second).
 *
 * The store item is StoreEntity's (store.entity.ts), read and written with plain DocumentClient
 * calls so that the stores function and the areas that read stores bundle no ElectroDB
 * (docs/decisions/bundles.md); test/unit/stores/store-repository.test.ts compares every call
 * with the entity's.
 */

/** StoreEntity's item: its identifiers, attributes and key templates. */
const STORE_ITEM: PlainEntity<StoreRecord, 'tenantUid' | 'storeUid', 'tenantUid'> = {
  identifiers: { __edb_e__: 'store', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    storeUid: 'required',
    name: 'required',
    number: 'required',
    address: 'required',
    currency: 'required',
    timezone: 'required',
    pricelistUid: 'optional',
    purchasePricelistUid: 'optional',
    defaultWarehouseUid: 'optional',
    metadata: 'optional',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, storeUid }) => ({ pk: `T#${tenantUid}#STORE#${storeUid}`, sk: 'STORE' }),
  gsi1: { pk: ({ tenantUid }) => `T#${tenantUid}#STORES`, skPrefix: 'STORE#', skAttribute: 'storeUid' },
};

export const getStore = (tenantUid: string, storeUid: string): Promise<StoreRecord | undefined> =>
  getRecord(STORE_ITEM, { tenantUid, storeUid });

/** Every store of the tenant: one Query of its gsi1 partition (a tenant has tens of stores). */
export const listStores = (tenantUid: string): Promise<StoreRecord[]> => listGsi1(STORE_ITEM, { tenantUid });

/** The store-number guard. */
const STORE_NUMBER: UniqueGuard = {
  kind: 'STORENUMBER',
  holder: 'storeUid',
  holderKind: 'store',
  field: 'body.number',
  taken: (number) => `store number '${number}' is taken by another store`,
};
const guarded = (number: string) => ({ segment: number, shown: number });

/** Claims a store number for `storeUid`; fails with a 409 when another store holds it. */
export const claimNumberOp = (tenantUid: string, number: string, storeUid: string): TransactOp =>
  claimUniqueOp(STORE_NUMBER, tenantUid, guarded(number), storeUid);

/** Releases a number the store held (when it changes its number or is deleted). */
export const releaseNumberOp = (tenantUid: string, number: string, storeUid: string): TransactOp =>
  releaseUniqueOp(STORE_NUMBER, tenantUid, guarded(number), storeUid);

export const createStoreOp = (record: StoreRecord): TransactOp => ({
  item: { Put: createPut(STORE_ITEM, record) },
  onConditionFailed: () => new ConflictError(`store '${record.storeUid}' already exists`),
});

const concurrent = (storeUid: string) => () =>
  new ConflictError(`store '${storeUid}' was changed concurrently; read it again and retry`);

export const replaceStoreOp = (record: StoreRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(STORE_ITEM, record, expectedVersion) },
  onConditionFailed: concurrent(record.storeUid),
});

export const deleteStoreOp = (tenantUid: string, storeUid: string, expectedVersion: number): TransactOp => ({
  item: { Delete: versionedDelete(STORE_ITEM, { tenantUid, storeUid }, expectedVersion) },
  onConditionFailed: concurrent(storeUid),
});
