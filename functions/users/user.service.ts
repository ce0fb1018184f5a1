import { randomUUID } from 'node:crypto';
import { nowIso } from '#shared/clock.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagedList, type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import {
  claimCodeOp,
  createUserOp,
  deleteUserOp,
  getUser,
  listUsers,
  releaseCodeOp,
  replaceUserOp,
} from './user.repository.ts';
import {
  type CreateUserInput,
  toUserResponse,
  type UpdateUserInput,
  type UserRecord,
  type UserResponseValue,
  type UserSearchInput,
} from './user.schema.ts';
import { matchesUserSearch } from './user-rules.ts';

/**
 * Tenant users (docs/decisions/users-tills.md). No webhook events: spec 6.3 has no user action.
 * Receipts, settlements, notifications and customers name users by tenantUserUid; GET resolves it.
 */

const loadUser = async (tenantUid: string, tenantUserUid: string): Promise<UserRecord> => {
  const user = await getUser(tenantUid, tenantUserUid);
  if (!user) throw NotFoundError.record('user', tenantUserUid, 'params.tenantUserUid');
  return user;
};

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

export const createUser = async (tenantUid: string, input: CreateUserInput): Promise<UserResponseValue> => {
  const now = nowIso();
  const record: UserRecord = {
    tenantUid,
    tenantUserUid: input.tenantUserUid ?? randomUUID(),
    displayName: input.displayName,
    userCode: input.userCode,
    email: input.email,
    mobile: input.mobile,
    stores: [...new Set(input.stores)],
    role: input.role,
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  await commit([createUserOp(record), claimCodeOp(tenantUid, record.userCode, record.tenantUserUid)]);
  return toUserResponse(record);
};

export const readUser = async (
  tenantUid: string,
  tenantUserUid: string,
): Promise<Versioned<UserResponseValue>> => {
  const user = await loadUser(tenantUid, tenantUserUid);
  return { body: toUserResponse(user), version: user.version };
};

/** Partial update; If-Match applies. A new code is claimed and the old one released in the same write. */
export const updateUser = async (
  tenantUid: string,
  tenantUserUid: string,
  input: UpdateUserInput,
  expectedVersion?: number,
): Promise<Versioned<UserResponseValue>> => {
  const current = await loadUser(tenantUid, tenantUserUid);
  assertVersion(expectedVersion, current, `user '${tenantUserUid}'`);
  const merged: UserRecord = {
    ...current,
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    stores: input.stores ? [...new Set(input.stores)] : current.stores,
  };
  const view = (u: UserRecord) =>
    JSON.stringify([u.displayName, u.userCode, u.email, u.mobile, u.stores, u.role]);
  if (view(merged) === view(current)) return { body: toUserResponse(current), version: current.version };
  const next = { ...merged, lastModifiedAt: nowIso(), version: current.version + 1 };
  const ops: TransactOp[] = [replaceUserOp(next, current.version)];
  if (!sameCode(next.userCode, current.userCode)) {
    ops.push(claimCodeOp(tenantUid, next.userCode, tenantUserUid));
    ops.push(releaseCodeOp(tenantUid, current.userCode, tenantUserUid));
  }
  await commit(ops);
  return { body: toUserResponse(next), version: next.version };
};

/** Deletes a user and releases its code. Receipts and customers that name it keep the uid they hold. */
export const deleteUser = async (tenantUid: string, tenantUserUid: string): Promise<void> => {
  const user = await loadUser(tenantUid, tenantUserUid);
  await commit([deleteUserOp(user), releaseCodeOp(tenantUid, user.userCode, tenantUserUid)]);
};

export const listUserPage = async (
  tenantUid: string,
  query: PagingInput,
): Promise<PagedList<UserResponseValue>> => searchUsers(tenantUid, query);

/**
 * Search over the tenant's users: one Query of the tenant's users, filtered and paged in memory
 * (bounded: a tenant's staff, not its customers; docs/decisions/users-tills.md).
 */
export const searchUsers = async (
  tenantUid: string,
  search: PagingInput & Partial<Pick<UserSearchInput, 'query' | 'storeUid' | 'role'>>,
): Promise<PagedList<UserResponseValue>> => {
  const all = (await listUsers(tenantUid)).filter((u) => matchesUserSearch(u, search)).map(toUserResponse);
  return pageOf(all, resolvePage(search, { sortBy: 'displayName' }), 'tenantUserUid');
};
