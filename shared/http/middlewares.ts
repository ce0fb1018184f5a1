import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { AppError } from '#shared/errors.ts';
import { type HttpContext, type HttpRequest, httpState, type Operation } from '#shared/http/http-state.ts';
import { toProblemResponse } from '#shared/http/problem.ts';
import { normalizeHeaders, readJsonBody, validateInput } from '#shared/http/request.ts';
import { type RouteDef, routeKey } from '#shared/http/route.ts';
import { logger } from '#shared/observability.ts';

export type Middleware = MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, HttpContext>;

/** Finds the declared route of the request (404 when the group has none) and names the request. */
export const httpRoute = (
  table: ReadonlyMap<string, { route: RouteDef; operation: Operation }>,
): Middleware => ({
  before: (request) => {
    const { event } = request;
    const requestId = event.requestContext?.requestId ?? crypto.randomUUID();
    const entry = table.get(routeKey(event.httpMethod, event.resource));
    request.context.http = {
      requestId,
      instance: event.path ?? event.resource,
      headers: {},
      ...(entry ? { route: entry.route, operation: entry.operation } : {}),
    };
    logger.appendKeys({ requestId, route: `${event.httpMethod} ${event.resource}` });
    if (!entry) throw new AppError(404, 'Not found', `no route ${event.httpMethod} ${event.resource}`);
  },
});

/** Options of httpJsonBody; absent ones take these values. */
const jsonBodyDefaults = {
  /** Largest accepted body in bytes (DESIGN section 3): 1 MiB. */
  maxBytes: 1024 * 1024,
};
export type JsonBodyOptions = typeof jsonBodyDefaults;

/** Reads the JSON body: 413 above `maxBytes`, 415 for another content type, 400 for malformed JSON. */
export const httpJsonBody = (opts: Partial<JsonBodyOptions> = {}): Middleware => {
  const options = { ...jsonBodyDefaults, ...opts };
  return {
    before: (request) => {
      const state = httpState(request);
      state.headers = normalizeHeaders(request.event.headers);
      state.rawBody = readJsonBody(request.event, state.headers, options.maxBytes);
    },
  };
};

/** Validates path, query and body against the route's schemas, listing every invalid field (400). */
export const httpValidator = (): Middleware => ({
  before: (request) => {
    const state = httpState(request);
    state.input = validateInput(state.route!, request.event, state.rawBody);
  },
});

/**
 * The one error handler: turns any error into an RFC 9457 problem response (AppErrors keep their
 * status; anything else is a 500 naming only the request id). Register it first so that its
 * onError runs last, after the others have cleaned up.
 */
export const httpProblem = (): Middleware => ({
  onError: (request) => {
    const r = request as unknown as HttpRequest;
    const state = r.context.http;
    const requestId = state?.requestId ?? r.event.requestContext?.requestId ?? crypto.randomUUID();
    const problem = toProblemResponse(r.error, {
      requestId,
      instance: state?.instance ?? r.event.path ?? '',
    });
    // A deprecated route says so on every answer, errors included.
    if (state?.route?.deprecated) problem.headers = { ...problem.headers, Deprecation: 'true' };
    if (state?.responseHeaders) problem.headers = { ...problem.headers, ...state.responseHeaders };
    // Set rather than returned, so that middlewares registered before this one still run.
    r.response = problem;
  },
});
