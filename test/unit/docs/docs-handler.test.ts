import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from '#functions/docs/handler.ts';

// The docs function reads its document from a file at run time (beside the bundle when deployed,
// docs/openapi.json here) and needs no table: its handler answers without any AWS configuration.
const DOCUMENT = resolve(import.meta.dirname, '../../../docs/openapi.json');
const context = { functionName: 'docs', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as Context;
const get = async (resource: string, path: string, pathParameters: Record<string, string> | null = null) =>
  (await handler(
    {
      resource,
      path,
      httpMethod: 'GET',
      headers: {},
      pathParameters,
      queryStringParameters: null,
      body: null,
      isBase64Encoded: false,
      requestContext: { requestId: 'req-1' },
    } as unknown as APIGatewayProxyEvent,
    context,
  )) as APIGatewayProxyResult;

describe('the docs function', () => {
  it('serves the generated document as compact JSON, the same on every request', async () => {
    const first = await get('/openapi.json', '/openapi.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers?.['content-type']).toBe('application/json');
    expect(first.body).toBe(JSON.stringify(JSON.parse(readFileSync(DOCUMENT, 'utf8'))));
    expect((await get('/openapi.json', '/openapi.json')).body).toBe(first.body);
  });

  it('redirects a known problem type and answers an unknown one with a 404 problem', async () => {
    const known = await get('/docs/problems/{problemType}', '/docs/problems/not-found', {
      problemType: 'not-found',
    });
    expect(known.statusCode).toBe(302);
    expect(known.headers?.location).toBe('../../docs#section/Problem-types/not-found');
    const unknown = await get('/docs/problems/{problemType}', '/docs/problems/nope', { problemType: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers?.['content-type']).toBe('application/problem+json');
  });
});
