import { leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { pendingKey } from '#shared/search/pending.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { routes as serviceOrdersRoutes } from './routes.ts';
import { ServiceOrderEntity } from './service-order.entity.ts';
import { SERVICE_ORDER_NUMBER_KEY } from './service-order.repository.ts';

/**
 * The service-orders area: its functions with their routes and grants, the keys it owns.
 */
const serviceOrdersFunction = {
  kind: 'http',
  name: 'service-orders',
  entry: 'functions/service-orders/handler.ts',
  routes: serviceOrdersRoutes,
  // Service orders and their customer index (T#t#SERVICE_ORDER#so, gsi1
  // T#t#SERVICE_ORDERS#CUSTOMER#c), the stores' number counters (T#t#SERVICE_ORDERNUMBER#s), the
  // read-your-writes markers of their writes (T#t#PENDING#service_orders#<session>), idempotency
  // records; reads a customer's names and contact (T#t#CUSTOMER#c), and store and product main
  // items (existence). No outbox events: spec 6.3 has no service-order action. Lists and
  // searches read the read model.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      ServiceOrderEntity,
      SERVICE_ORDER_NUMBER_KEY,
      pendingKey('service_orders'),
      referenceKeys('customer', 'store', 'product'),
      IDEMPOTENCY_KEY,
    ),
    search: 'reader',
  },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'service-orders',
  functions: [serviceOrdersFunction],
  keys: leadingKeys(ServiceOrderEntity, SERVICE_ORDER_NUMBER_KEY, pendingKey('service_orders')),
});
