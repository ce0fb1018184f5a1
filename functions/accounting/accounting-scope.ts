import type { StoreRef } from './accounting-config.repository.ts';

/**
 * The store a route's path names, as the services take it. They spread it into keys and queries
 * (`{ ...store, slot }`), so it carries the store's two members only, never the route's other path
 * parameters.
 */
export const storeOf = (p: { tenantUid: string; storeUid: string }): StoreRef => ({
  tenantUid: p.tenantUid,
  storeUid: p.storeUid,
});
