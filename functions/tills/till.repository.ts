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

/** The till-number guard: a number is unique within its store. */
const TILL_NUMBER: UniqueGuard = {
  kind: 'TILLNUMBER',
  holder: 'tillUid',
  holderKind: 'till',
  field: 'body.number',
  taken: (number) => `till number ${number} is taken by another till of the store`,
};
const guarded = (storeUid: string, number: number) => ({
  segment: `${storeUid}#${number}`,
  shown: String(number),
});

/** Claims a till number of the store for `tillUid`; a 409 naming body.number when another till holds it. */
export const claimTillNumberOp = (
  tenantUid: string,
  storeUid: string,
  number: number,
  tillUid: string,
): TransactOp => claimUniqueOp(TILL_NUMBER, tenantUid, guarded(storeUid, number), tillUid);

/** Releases a number the till held (when it changes its number or is deleted). */
export const releaseTillNumberOp = (
  tenantUid: string,
  storeUid: string,
  number: number,
  tillUid: string,
): TransactOp => releaseUniqueOp(TILL_NUMBER, tenantUid, guarded(storeUid, number), tillUid);

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
