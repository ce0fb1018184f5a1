import { leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { routes as storesRoutes } from './routes.ts';
import { StoreEntity } from './store.entity.ts';
import { STORE_NUMBER_KEY } from './store.repository.ts';

/**
 * The stores area: its functions with their routes and grants, the keys it owns.
 */
const storesFunction = {
  kind: 'http',
  name: 'stores',
  entry: 'functions/stores/handler.ts',
  routes: storesRoutes,
  // Store main items and the tenant's store index (T#t#STORE#s, gsi1 T#t#STORES), the store
  // number guards (T#t#STORENUMBER#n), the pricelists a store names (type and currency),
  // idempotency records. No outbox events: spec 6.3 has no store action.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(StoreEntity, STORE_NUMBER_KEY, referenceKeys('pricelist'), IDEMPOTENCY_KEY),
  },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'stores',
  functions: [storesFunction],
  keys: leadingKeys(StoreEntity, STORE_NUMBER_KEY),
});
