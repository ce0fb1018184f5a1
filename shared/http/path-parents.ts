import { assertReferencesExist } from '#shared/db/references.ts';
import { httpState } from '#shared/http/http-state.ts';
import type { Middleware } from '#shared/http/middlewares.ts';

/**
 * The 404 of an unknown parent in the path (docs/conventions.md, "Status codes"): a route whose
 * operation never reads the record a path parameter names (a store's warehouses, tills or
 * accounting configuration) declares it in `request.parents`, and this checks that it exists
 * with one BatchGet before the operation runs, naming `params.<name>` when it does not.
 */
export const httpPathParents = (): Middleware => ({
  before: async (request) => {
    const state = httpState(request);
    const parents = state.route?.request?.parents;
    if (!parents) return;
    const params = (state.input?.params ?? {}) as Record<string, string>;
    const refs = Object.entries(parents).map(([name, kind]) => ({
      kind,
      uid: params[name]!,
      path: `params.${name}`,
    }));
    await assertReferencesExist(params.tenantUid!, refs);
  },
});
