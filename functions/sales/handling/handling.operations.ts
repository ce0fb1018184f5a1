import { withEtag as versioned } from '#shared/http/conditional.ts';
import type { Operations } from '#shared/http/handler.ts';
import type { routes } from '../routes.ts';
import { createHandling, listHandlingDefinitions, readHandling } from './handling-definition.service.ts';
import { readOrderHandling, updateOrderHandling } from './order-handling.service.ts';

/**
 * The sales group's operations on handling definitions and an order's handling
 * (handling-definition.routes.ts, order-handling.routes.ts).
 */
export const handlingOperations = {
  createHandling: async ({ params, body }) => ({ body: await createHandling(params.tenantUid, body) }),
  listHandlings: async ({ params }) => ({ body: await listHandlingDefinitions(params.tenantUid) }),
  getHandling: async ({ params }) => ({ body: await readHandling(params.tenantUid, params.handlingUid) }),
  getOrderHandling: async ({ params }) =>
    versioned(await readOrderHandling(params.tenantUid, params.storeUid, params.orderUid)),
  updateOrderHandling: async ({ auth, params, body, headers }) =>
    versioned(await updateOrderHandling(auth, params.storeUid, params.orderUid, body, headers['if-match'])),
} satisfies Partial<Operations<typeof routes>>;
