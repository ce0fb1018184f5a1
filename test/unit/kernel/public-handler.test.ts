import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createPublicHttpHandler } from '#shared/http/public-handler.ts';
import { defineRoutes } from '#shared/http/route.ts';

const ping = {
  method: 'GET',
  path: '/ping/{name}',
  summary: 'ping',
  auth: 'public',
  request: { params: z.object({ name: z.string().check(z.maxLength(3)) }) },
  success: { status: 200, description: 'ok' },
} as const;

const context = { functionName: 'test', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as Context;
const get = (name: string) =>
  ({
    resource: '/ping/{name}',
    path: `/ping/${name}`,
    httpMethod: 'GET',
    headers: {},
    pathParameters: { name },
    queryStringParameters: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1' },
  }) as unknown as APIGatewayProxyEvent;

describe('createPublicHttpHandler: a group that needs no table', () => {
  const handler = createPublicHttpHandler(defineRoutes({ ping }), {
    ping: async ({ params }) => ({ body: { pong: params.name } }),
  });

  it('answers and validates like createHttpHandler', async () => {
    const ok = (await handler(get('abc'), context)) as APIGatewayProxyResult;
    expect([ok.statusCode, JSON.parse(ok.body)]).toEqual([200, { pong: 'abc' }]);
    const bad = (await handler(get('abcd'), context)) as APIGatewayProxyResult;
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).errors[0].path).toBe('params.name');
  });

  it('refuses a route with a caller or an Idempotency-Key as it is built', () => {
    const authed = defineRoutes({ ping: { ...ping, auth: {} } });
    expect(() => createPublicHttpHandler(authed, { ping: async () => ({}) })).toThrow('ping is not public');
    const keyed = defineRoutes({ ping: { ...ping, method: 'POST' } });
    expect(() => createPublicHttpHandler(keyed, { ping: async () => ({}) })).toThrow(
      'ping takes an Idempotency-Key',
    );
    const keyless = defineRoutes({ ping: { ...ping, method: 'POST', idempotent: false } });
    expect(() => createPublicHttpHandler(keyless, { ping: async () => ({}) })).not.toThrow();
  });
});
