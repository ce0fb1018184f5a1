import { listUsers } from './user.repository.ts';

/**
 * Reading the tenant's users from other areas (the SAF-T export lists them as employees): one
 * Query of the tenant's user index.
 */

/** A user as other areas list it. */
export type UserListing = {
  tenantUserUid: string;
  displayName: string;
  userCode: string;
  role: string;
  createdAt: string;
};

/** Every user of the tenant, by uid. */
export const readTenantUsers = async (tenantUid: string): Promise<UserListing[]> =>
  (await listUsers(tenantUid)).map((u) => ({
    tenantUserUid: u.tenantUserUid,
    displayName: u.displayName,
    userCode: u.userCode,
    role: u.role,
    createdAt: u.createdAt,
  }));

/**
 * The e-mail addresses of the tenant's ADMIN users, the tenant's admin contact (the webhooks
 * area tells them when it disables a transport); one Query of the tenant's user index.
 */
export const readTenantAdminEmails = async (tenantUid: string): Promise<string[]> => [
  ...new Set((await listUsers(tenantUid)).filter((u) => u.role === 'ADMIN' && u.email).map((u) => u.email)),
];
