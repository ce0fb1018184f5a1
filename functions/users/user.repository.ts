import { tableName } from '#shared/db/client.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { UserEntity } from './user.entity.ts';
import type { UserRecord } from './user.schema.ts';

/** Partition-key template of a user-code guard (shared/db/key-patterns.ts). */
export const USER_CODE_KEY = 'T#${tenantUid}#USERCODE#${code}';

/**
 * I/O of tenant users. The user code is unique per tenant: a guard item
 * `T#<t>#USERCODE#<code>` / `USERCODE` names the user that holds it and is written in the user's
 * transaction, so two users never hold one code (a 409 for the second).
 */

export const getUser = async (tenantUid: string, tenantUserUid: string): Promise<UserRecord | undefined> => {
  const { data } = await UserEntity.get({ tenantUid, tenantUserUid }).go({ consistent: true });
  return (data ?? undefined) as UserRecord | undefined;
};

/** Every user of the tenant: one Query of its gsi1 partition (bounded; docs/decisions/users-tills.md). */
export const listUsers = async (tenantUid: string): Promise<UserRecord[]> => {
  const { data } = await UserEntity.query.byTenant({ tenantUid }).go({ pages: 'all' });
  return data as UserRecord[];
};

// Codes compare case-insensitively: 'ab12' and 'AB12' are one code at the till keypad.
const codeKey = (tenantUid: string, code: string) => ({
  pk: `T#${tenantUid}#USERCODE#${code.toUpperCase()}`,
  sk: 'USERCODE',
});

/** Claims a user code for `tenantUserUid`; a 409 naming body.userCode when another user holds it. */
export const claimCodeOp = (tenantUid: string, code: string, tenantUserUid: string): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { ...codeKey(tenantUid, code), recordType: 'USERCODE', tenantUid, tenantUserUid },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  onConditionFailed: () =>
    new ConflictError(`user code '${code}' is taken by another user`, {
      errors: [{ path: 'body.userCode', message: `user code '${code}' is taken by another user` }],
    }),
});

/** Releases a code the user held (when it changes its code or is deleted). */
export const releaseCodeOp = (tenantUid: string, code: string, tenantUserUid: string): TransactOp => ({
  item: {
    Delete: {
      TableName: tableName(),
      Key: codeKey(tenantUid, code),
      ConditionExpression: 'tenantUserUid = :u',
      ExpressionAttributeValues: { ':u': tenantUserUid },
    },
  },
  onConditionFailed: () => ConflictError.concurrent('user', tenantUserUid),
});

export const createUserOp = (record: UserRecord): TransactOp => ({
  item: { Put: UserEntity.create(record).params() },
  onConditionFailed: () =>
    new ConflictError(`user '${record.tenantUserUid}' already exists`, {
      errors: [{ path: 'body.tenantUserUid', message: 'already exists' }],
    }),
});

export const replaceUserOp = (record: UserRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: UserEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('user', record.tenantUserUid),
});

export const deleteUserOp = (record: UserRecord): TransactOp => ({
  item: {
    Delete: UserEntity.delete({ tenantUid: record.tenantUid, tenantUserUid: record.tenantUserUid })
      .where(({ version }, { eq }) => eq(version, record.version))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('user', record.tenantUserUid),
});
