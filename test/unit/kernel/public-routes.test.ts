import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contextToAuthorizer } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import type { CallerOf, OperationRequest } from '#shared/http/http-state.ts';
import { defineRoutes, type RouteDef } from '#shared/http/route.ts';
import { TenantParams } from '#shared/schema/params.ts';

const routes = defineRoutes({
  ping: {
    method: 'GET',
    path: '/ping',
    summary: 'ping',
    auth: 'public',
    success: { status: 200, description: 'ok' },
  },
  me: {
    method: 'GET',
    path: '/tenants/{tenantUid}/me',
    summary: 'me',
    auth: {},
    request: { params: TenantParams },
    success: { status: 200, description: 'ok' },
  },
  admin: {
    method: 'GET',
    path: '/tenants/{tenantUid}/admin',
    summary: 'admin',
    auth: { access: 'ADMIN' },
    request: { params: TenantParams },
    success: { status: 200, description: 'ok' },
  },
});

const seen: Array<AuthContext | undefined> = [];
const handler = createHttpHandler(routes, {
  ping: async ({ auth }) => {
    seen.push(auth);
    return { body: { pong: true } };
  },
  me: async ({ auth }) => ({ body: { tenantUid: auth.tenantUid } }),
  admin: async ({ auth }) => ({ body: { tenantUid: auth.tenantUid } }),
});

const context = { functionName: 'test', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as Context;
const invoke = async (resource: string, path: string, authorizer?: Record<string, unknown>) => {
  const event = {
    resource,
    path,
    httpMethod: 'GET',
    headers: {},
    pathParameters: path === '/ping' ? null : { tenantUid: 't1' },
    queryStringParameters: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', ...(authorizer ? { authorizer } : {}) },
  } as unknown as APIGatewayProxyEvent;
  return (await handler(event, context)) as APIGatewayProxyResult;
};

describe('the caller an operation receives', () => {
  it('is typed undefined on a public route and AuthContext on every other', () => {
    expectTypeOf<OperationRequest<typeof routes.ping>['auth']>().toEqualTypeOf<undefined>();
    expectTypeOf<OperationRequest<typeof routes.me>['auth']>().toEqualTypeOf<AuthContext>();
    expectTypeOf<OperationRequest<typeof routes.admin>['auth']>().toEqualTypeOf<AuthContext>();
    // A route known only as a RouteDef may be either.
    expectTypeOf<CallerOf<RouteDef>>().toEqualTypeOf<AuthContext | undefined>();
  });

  it('is undefined on a public route, even when a token came along', async () => {
    const authorizer = contextToAuthorizer({
      tenantUid: 't1',
      permissions: [],
      access: 'ADMIN',
      scheme: 'access',
      sub: 's',
    });
    seen.length = 0;
    expect((await invoke('/ping', '/ping')).statusCode).toBe(200);
    expect((await invoke('/ping', '/ping', authorizer)).statusCode).toBe(200);
    expect(seen).toEqual([undefined, undefined]);
    const me = await invoke('/tenants/{tenantUid}/me', '/tenants/t1/me', authorizer);
    expect(me.statusCode).toBe(200);
    expect(JSON.parse(me.body)).toEqual({ tenantUid: 't1' });
  });

  it('is required on the other routes: without one they answer 401 and never run', async () => {
    expect((await invoke('/tenants/{tenantUid}/me', '/tenants/t1/me')).statusCode).toBe(401);
  });
});
