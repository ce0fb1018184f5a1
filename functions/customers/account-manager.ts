import { readReferenceFields } from '#shared/db/references.ts';
import { NotFoundError } from '#shared/errors.ts';
import type { CreateCustomerInput, UpdateCustomerInput } from './customer-input.schema.ts';

/**
 * A customer's accountManager (spec 2.8) names a tenant user: its displayName and userCode are
 * the user's, read with one GetItem of those fields when the input sets one (a 404 naming
 * body.accountManager.tenantUserUid when the tenant has no such user). What the caller sent for
 * them is replaced, so the copy on the customer matches the user at the time of the write.
 */
export const withAccountManager = async <T extends CreateCustomerInput | UpdateCustomerInput>(
  tenantUid: string,
  input: T,
): Promise<T> => {
  const manager = input.accountManager;
  if (!manager) return input;
  const user = await readReferenceFields(tenantUid, 'user', manager.tenantUserUid, [
    'displayName',
    'userCode',
  ]);
  if (!user) throw NotFoundError.record('user', manager.tenantUserUid, 'body.accountManager.tenantUserUid');
  return { ...input, accountManager: { tenantUserUid: manager.tenantUserUid, ...user } };
};
