import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { decodeSegment } from '#infra/local/router.ts';
import { contextToAuthorizer } from '#shared/auth/context.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { Uid } from '#shared/schema/common.ts';

const routes = defineRoutes({
  replace: {
    method: 'PUT',
    path: '/tenants/{tenantUid}/things/{thingUid}',
    summary: 'replace',
    auth: {},
    request: { params: z.object({ tenantUid: Uid, thingUid: Uid }), body: z.object({ name: z.string() }) },
    success: { status: 200, description: 'ok' },
  },
});
let ran = 0;
const handler = createHttpHandler(routes, {
  replace: async ({ body }) => {
    ran += 1;
    return { body };
  },
});
const context = { functionName: 'test', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as Context;
const authorizer = contextToAuthorizer({
  tenantUid: 't1',
  permissions: [],
  access: 'ADMIN',
  scheme: 'access',
  sub: 's',
});

const invoke = async (over: Partial<APIGatewayProxyEvent>) => {
  const event = {
    resource: '/tenants/{tenantUid}/things/{thingUid}',
    path: '/tenants/t1/things/x',
    httpMethod: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    pathParameters: { tenantUid: 't1', thingUid: 'x' },
    queryStringParameters: null,
    body: JSON.stringify({ name: 'a' }),
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', authorizer },
    ...over,
  } as unknown as APIGatewayProxyEvent;
  const result = (await handler(event, context)) as APIGatewayProxyResult;
  return { ...result, json: result.body ? JSON.parse(result.body) : undefined };
};

const MALFORMED = ['%ZZ', '%', '%E0%A4%A', '%C0%AF'];

describe('path segments with malformed percent-escapes', () => {
  it('the local gateway keeps a malformed escape as sent and decodes a valid one', () => {
    for (const raw of MALFORMED) expect(decodeSegment(raw)).toBe(raw);
    expect(decodeSegment('a%2Db')).toBe('a-b');
  });

  // REST API proxy events carry path parameters still percent-encoded; a gateway that decodes
  // them hands over U+FFFD or control characters instead. Neither shape may reach an operation.
  const shapes = [
    ...MALFORMED.map((raw) => ({ shape: 'encoded', value: raw })),
    { shape: 'decoded', value: '\uFFFD' },
    { shape: 'decoded', value: 'a/b' },
    { shape: 'decoded', value: 'nul\u0000' },
  ];
  for (const name of ['tenantUid', 'thingUid'] as const) {
    for (const { shape, value } of shapes) {
      it(`answers ${JSON.stringify(value)} (${shape}) in ${name} with 400 naming params.${name}`, async () => {
        const before = ran;
        const res = await invoke({ pathParameters: { tenantUid: 't1', thingUid: 'x', [name]: value } });
        expect(res.statusCode).toBe(400);
        expect(res.headers?.['content-type']).toBe('application/problem+json');
        expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(`params.${name}`);
        expect(ran).toBe(before);
      });
    }
  }
});

describe('request charset', () => {
  it('refuses a charset other than UTF-8 with 415', async () => {
    for (const type of ['application/json; charset=utf-16', 'application/json;charset="ISO-8859-1"']) {
      const res = await invoke({ headers: { 'Content-Type': type } });
      expect(res.statusCode).toBe(415);
      expect(res.headers?.['content-type']).toBe('application/problem+json');
    }
  });

  it('accepts UTF-8 spelled either way, and no charset', async () => {
    for (const type of [
      'application/json; charset=UTF-8',
      'application/json; charset="utf8"',
      'application/json',
    ]) {
      expect((await invoke({ headers: { 'Content-Type': type } })).statusCode).toBe(200);
    }
  });
});

describe('control characters', () => {
  it('refuses C0 controls in body strings and keys with 400 naming the field', async () => {
    for (const name of ['a\u0000b', 'esc\u001b[2J', 'bell\u0007']) {
      const res = await invoke({ body: JSON.stringify({ name }) });
      expect(res.statusCode).toBe(400);
      expect(res.json.errors).toContainEqual({
        path: 'body.name',
        message: 'must not contain control characters',
      });
    }
    const key = await invoke({ body: JSON.stringify({ name: 'a', 'x\u0000': 1 }) });
    expect(key.statusCode).toBe(400);
  });

  // Found by the OpenAPI fuzz: a stored lone surrogate made every search-index write of its
  // stream batch fail (PostgreSQL 22P02), so the kernel refuses it like a control character.
  it('refuses unpaired surrogates in body strings and keys, and keeps paired ones', async () => {
    for (const raw of ['{"name":"a\\ud800"}', '{"name":"\\udfffb"}']) {
      const res = await invoke({ body: raw });
      expect(res.statusCode).toBe(400);
      expect(res.json.errors).toContainEqual({
        path: 'body.name',
        message: 'must not contain unpaired surrogates',
      });
    }
    expect((await invoke({ body: '{"name":"a","k\\ud800":1}' })).statusCode).toBe(400);
    const pair = await invoke({ body: JSON.stringify({ name: '𝔘 \ud83d\ude00' }) });
    expect(pair.statusCode).toBe(200);
  });

  it('keeps tab and line breaks for multi-line text', async () => {
    const res = await invoke({ body: JSON.stringify({ name: 'one\ntwo\r\n\tthree' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json.name).toBe('one\ntwo\r\n\tthree');
  });
});
