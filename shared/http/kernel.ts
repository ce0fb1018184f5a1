import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { executionModeStreamifyResponse } from '@middy/core/StreamifyResponse';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { config } from '#shared/config.ts';
import { withDbUsage } from '#shared/db/usage.ts';
import {
  type HttpContext,
  httpState,
  type Operation,
  type OperationRequest,
  type OperationResult,
} from '#shared/http/http-state.ts';
import { httpMetrics } from '#shared/http/metrics.ts';
import {
  httpJsonBody,
  httpProblem,
  httpRoute,
  httpValidator,
  type Middleware,
} from '#shared/http/middlewares.ts';
import { rawBytesResponse, rawBytesResult } from '#shared/http/raw-bytes.ts';
import { type RouteDef, routeKey } from '#shared/http/route.ts';
import { metricsMiddleware } from '#shared/metrics.ts';
import { logger } from '#shared/observability.ts';
import { CONSISTENCY_TOKEN_HEADER } from '#shared/search/consistency-token.ts';
import { withReadSession } from '#shared/search/read-session.ts';

export type Operations<T extends Record<string, RouteDef>> = {
  [K in keyof T]: (request: OperationRequest<T[K]>) => Promise<OperationResult>;
};

/**
 * The body a success response sends: what its schema makes of the operation's result, so a member
 * the schema does not declare (a table key left on a record) never leaves the function, whichever
 * repository forgot it. A body the schema refuses is a 500 locally (VALIDATE_RESPONSES); in the
 * cloud it is logged and sent as it is, as before the schema was applied to it.
 */
const declaredBody = (route: RouteDef, status: number, body: unknown): unknown => {
  if (status !== route.success.status || !route.success.schema || body === undefined) return body;
  const check = route.success.schema.safeParse(body);
  if (check.success) return check.data;
  logger.error('response does not match its declared schema', { issues: check.error.issues });
  if (config.validateResponses)
    throw new Error(`response does not match schema: ${JSON.stringify(check.error.issues).slice(0, 2000)}`);
  return body;
};

/**
 * The `Location` of a 201: the route's `success.location` filled from the path parameters, else
 * the body's members (`{a.b}`: member b of member a), under the prefix the request came by (the stage, `/v2`), which
 * `requestContext.path` has and `path` has not. Undefined when a member is missing.
 */
