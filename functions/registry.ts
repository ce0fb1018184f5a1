/**
 * Every Lambda function of the service, gathered from the areas (each declares itself in
 * functions/<area>/area.ts) and the kernel's authorizer. The CDK API stack, the local stack, the
 * OpenAPI generator, the bench and the permission tests all read this list. Importing it loads
 * only route tables, schemas and key templates, never handlers.
 */

import { DEVICE_TOKEN_KEY } from '#shared/auth/device-token.repository.ts';
import { INTEGRATION_TOKEN_KEY } from '#shared/auth/integration-token.repository.ts';
import { leadingKeys } from '#shared/db/key-patterns.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { area as accounting } from './accounting/area.ts';
import type { AreaDef } from './area-def.ts';
import { area as catalogue } from './catalogue/area.ts';
import { area as customers } from './customers/area.ts';
import { area as docs } from './docs/area.ts';
import { area as fiscal } from './fiscal/area.ts';
import type { FunctionDef, Grants, HttpFunctionDef } from './function-def.ts';
import { area as inventory } from './inventory/area.ts';
import { area as loyalty } from './loyalty/area.ts';
import { area as notifications } from './notifications/area.ts';
import { area as payments } from './payments/area.ts';
import { area as platform } from './platform/area.ts';
import { area as prices } from './prices/area.ts';
import { area as printers } from './printers/area.ts';
import { area as privacy } from './privacy/area.ts';
import { area as reports } from './reports/area.ts';
import { area as sales } from './sales/area.ts';
import { area as search } from './search/area.ts';
import { area as serviceOrders } from './service-orders/area.ts';
import { area as shipping } from './shipping/area.ts';
import { area as stores } from './stores/area.ts';
import { area as tills } from './tills/area.ts';
import { area as users } from './users/area.ts';
import { area as webhooks } from './webhooks/area.ts';

export * from './area-def.ts';
export * from './function-def.ts';
export { SEARCH_INDEXER } from './search/area.ts';

/** The areas of the service; each function belongs to one (test/unit/kernel/areas.test.ts). */
export const AREAS: readonly AreaDef[] = [
  platform,
  accounting,
  customers,
  catalogue,
  stores,
  prices,
  inventory,
  reports,
  docs,
  notifications,
  sales,
  serviceOrders,
  privacy,
  fiscal,
  shipping,
  loyalty,
  webhooks,
  users,
  tills,
  search,
  printers,
  payments,
];

/**
 * The order the functions had when the registry was one list: the document's paths and tags and
 * the templates follow FUNCTIONS' order, so keeping it keeps both unchanged. A function not named
 * here comes after these, in its area's order.
 */
const ORDER = [
  'platform',
  'accounting',
  'customers',
  'catalogue',
  'stores',
  'prices',
  'inventory',
  'sale-movements',
  'reports',
  'docs',
  'notifications',
  'callbacks',
  'notification-enqueue',
  'notification-sender',
  'notification-sweeper',
  'sales',
  'receipts',
  'fulfilment',
  'service-orders',
  'privacy',
  'privacy-export',
  'saf-t',
  'shipping',
  'loyalty',
  'webhooks',
  'webhook-fanout',
  'webhook-replay',
  'webhook-delivery',
  'users',
  'tills',
  'search-indexer',
  'fiscal',
  'printers',
  'payments',
];
const rank = (def: FunctionDef) => {
  const at = ORDER.indexOf(def.name);
  return at < 0 ? ORDER.length : at;
};

export const FUNCTIONS: readonly FunctionDef[] = AREAS.flatMap((area) => area.functions).sort(
  (a, b) => rank(a) - rank(b),
);

export const httpFunctions = (): HttpFunctionDef[] =>
  FUNCTIONS.filter((f): f is HttpFunctionDef => f.kind === 'http');

/** Every route with the function that serves it. */
export const allRoutes = (): Array<{ fn: HttpFunctionDef; operationId: string; route: RouteDef }> =>
  httpFunctions().flatMap((fn) =>
    Object.entries(fn.routes).map(([operationId, route]) => ({ fn, operationId, route })),
  );

/**
 * The REQUEST authorizer in front of every non-public route. Writes only lastUsedAt of integration
 * tokens; reads device-token items (DTOKEN#<sha256>).
 */
export const AUTHORIZER = {
  name: 'authorizer',
  entry: 'functions/authorizer/handler.ts',
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(INTEGRATION_TOKEN_KEY, DEVICE_TOKEN_KEY),
  } satisfies Grants,
  cacheSeconds: 300,
} as const;
