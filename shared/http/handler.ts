import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { AuthContext } from '#shared/auth/model.ts';
import { config } from '#shared/config.ts';
import { withDbUsage } from '#shared/db/usage.ts';
import { AppError } from '#shared/errors.ts';
import { authorizeRoute } from '#shared/http/authorize.ts';
import { withIdempotency } from '#shared/http/idempotency.ts';
import { toProblemResponse } from '#shared/http/problem.ts';
import { normalizeHeaders, readJsonBody, validateInput } from '#shared/http/request.ts';
import { type OperationInput, type RouteDef, routeKey } from '#shared/http/route.ts';
import { logger } from '#shared/observability.ts';

/** What an operation receives: validated input plus the caller and request metadata. */
export type OperationRequest<R extends RouteDef> = OperationInput<R> & {
  /** The caller; always set on routes that are not public. */
  auth: AuthContext;
  headers: Record<string, string>;
  requestId: string;
  event: APIGatewayProxyEvent;
};

/** What an operation returns. `status` defaults to the route's declared success status. */
export type OperationResult = { status?: number; body?: unknown; headers?: Record<string, string> };

export type Operations<T extends Record<string, RouteDef>> = {
  [K in keyof T]: (request: OperationRequest<T[K]>) => Promise<OperationResult>;
};

const respond = (route: RouteDef, result: OperationResult, requestId: string): APIGatewayProxyResult => {
  const status = result.status ?? route.success.status;
  if (config.validateResponses && status === route.success.status && route.success.schema) {
    const check = route.success.schema.safeParse(result.body);
    if (!check.success) {
      logger.error('response does not match its declared schema', { issues: check.error.issues });
      throw new Error(`response does not match schema: ${JSON.stringify(check.error.issues).slice(0, 2000)}`);
    }
  }
  const hasBody = status !== 204 && result.body !== undefined;
  return {
    statusCode: status,
    headers: {
      'x-request-id': requestId,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(route.deprecated ? { Deprecation: 'true' } : {}),
      ...result.headers,
    },
    body: hasBody ? JSON.stringify(result.body) : '',
  };
};

/**
 * Builds the Lambda handler of one endpoint group from its route table and its operations.
 * Order: find route -> authorize -> read body -> validate -> (idempotency) -> operation -> respond.
 * Every failure goes through `toProblemResponse`.
 */
export const createHttpHandler = <T extends Record<string, RouteDef>>(
  routes: T,
  operations: Operations<T>,
) => {
  const table = new Map<string, { route: RouteDef; operation: (r: never) => Promise<OperationResult> }>();
  for (const [id, route] of Object.entries(routes)) {
    table.set(routeKey(route.method, route.path), { route, operation: operations[id as keyof T] as never });
  }

  const handle = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
    const requestId = event.requestContext?.requestId ?? crypto.randomUUID();
    const instance = event.path ?? event.resource;
    logger.appendKeys({ requestId, route: `${event.httpMethod} ${event.resource}` });
    const entry = table.get(routeKey(event.httpMethod, event.resource));
    try {
      if (!entry) throw new AppError(404, 'Not found', `no route ${event.httpMethod} ${event.resource}`);
      const { route, operation } = entry;
      const auth = authorizeRoute(route, event);
      const headers = normalizeHeaders(event.headers);
      const rawBody = readJsonBody(event, headers);
      const input = validateInput(route, event, rawBody);
      const run = async () => {
        const result = await operation({ ...input, auth, headers, requestId, event } as never);
        return respond(route, result, requestId);
      };
      const { result, usage } = await withDbUsage(() => withIdempotency(route, auth, headers, rawBody, run));
      if (config.reportDbUsage) {
        result.headers = {
          ...result.headers,
          'x-db-round-trips': String(usage.roundTrips),
          'x-db-read-units': String(usage.readUnits),
          'x-db-write-units': String(usage.writeUnits),
        };
      }
      return result;
    } catch (error) {
      const problem = toProblemResponse(error, { requestId, instance });
      // A deprecated route says so on every answer, errors included.
      if (entry?.route.deprecated) problem.headers = { ...problem.headers, Deprecation: 'true' };
      return problem;
    }
  };

  return middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(handle);
};
