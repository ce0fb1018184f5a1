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
