import { executionModeStreamifyResponse } from '@middy/core/StreamifyResponse';
import { createHttpHandler, type Operations } from '#shared/http/handler.ts';
import type { RouteDef } from '#shared/http/route.ts';

/**
 * createHttpHandler for a group whose routes are streamed (RouteDef.streamed: the GDPR export, the
 * SAF-T file): middy's streaming mode, with node:stream/web, is loaded by these functions only.
 */
export const createStreamedHttpHandler = <T extends Record<string, RouteDef>>(
  routes: T,
  operations: Operations<T>,
) => createHttpHandler(routes, operations, executionModeStreamifyResponse);
