import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayAuthorizerResult, APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { HttpFunctionDef } from '#functions/registry.ts';
import { invoke, lambdaContext, loadHandler } from './lambda.ts';
import { invokeStreamed, isStreamedHandler } from './response-stream.ts';
import { createRouter } from './router.ts';

const AUTHORIZER_ENTRY = 'functions/authorizer/handler.ts';
/** API Gateway's own payload limit; the handlers enforce the API's 1 MiB. */
const GATEWAY_MAX_BYTES = 10 * 1024 * 1024;
export const BASE_PATH = '/v2';

const problem = (
  res: ServerResponse,
  status: number,
  title: string,
  detail: string,
  extra: Record<string, string> = {},
) => {
  const requestId = randomUUID();
  res.writeHead(status, { 'content-type': 'application/problem+json', 'x-request-id': requestId, ...extra });
  res.end(JSON.stringify({ type: 'about:blank', title, status, detail, instance: '', requestId }));
};

const readBody = (req: IncomingMessage): Promise<Buffer | 'too-large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= GATEWAY_MAX_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > GATEWAY_MAX_BYTES ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * The local API Gateway: turns HTTP requests into REST proxy events, runs the same authorizer
 * (with its result cache) and the same group handlers, and writes their responses back.
 */
export const startApiServer = async (options: {
  port: number;
  functions: readonly HttpFunctionDef[];
  authorizerCacheSeconds: number;
}): Promise<Server> => {
  const route = createRouter(options.functions);
  const cache = new Map<string, { result: APIGatewayAuthorizerResult; expires: number }>();

  const authorize = async (authorization: string, methodArn: string) => {
    const hit = cache.get(authorization);
    if (hit && hit.expires > Date.now()) return hit.result;
    const result = (await invoke(AUTHORIZER_ENTRY, 'authorizer', {
      type: 'REQUEST',
      methodArn,
      headers: { Authorization: authorization },
    })) as APIGatewayAuthorizerResult;
    if (options.authorizerCacheSeconds > 0) {
      cache.set(authorization, { result, expires: Date.now() + options.authorizerCacheSeconds * 1000 });
    }
    return result;
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!url.pathname.startsWith(`${BASE_PATH}/`))
        return problem(res, 404, 'Not found', `no route ${url.pathname}`);
      const path = url.pathname.slice(BASE_PATH.length);
      const method = req.method ?? 'GET';
      const match = route(method, path);
      if (!match) return problem(res, 404, 'Not found', `no route ${method} ${BASE_PATH}${path}`);
      if ('allow' in match) {
        return problem(res, 405, 'Method not allowed', `${method} is not allowed here`, {
          allow: match.allow.join(', '),
        });
      }
      const body = await readBody(req);
      if (body === 'too-large') return problem(res, 413, 'Payload too large', 'request body is too large');
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(req.headers))
        if (value !== undefined) headers[key] = String(value);
      const requestId = randomUUID();
      const methodArn = `arn:aws:execute-api:local:000000000000:local/v2/${method}${match.route.path}`;
      let authorizer: Record<string, unknown> | null = null;
      if (match.route.auth !== 'public') {
        const authorization = headers.authorization;
        const unauthorized = () =>
          problem(res, 401, 'Unauthorized', 'a valid bearer token is required', {
            'www-authenticate': 'Bearer error="invalid_token"',
          });
        if (!authorization) return unauthorized();
        try {
          const result = await authorize(authorization, methodArn);
          authorizer = { ...result.context, principalId: result.principalId };
        } catch {
          return unauthorized();
        }
      }
      const query = Object.fromEntries(url.searchParams.entries());
      const event: APIGatewayProxyEvent = {
        resource: match.route.path,
        path,
        httpMethod: method,
        headers,
        multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
        queryStringParameters: url.searchParams.size > 0 ? query : null,
        multiValueQueryStringParameters:
          url.searchParams.size > 0
            ? Object.fromEntries([...url.searchParams.keys()].map((k) => [k, url.searchParams.getAll(k)]))
            : null,
        pathParameters: Object.keys(match.pathParameters).length > 0 ? match.pathParameters : null,
        stageVariables: null,
        isBase64Encoded: false,
        body: body.length > 0 ? body.toString('utf8') : null,
        requestContext: {
          accountId: '000000000000',
          apiId: 'local',
          authorizer,
          httpMethod: method,
          path: `${BASE_PATH}${path}`,
          protocol: 'HTTP/1.1',
          requestId,
          requestTimeEpoch: Date.now(),
          resourceId: 'local',
          resourcePath: match.route.path,
          stage: 'v2',
          identity: {
            sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
            userAgent: headers['user-agent'] ?? null,
          } as never,
        },
      };
      if (match.route.streamed) {
        // API Gateway's STREAM integration: the body reaches the client as the function writes it.
        const handler = await loadHandler(match.fn.entry);
        if (!isStreamedHandler(handler)) throw new Error(`${match.fn.name} does not stream its responses`);
        const context = lambdaContext(match.fn.name, match.fn.timeoutSeconds);
        return await invokeStreamed(handler, event, context, res);
      }
      const result = (await invoke(
        match.fn.entry,
        match.fn.name,
        event,
        match.fn.timeoutSeconds,
      )) as APIGatewayProxyResult;
      res.writeHead(result.statusCode, { ...(result.headers as Record<string, string>) });
      // A document's bytes come base64 from the function; API Gateway sends them decoded.
      res.end(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''));
    } catch (error) {
      // The gateway's own 502 when a function crashes outside its error handling.
      console.error('local gateway: function failed', error);
      if (!res.headersSent) problem(res, 502, 'Bad gateway', 'the function failed');
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return server;
};
