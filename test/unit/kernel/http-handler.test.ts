import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contextToAuthorizer } from '#shared/auth/context.ts';
import { ConflictError } from '#shared/errors.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { Uid } from '#shared/schema/common.ts';

const Thing = z.object({ name: z.string().check(z.minLength(1)), count: z.int().check(z.gte(0)) });
const routes = defineRoutes({
  create: {
    method: 'POST',
    path: '/tenants/{tenantUid}/things',
    summary: 'create',
    auth: { permissions: ['CUSTOMER'] },
    request: { params: z.object({ tenantUid: Uid }), body: Thing },
    success: { status: 201, description: 'created', schema: Thing },
  },
  list: {
    method: 'GET',
    path: '/tenants/{tenantUid}/things',
    summary: 'list',
    auth: {},
    request: { params: z.object({ tenantUid: Uid }), query: pagingQuery(['name']) },
    success: { status: 200, description: 'ok' },
  },
  legacy: {
    method: 'PUT',
    path: '/tenants/{tenantUid}/things',
    summary: 'deprecated',
    auth: {},
    deprecated: true,
    request: { body: Thing },
    success: { status: 200, description: 'ok', schema: Thing },
  },
  stored: {
    method: 'GET',
    path: '/tenants/{tenantUid}/stored',
    summary: 'a record read with its table keys',
    auth: {},
    success: { status: 200, description: 'ok', schema: z.object({ items: z.array(Thing) }) },
  },
  explode: {
    method: 'DELETE',
    path: '/tenants/{tenantUid}/things',
    summary: 'fails',
    auth: {},
    success: { status: 204, description: 'never' },
  },
});

const handler = createHttpHandler(routes, {
  create: async ({ body }) => ({ body }),
  list: async ({ query }) => ({ body: query }),
  legacy: async ({ body }) => ({ body }),
  stored: async () => ({
    body: { items: [{ pk: 'T#t1#THING', sk: 'THING#a', recordType: 'THING', name: 'a', count: 1 }] },
  }),
  explode: async () => {
    throw new Error('secret table name leaked in message');
  },
});

const context = { functionName: 'test', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as Context;
const auth = contextToAuthorizer({
  tenantUid: 't1',
  permissions: ['CUSTOMER'],
  access: 'ADMIN',
  scheme: 'access',
  sub: 's',
});

const invoke = async (
  over: Partial<APIGatewayProxyEvent>,
): Promise<APIGatewayProxyResult & { json: any }> => {
  const event = {
    resource: '/tenants/{tenantUid}/things',
    path: '/tenants/t1/things',
    httpMethod: 'POST',
    headers: { 'Content-Type': 'application/json' },
    pathParameters: { tenantUid: 't1' },
    queryStringParameters: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', authorizer: auth },
    ...over,
  } as unknown as APIGatewayProxyEvent;
  const result = (await handler(event, context)) as APIGatewayProxyResult;
  return { ...result, json: result.body ? JSON.parse(result.body) : undefined };
};

describe('HTTP kernel', () => {
  it('validates, runs the operation and answers with the declared status and a request id', async () => {
    const res = await invoke({ body: JSON.stringify({ name: 'a', count: 1, unknown: 'ignored' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json).toEqual({ name: 'a', count: 1 });
    expect(res.headers?.['x-request-id']).toBe('req-1');
  });

  it('answers what the success schema declares: table keys left on a record never leave', async () => {
    const res = await invoke({ httpMethod: 'GET', resource: '/tenants/{tenantUid}/stored', body: null });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ items: [{ name: 'a', count: 1 }] });
  });

  it('answers malformed JSON with 400 problem+json', async () => {
    const res = await invoke({ body: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.headers?.['content-type']).toBe('application/problem+json');
    expect(res.json).toMatchObject({
      status: 400,
      errors: [{ path: 'body' }],
      instance: '/tenants/t1/things',
      requestId: 'req-1',
    });
  });

  it('answers a non-JSON content type with 415', async () => {
    const res = await invoke({ headers: { 'content-type': 'text/plain' }, body: 'name=a' });
    expect(res.statusCode).toBe(415);
    expect(res.json.detail).toMatch(/application\/json/);
  });

  it('accepts application/json with a charset and +json media types', async () => {
    const body = JSON.stringify({ name: 'a', count: 1 });
    expect(
      (await invoke({ headers: { 'content-type': 'application/json; charset=utf-8' }, body })).statusCode,
    ).toBe(201);
    expect(
      (await invoke({ headers: { 'content-type': 'application/merge-patch+json' }, body })).statusCode,
    ).toBe(201);
  });

  it('answers a body above 1 MiB with 413', async () => {
    const res = await invoke({ body: JSON.stringify({ name: 'x'.repeat(1024 * 1024), count: 1 }) });
    expect(res.statusCode).toBe(413);
  });

  it('lists every invalid field, with its location', async () => {
    const res = await invoke({
      body: JSON.stringify({ name: '', count: -1 }),
      pathParameters: { tenantUid: 't1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.map((e: { path: string }) => e.path).sort()).toEqual(['body.count', 'body.name']);
  });

  it('names required fields when the body is missing', async () => {
    const res = await invoke({ body: null });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.map((e: { path: string }) => e.path).sort()).toEqual(['body.count', 'body.name']);
  });

  it('answers invalid paging values with 400 naming the parameter', async () => {
    const res = await invoke({
      httpMethod: 'GET',
      queryStringParameters: { pageSize: '501', pageNumber: '0', sortBy: 'secret' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'query.pageNumber',
      'query.pageSize',
      'query.sortBy',
    ]);
  });

  it('refuses a token of another tenant (403) and a missing authorizer context (401)', async () => {
    expect((await invoke({ pathParameters: { tenantUid: 't2' }, body: '{}' })).statusCode).toBe(403);
    const res = await invoke({ requestContext: { requestId: 'r' } as never, body: '{}' });
    expect(res.statusCode).toBe(401);
    expect(res.headers?.['WWW-Authenticate']).toContain('Bearer');
  });

  it('marks every answer of a deprecated route, errors included', async () => {
    const ok = await invoke({ httpMethod: 'PUT', body: JSON.stringify({ name: 'a', count: 1 }) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers?.Deprecation).toBe('true');
    const bad = await invoke({ httpMethod: 'PUT', body: JSON.stringify({ name: '' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers?.Deprecation).toBe('true');
  });

  it('answers unexpected failures with 500 and no internals', async () => {
    const res = await invoke({ httpMethod: 'DELETE' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json.detail).toContain('req-1');
  });

  it('maps AppErrors to their status, each field issue with its path and message only', async () => {
    // A use case may collect issues with working members of its own (a status per line).
    const issues = [{ path: 'body.lines.0', message: 'is taken', status: 409 }];
    const conflict = createHttpHandler(routes, {
      create: async () => {
        throw new ConflictError('duplicate', { errors: issues });
      },
      list: async () => ({}),
      legacy: async () => ({}),
      stored: async () => ({}),
      explode: async () => ({}),
    });
    const event = {
      resource: '/tenants/{tenantUid}/things',
      httpMethod: 'POST',
      headers: { 'content-type': 'application/json' },
      pathParameters: { tenantUid: 't1' },
      body: '{"name":"a","count":1}',
      requestContext: { requestId: 'x', authorizer: auth },
    };
    const res = (await conflict(event as never, context)) as APIGatewayProxyResult;
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body)).toMatchObject({ title: 'Conflict', detail: 'duplicate' });
    expect(JSON.parse(res.body).errors).toEqual([{ path: 'body.lines.0', message: 'is taken' }]);
  });
});
