import type { APIGatewayProxyEvent } from 'aws-lambda';
import { contextFromAuthorizer } from '#shared/auth/context.ts';
import { type AuthContext, denialReason } from '#shared/auth/model.ts';
import { assertDeviceTokenValid, assertIntegrationTokenValid } from '#shared/auth/revocation.ts';
import { ForbiddenError, UnauthorizedError } from '#shared/errors.ts';
import { httpState } from '#shared/http/http-state.ts';
import type { Middleware } from '#shared/http/middlewares.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { UID_PATTERN } from '#shared/schema/common.ts';

/**
 * Enforces a route's declaration against the authorizer's context: the token's tenant must be
 * the path's tenant, its scheme must be accepted, and it must hold the permission/access level;
 * an integration token must not have been revoked since (shared/auth/revocation.ts). Returns the
 * caller, or undefined on a public route, which has none (its operations are typed so: CallerOf).
 */
export const authorizeRoute = async (
  route: RouteDef,
  event: APIGatewayProxyEvent,
): Promise<AuthContext | undefined> => {
  if (route.auth === 'public') return undefined;
  const auth = contextFromAuthorizer(event.requestContext?.authorizer);
  if (!auth) throw new UnauthorizedError('a valid bearer token is required');
  const pathTenant = event.pathParameters?.tenantUid;
  // A tenant segment that is no UID at all (`%ZZ`, decoded or not) is left to the validator's 400
  // naming params.tenantUid; no operation runs for it either way.
  if (pathTenant !== undefined && pathTenant !== auth.tenantUid && UID_PATTERN.test(pathTenant)) {
    throw new ForbiddenError(`the token is not valid for tenant '${pathTenant}'`);
  }
  const reason = denialReason(route.auth, auth);
  if (reason) throw new ForbiddenError(reason);
  // The authorizer's answer is cached for minutes; a revoked integration token must stop sooner.
  if (auth.scheme === 'integration') {
    if (!auth.tokenHash) throw new UnauthorizedError('integration token context is incomplete');
    await assertIntegrationTokenValid(auth.tokenHash);
  }
  if (auth.scheme === 'device') {
    if (!auth.tokenHash || !auth.deviceUid) throw new UnauthorizedError('device token context is incomplete');
    await assertDeviceTokenValid(auth.tokenHash);
  }
  return auth;
};

/** Enforces the route's declaration against the authorizer's context (401/403). */
export const httpAuthorize = (): Middleware => ({
  before: async (request) => {
    const state = httpState(request);
    state.auth = await authorizeRoute(state.route!, request.event);
  },
});
