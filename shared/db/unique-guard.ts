import { ConflictError } from '#shared/errors.ts';
import { tableName } from './client.ts';
import type { TransactOp } from './transaction.ts';

/**
 * A value no two records of a scope may hold at once: a user code in a tenant, a store number in
 * a tenant, a till number in a store. A guard item `T#<tenant>#<KIND>#<value>` / `<KIND>` names
 * the record that holds the value; the record's transaction claims it (a Put that fails when the
 * item exists) and releases the value it leaves (a Delete that holds only while the guard still
 * names it), so two records never hold one value and a freed value can be claimed again.
 */
export type UniqueGuard = {
  /** The guard item's record type and sort key, and its partition key's segment: `USERCODE`. */
  kind: string;
  /** The attribute of the guard item that names the holder: `tenantUserUid`. */
  holder: string;
  /** The holder's kind in the 409 of a lost race: `user`. */
  holderKind: string;
  /** The request field that carries the value, named in the 409 of a taken value: `body.userCode`. */
  field: string;
  /** The 409's message for a value another record holds. */
  taken: (shown: string) => string;
};

/**
 * The value as it sits in the guard's key (`segment`, e.g. upper-cased, or prefixed by its
 * store) and as the caller gave it (`shown`, for the message).
 */
export type GuardedValue = { segment: string; shown: string };

const guardKey = (guard: UniqueGuard, tenantUid: string, value: GuardedValue) => ({
  pk: `T#${tenantUid}#${guard.kind}#${value.segment}`,
  sk: guard.kind,
});

/** Claims `value` for `holderUid`; a 409 naming the guard's field when another record holds it. */
export const claimUniqueOp = (
  guard: UniqueGuard,
  tenantUid: string,
  value: GuardedValue,
  holderUid: string,
): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        ...guardKey(guard, tenantUid, value),
        recordType: guard.kind,
        tenantUid,
        [guard.holder]: holderUid,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  onConditionFailed: () => {
    const message = guard.taken(value.shown);
    return new ConflictError(message, { errors: [{ path: guard.field, message }] });
  },
});

/**
 * Releases a value `holderUid` held (it changed its value or is deleted). Fails when the guard no
 * longer names it: another write changed the holder first, and this one is decided again.
 */
export const releaseUniqueOp = (
  guard: UniqueGuard,
  tenantUid: string,
  value: GuardedValue,
  holderUid: string,
): TransactOp => ({
  item: {
    Delete: {
      TableName: tableName(),
      Key: guardKey(guard, tenantUid, value),
      ConditionExpression: '#holder = :holder',
      ExpressionAttributeNames: { '#holder': guard.holder },
      ExpressionAttributeValues: { ':holder': holderUid },
    },
  },
  onConditionFailed: () => ConflictError.concurrent(guard.holderKind, holderUid),
});
