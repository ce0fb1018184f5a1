import { buildHttpHandler, type Operations } from '#shared/http/kernel.ts';
import type { RouteDef } from '#shared/http/route.ts';

/** Why a route needs the table guards of createHttpHandler, if it does. */
const needsTable = (route: RouteDef): string | undefined => {
  if (route.auth !== 'public') return 'is not public';
  if (route.method !== 'GET' && route.idempotent !== false) return 'takes an Idempotency-Key';
  return undefined;
};

/**
 * createHttpHandler for a group whose routes are all public and take no Idempotency-Key (the
 * API's own documentation): the same stack without authorization and the key store, the two that
 * read the table, so the bundle holds no DynamoDB client it would never call (about 160 KB and a
 * client construction at every cold start; docs/decisions/bundles.md). A route that needs either
 * fails the handler as it is built.
 */
export const createPublicHttpHandler = <T extends Record<string, RouteDef>>(
  routes: T,
  operations: Operations<T>,
) => {
  const refused = Object.entries(routes).flatMap(([id, route]) => {
    const reason = needsTable(route);
    return reason ? [`${id} ${reason}`] : [];
  });
  if (refused.length > 0) throw new Error(`${refused.join(', ')}: use createHttpHandler`);
  return buildHttpHandler(routes, operations, {});
};
