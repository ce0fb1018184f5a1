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
import type { UserRecord } from './user.schema.ts';

/** Partition-key template of a user-code guard (shared/db/key-patterns.ts). */
export const USER_CODE_KEY = 'T#${tenantUid}#USERCODE#${code}';

/**
 * I/O of tenant users. The user code is unique per tenant: a guard item
 * `T#<t>#USERCODE#<code>` / `USERCODE` names the user that holds it and is written in the user's
 * transaction, so two users never hold one code (a 409 for the second).
 *
 * The user item is UserEntity's (user.entity.ts), read and written with plain DocumentClient
 * calls so that the users function and the areas that list users bundle no ElectroDB
 * (docs/decisions/bundles.md); test/unit/users/user-repository.test.ts compares every call with
 * the entity's.
 */

/** UserEntity's item: its identifiers, attributes and key templates. */
const USER_ITEM: PlainEntity<UserRecord, 'tenantUid' | 'tenantUserUid', 'tenantUid'> = {
  identifiers: { __edb_e__: 'user', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    tenantUserUid: 'required',
    displayName: 'required',
    userCode: 'required',
    email: 'required',
    mobile: 'required',
    stores: 'required',
    role: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, tenantUserUid }) => ({ pk: `T#${tenantUid}#USER#${tenantUserUid}`, sk: 'USER' }),
  gsi1: { pk: ({ tenantUid }) => `T#${tenantUid}#USERS`, skPrefix: 'USER#', skAttribute: 'tenantUserUid' },
};

export const getUser = (tenantUid: string, tenantUserUid: string): Promise<UserRecord | undefined> =>
  getRecord(USER_ITEM, { tenantUid, tenantUserUid });

/** Every user of the tenant: one Query of its gsi1 partition (bounded; docs/decisions/users-tills.md). */
export const listUsers = (tenantUid: string): Promise<UserRecord[]> => listGsi1(USER_ITEM, { tenantUid });

/** The user-code guard. Codes compare case-insensitively: 'ab12' and 'AB12' are one code at the till keypad. */
const USER_CODE: UniqueGuard = {
  kind: 'USERCODE',
  holder: 'tenantUserUid',
  holderKind: 'user',
  field: 'body.userCode',
  taken: (code) => `user code '${code}' is taken by another user`,
};
const guarded = (code: string) => ({ segment: code.toUpperCase(), shown: code });

/** Claims a user code for `tenantUserUid`; a 409 naming body.userCode when another user holds it. */
export const claimCodeOp = (tenantUid: string, code: string, tenantUserUid: string): TransactOp =>
  claimUniqueOp(USER_CODE, tenantUid, guarded(code), tenantUserUid);

/** Releases a code the user held (when it changes its code or is deleted). */
export const releaseCodeOp = (tenantUid: string, code: string, tenantUserUid: string): TransactOp =>
  releaseUniqueOp(USER_CODE, tenantUid, guarded(code), tenantUserUid);

export const createUserOp = (record: UserRecord): TransactOp => ({
  item: { Put: createPut(USER_ITEM, record) },
  onConditionFailed: () =>
    new ConflictError(`user '${record.tenantUserUid}' already exists`, {
      errors: [{ path: 'body.tenantUserUid', message: 'already exists' }],
    }),
});

export const replaceUserOp = (record: UserRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(USER_ITEM, record, expectedVersion) },
  onConditionFailed: () => ConflictError.concurrent('user', record.tenantUserUid),
});

export const deleteUserOp = (record: UserRecord): TransactOp => ({
  item: { Delete: versionedDelete(USER_ITEM, record, record.version) },
  onConditionFailed: () => ConflictError.concurrent('user', record.tenantUserUid),
});
