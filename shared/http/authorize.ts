import type { APIGatewayProxyEvent } from 'aws-lambda';
import { contextFromAuthorizer } from '#shared/auth/context.ts';
import { type AuthContext, denialReason } from '#shared/auth/model.ts';
import { ForbiddenError, UnauthorizedError } from '#shared/errors.ts';
import type { RouteDef } from '#shared/http/route.ts';

/**
 * Enforces a route's declaration against the authorizer's context: the token's tenant must be
 * the path's tenant, its scheme must be accepted, and it must hold the permission/access level.
 */
export const authorizeRoute = (route: RouteDef, event: APIGatewayProxyEvent): AuthContext => {
  if (route.auth === 'public') return undefined as unknown as AuthContext;
  const auth = contextFromAuthorizer(event.requestContext?.authorizer);
  if (!auth) throw new UnauthorizedError('a valid bearer token is required');
  const pathTenant = event.pathParameters?.tenantUid;
  if (pathTenant !== undefined && pathTenant !== auth.tenantUid) {
    throw new ForbiddenError(`the token is not valid for tenant '${pathTenant}'`);
  }
  const reason = denialReason(route.auth, auth);
  if (reason) throw new ForbiddenError(reason);
  return auth;
};
