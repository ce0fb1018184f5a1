import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand } from '#shared/db/document-commands.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import { NotFoundError } from '#shared/errors.ts';
import { httpState } from '#shared/http/http-state.ts';
import type { Middleware } from '#shared/http/middlewares.ts';
import { checksStore } from '#shared/http/store-scope.ts';

/** The 404 of an unknown store in the path, the same whichever side (kernel or operation) finds it. */
const unknownStore = (storeUid: string): NotFoundError =>
  NotFoundError.record('store', storeUid, 'params.storeUid');

/**
 * Whether the tenant's store exists: one strongly consistent GetItem of its main item's key
 * (REFERENCE_KEYS.store), no attribute read beyond the key. Consistent, so a store created a
 * moment ago is found by the next request.
 */
const storeExists = async (tenantUid: string, storeUid: string): Promise<boolean> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: REFERENCE_KEYS.store(tenantUid, storeUid),
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return Item !== undefined;
};

/**
 * 404 naming `params.storeUid` for a store-scoped route (checksStore) whose store does not exist
 * in the caller's tenant, before the operation reads or writes anything under it. Runs after the
 * validator (the uid is well formed) and before the Idempotency-Key claim (a 404 stores nothing).
 * Checked once per request: the state remembers the store found.
 */
export const httpStoreScope = (exists = storeExists): Middleware => ({
  before: async (request) => {
    const state = httpState(request);
    if (!state.route || !state.auth || !checksStore(state.route)) return;
    const { storeUid } = (state.input?.params ?? {}) as { storeUid?: string };
    if (!storeUid || state.storeFound === storeUid) return;
    if (!(await exists(state.auth.tenantUid, storeUid))) throw unknownStore(storeUid);
    state.storeFound = storeUid;
  },
});
