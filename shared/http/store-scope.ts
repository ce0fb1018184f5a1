import type { RouteDef } from '#shared/http/route.ts';

/** The path prefix of everything a store holds; the store itself (`.../stores/{storeUid}`) is not under it. */
export const STORE_SCOPE_PREFIX = '/tenants/{tenantUid}/stores/{storeUid}/';

/**
 * Whether the kernel checks the route's store before its operation runs: every authenticated route
 * under a store (STORE_SCOPE_PREFIX), unless the route says its operation reads the store itself
 * and answers the same 404 (`RouteDef.storeCheck: 'operation'`, a read that takes the store in a
 * BatchGet it makes anyway).
 */
export const checksStore = (route: RouteDef): boolean =>
  route.auth !== 'public' && route.path.startsWith(STORE_SCOPE_PREFIX) && route.storeCheck !== 'operation';

/** Whether any route of a function is store-scoped: its role then reads store main items. */
export const checksStores = (routes: Record<string, RouteDef>): boolean =>
  Object.values(routes).some(checksStore);
