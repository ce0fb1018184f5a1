import { httpAuthorize } from '#shared/http/authorize.ts';
import { httpIdempotency } from '#shared/http/idempotency.ts';
import { buildHttpHandler, type Operations, type StreamingMode } from '#shared/http/kernel.ts';
import { httpRateLimit } from '#shared/http/rate-limit.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { httpStoreScope } from '#shared/http/store-check.ts';

export type { Operations } from '#shared/http/kernel.ts';

/**
 * Builds the Lambda handler of one endpoint group from its route table and its operations: the
 * kernel's middy stack (shared/http/kernel.ts) with authorization (shared/http/authorize.ts), the
 * tenant's rate limit (shared/http/rate-limit.ts) and the Idempotency-Key store
 * (shared/http/idempotency.ts) for its mutations; a route under a store answers 404 when the store
 * does not exist (shared/http/store-scope.ts).
 */
export const createHttpHandler = <T extends Record<string, RouteDef>>(
  routes: T,
  operations: Operations<T>,
  streaming?: StreamingMode,
) =>
  buildHttpHandler(
    routes,
    operations,
    {
      authorize: httpAuthorize(),
      stores: httpStoreScope(),
      rateLimit: httpRateLimit(),
      idempotency: httpIdempotency(),
    },
    streaming,
  );