const locationOf = (
  route: RouteDef,
  params: Record<string, unknown>,
  body: unknown,
  event: APIGatewayProxyEvent,
): string | undefined => {
  const template = route.success.location;
  if (!template) return undefined;
  const members = (body ?? {}) as Record<string, unknown>;
  let missing = false;
  const path = template.replace(/\{([\w.]+)\}/g, (_, name: string) => {
    // `{device.deviceUid}`: a member of a body member.
    const [first, ...rest] = name.split('.');
    const value = rest.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      params[first!] ?? members[first!],
    );
    // A whole number fills a segment too (a report's number).
    if (Number.isSafeInteger(value)) return String(value);
    if (typeof value !== 'string' || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  if (missing) return undefined;
  const full = event.requestContext?.path ?? '';
  const prefix = full.endsWith(event.path) ? full.slice(0, full.length - event.path.length) : '';
  return `${prefix}${path}`;
};

/** Maps an operation's result to the API Gateway response, its body as its schema declares it. */
const respond = (
  route: RouteDef,
  result: OperationResult,
  requestId: string,
  accept: string | undefined,
): APIGatewayProxyResult => {
  const status = result.status ?? route.success.status;
  if (result.stream) return streamedResponse(route, status, result, requestId);
  const body = result.text === undefined ? declaredBody(route, status, result.body) : undefined;
  // A document asked for as bytes (Accept: application/pdf, ...) answers them, not JSON.
  const raw = result.text === undefined ? rawBytesResponse(route, status, accept, body) : undefined;
  if (raw)
    return rawBytesResult(status, raw, {
      'x-request-id': requestId,
      ...(route.deprecated ? { Deprecation: 'true' } : {}),
      ...result.headers,
    });
  const hasBody = status !== 204 && (result.body !== undefined || result.text !== undefined);
  return {
    statusCode: status,
    headers: {
      'x-request-id': requestId,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(route.deprecated ? { Deprecation: 'true' } : {}),
      ...result.headers,
    },
    body: hasBody ? (result.text ?? JSON.stringify(body)) : '',
  };
};

/**
 * A streamed route's response: middy's streaming mode writes the status and headers first, then
 * pipes the body. The status is sent before the body is read, so a failure after that cannot
 * become a problem response: the stream is destroyed, the runtime ends the response short and the
 * client holds a truncated (invalid) document. Logged here with the request, whose keys the
 * logger has already reset by then.
 */
const streamedResponse = (
  route: RouteDef,
  status: number,
  result: OperationResult,
  requestId: string,
): APIGatewayProxyResult => {
  result.stream!.once('error', (error) =>
    logger.error('streamed response failed after its status was sent; the body is cut short', {
      requestId,
      route: `${route.method} ${route.path}`,
      error,
    }),
  );
  const headers = {
    'x-request-id': requestId,
    'content-type': 'application/json',
    ...(route.deprecated ? { Deprecation: 'true' } : {}),
    ...result.headers,
  };
  // The body is a Readable, which the streaming mode pipes; the proxy result type names a string.
  return { statusCode: status, headers, body: result.stream as unknown as string };
};

/** Whether a group's routes are streamed: all of them or none (one Lambda handler is either). */
const isStreamed = (routes: Record<string, RouteDef>): boolean => {
  const streamed = Object.values(routes).filter((r) => r.streamed === true).length;
  if (streamed > 0 && streamed < Object.keys(routes).length) {
    throw new Error(
      'a handler streams all its routes or none: put the streamed ones in a function of their own',
    );
  }
  return streamed > 0;
};

/**
 * Middy's streaming mode, which a streamed group passes in (shared/http/streamed-handler.ts):
 * imported here it would load node:stream/web into every function, a few ms of each cold start.
 */
export type StreamingMode = typeof executionModeStreamifyResponse;

/**
 * The middlewares that need the table: authorization (an integration or device token's
 * revocation is looked up), the store of a store-scoped path (its existence) and the
 * Idempotency-Key store. A group with none (every route public, none taking a key) bundles no
 * DynamoDB client.
 */
export type TableGuards = {
  authorize?: Middleware;
  rateLimit?: Middleware;
  stores?: Middleware;
  idempotency?: Middleware;
};

/**
 * Builds the Lambda handler of one endpoint group from its route table and its operations: a
 * middy stack of the Powertools logger, route lookup, authorization, the tenant's rate limit, JSON
 * body, validation, the store of a store-scoped path and Idempotency-Key (authorization, rate
 * limit, store check and key store are the `guards`), with one error handler (httpProblem) mapping every
 * failure to problem+json. A group whose routes are streamed (RouteDef.streamed) gets a streaming
 * handler: an error before the body starts is still a problem response with its status. Groups
 * call createHttpHandler (shared/http/handler.ts) or createPublicHttpHandler
 * (shared/http/public-handler.ts).
 */
export const buildHttpHandler = <T extends Record<string, RouteDef>>(
  routes: T,
  operations: Operations<T>,
  guards: TableGuards,
  streaming?: StreamingMode,
) => {
  if (isStreamed(routes) !== (streaming !== undefined)) {
    throw new Error(
      streaming
        ? 'only a group of streamed routes takes the streaming mode'
        : 'streamed routes need createStreamedHttpHandler (shared/http/streamed-handler.ts)',
    );
  }
  const table = new Map<string, { route: RouteDef; operation: Operation }>();
  for (const [id, route] of Object.entries(routes)) {
    table.set(routeKey(route.method, route.path), {
      route,
      operation: operations[id as keyof T] as Operation,
    });
  }

  const run = async (event: APIGatewayProxyEvent, context: HttpContext): Promise<APIGatewayProxyResult> => {
    const state = httpState({ context });
    const request = {
      ...state.input,
      auth: state.auth,
      headers: state.headers,
      requestId: state.requestId,
      event,
    };
    // The read-your-writes session of the caller (shared/search/read-session.ts): a write that
    // marks answers the Consistency-Token its client presents on its next requests.
    const presented = state.headers[CONSISTENCY_TOKEN_HEADER.toLowerCase()];
    const { result, usage, token } = await withDbUsage(() =>
      withReadSession(state.auth, presented, () => state.operation!(request as never)),
    ).then(({ result: { result, token }, usage }) => ({ result, usage, token }));
    const response = respond(state.route!, result, state.requestId, state.headers.accept);
    if (state.responseHeaders) response.headers = { ...response.headers, ...state.responseHeaders };
    const location =
      response.statusCode === 201 && !response.headers?.Location
        ? locationOf(state.route!, (state.input?.params ?? {}) as Record<string, unknown>, result.body, event)
        : undefined;
    if (location) response.headers = { ...response.headers, Location: location };
    if (token) response.headers = { ...response.headers, [CONSISTENCY_TOKEN_HEADER]: token };
    // A streamed body is read after this: the figures would miss most of its reads.
    if (config.reportDbUsage && !result.stream) {
      response.headers = {
        ...response.headers,
        'x-db-round-trips': String(usage.roundTrips),
        'x-db-read-units': String(usage.readUnits),
        'x-db-write-units': String(usage.writeUnits),
      };
    }
    return response;
  };

  // Order matters: befores run top-down, afters and onErrors bottom-up, so httpProblem's onError
  // runs after the logger and the Idempotency-Key release; the route's metrics (httpMetrics) see
  // the response it made, and the metrics are written last (shared/metrics.ts).
  // Streamed routes run in middy's streaming mode (awslambda.streamifyResponse, which the Lambda
  // runtime provides and infra/local/response-stream.ts stands in for locally).
  const engine = streaming
    ? middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, HttpContext>({ executionMode: streaming })
    : middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, HttpContext>();
  const routed = engine
    .use(metricsMiddleware())
    .use(httpMetrics(routes))
    .use(httpProblem())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpRoute(table));
  const authorized = guards.authorize ? routed.use(guards.authorize) : routed;
  // After authorization (only a caller the tenant let in spends its quota), before the body is
  // read: a tenant past its quota costs no parsing or validation.
  const parsed = (guards.rateLimit ? authorized.use(guards.rateLimit) : authorized)
    .use(httpJsonBody())
    .use(httpValidator());
  // After the validator (a well-formed uid), before the Idempotency-Key claim (a 404 stores nothing).
  const validated = guards.stores ? parsed.use(guards.stores) : parsed;
  return (guards.idempotency ? validated.use(guards.idempotency) : validated).handler(run);
};
