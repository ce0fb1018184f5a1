import type { RouteAuth } from '#shared/auth/model.ts';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { CreateUserBody, UpdateUserBody, USER_SORT, UserResponse, UserSearchQuery } from './user.schema.ts';

/** Reads: any token of the tenant (a till picks its seller). Writes: Tenant.Admin only. */
export const USER_READ: RouteAuth = { access: 'STORE' };
export const USER_WRITE: RouteAuth = { access: 'ADMIN' };

const tags = ['Users'] as const;
const base = '/tenants/{tenantUid}/users';
const one = `${base}/{tenantUserUid}`;
const UserParams = withUids(TenantParams, 'tenantUserUid');
const etag = { ETag: 'User version, for If-Match' };
const UserPage = pagedList(UserResponse, 'UserPage');

/** Tenant users (issue 18; spec 4.8 names the search). */
export const userRoutes = defineRoutes({
  createUser: {
    method: 'POST',
    path: base,
    summary: 'Create a tenant user',
    description:
      '`userCode` is unique per tenant, compared case-insensitively (409 naming body.userCode). `tenantUserUid` may be chosen by the caller (the uid receipts, settlements, notifications and customers name); a duplicate is a 409.',
    tags,
    auth: USER_WRITE,
    request: { params: TenantParams, body: CreateUserBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/users/{tenantUserUid}',
      description: 'The created user',
      schema: UserResponse,
    },
    responses: { 409: { description: 'Duplicate tenantUserUid or userCode' } },
  },
  listUsers: {
    method: 'GET',
    path: base,
    summary: 'List tenant users (paged)',
    description: 'Sorted by displayName unless `sortBy` says otherwise.',
    tags,
    auth: USER_READ,
    request: { params: TenantParams, query: pagingQuery(USER_SORT) },
    success: { status: 200, description: 'A page of users', schema: UserPage },
  },
  searchUsers: {
    method: 'GET',
    path: `${base}/search`,
    summary: 'Search tenant users',
    description:
      'Every word of `query` must occur (case- and accent-insensitive) in the display name, user code or e-mail. `storeUid` keeps the users who work in that store, `role` those with that role. Paged like a list.',
    tags,
    auth: USER_READ,
    request: { params: TenantParams, query: UserSearchQuery },
    success: { status: 200, description: 'A page of matching users', schema: UserPage },
  },
  getUser: {
    method: 'GET',
    path: one,
    summary: 'Get a tenant user',
    description:
      'Resolves the tenantUserUid named by a receipt line, a settlement, a notification or a customer accountManager.',
    tags,
    auth: USER_READ,
    request: { params: UserParams },
    success: { status: 200, description: 'The user', schema: UserResponse, headers: etag },
    responses: { 404: { description: 'No such user' } },
  },
  updateUser: {
    method: 'PUT',
    path: one,
    summary: 'Update a tenant user (partial)',
    description:
      'Omitted fields keep their value; `stores` replaces the list. If-Match with the ETag: a stale version is a 412.',
    tags,
    auth: USER_WRITE,
    request: { params: UserParams, body: UpdateUserBody },
    success: { status: 200, description: 'The updated user', schema: UserResponse, headers: etag },
    responses: {
      404: { description: 'No such user' },
      409: { description: 'User code taken, or a concurrent change' },
      412: { description: 'If-Match names an older version' },
    },
  },
  deleteUser: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a tenant user',
    description:
      'Releases the user code. Receipts, settlements and customers keep the tenantUserUid they hold.',
    tags,
    auth: USER_WRITE,
    request: { params: UserParams },
    success: { status: 204, description: 'Deleted' },
    responses: { 404: { description: 'No such user' }, 409: { description: 'Concurrent change' } },
  },
});
