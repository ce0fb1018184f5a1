import { leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { LOYALTY_KEYS } from './loyalty.repository.ts';
import { routes as loyaltyRoutes } from './routes.ts';

/**
 * The loyalty area: its functions with their routes and grants, the keys it owns.
 */
const loyaltyFunction = {
  kind: 'http',
  name: 'loyalty',
  entry: 'functions/loyalty/handler.ts',
  routes: loyaltyRoutes,
  // The programme, customers' accounts and ledgers, orders' points (all under T#<t>#LOYALTY...);
  // customer and order main items, read to answer 404; idempotency records. Sales writes the
  // points in its own transactions (its grant covers the table).
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      Object.values(LOYALTY_KEYS),
      referenceKeys('customer', 'order'),
      IDEMPOTENCY_KEY,
    ),
  },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'loyalty',
  functions: [loyaltyFunction],
  keys: leadingKeys(Object.values(LOYALTY_KEYS)),
});
