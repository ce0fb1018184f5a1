import type { Readable } from 'node:stream';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { AuthContext } from '#shared/auth/model.ts';
import type { DbUsage } from '#shared/db/usage.ts';
import type { OperationInput, RouteDef } from '#shared/http/route.ts';

/**
 * The caller an operation of route R receives: none on a public route, always one on the others
 * (httpAuthorize refuses the request otherwise). A route typed only as RouteDef may be either.
 * Tested with Extract rather than `'public' extends R['auth']`, which holds for a rule such as
 * `{}` (any authenticated caller): a string is assignable to `{}`.
 */
export type CallerOf<R extends RouteDef> = [R['auth']] extends ['public']
  ? undefined
  : [Extract<R['auth'], 'public'>] extends [never]
    ? AuthContext
    : AuthContext | undefined;

/** What an operation receives: validated input plus the caller and request metadata. */
export type OperationRequest<R extends RouteDef> = OperationInput<R> & {
  /** The caller (CallerOf): undefined on public routes, set on all others. */
  auth: CallerOf<R>;
  headers: Record<string, string>;
  requestId: string;
  event: APIGatewayProxyEvent;
};

/**
 * What an operation returns. `status` defaults to the route's declared success status. `text` is
 * a body sent as it is instead of `body` as JSON (the reference page's HTML and script), with the
 * content-type the operation puts in `headers`. `stream` is the body of a streamed route
 * (RouteDef.streamed), written as it is read.
 */
export type OperationResult = {
  status?: number;
  body?: unknown;
  text?: string;
  stream?: Readable;
  headers?: Record<string, string>;
};

export type Operation = (request: never) => Promise<OperationResult>;

/**
 * What the HTTP middlewares learn about one request, in the order they run: the route and its
 * operation (httpRoute), the caller (httpAuthorize), headers and body (httpJsonBody), the
 * validated input (httpValidator), the store found (httpStoreScope), the Idempotency-Key claim
 * (httpIdempotency), the rate limit's headers (httpRateLimit).
 */
export type HttpState = {
  requestId: string;
  instance: string;
  route?: RouteDef;
  operation?: Operation;
  auth?: AuthContext;
  headers: Record<string, string>;
  rawBody?: unknown;
  input?: { params: unknown; query: unknown; body: unknown };
  /** The path's store, once httpStoreScope has found it. */
  storeFound?: string;
  idempotency?: { Key: { pk: string; sk: string } };
  usage?: DbUsage;
  /** Headers every answer after they are set carries, errors included (the tenant's RateLimit fields). */
  responseHeaders?: Record<string, string>;
};

/** The Lambda context as the HTTP middlewares extend it. */
export type HttpContext = Context & { http?: HttpState };

export type HttpRequest = {
  event: APIGatewayProxyEvent;
  context: HttpContext;
  response: APIGatewayProxyResult | undefined;
  error: unknown;
};

/** The request's HTTP state; set by httpRoute, the first HTTP middleware. */
export const httpState = (request: { context: HttpContext }): HttpState => {
  if (!request.context.http) throw new Error('httpRoute must run before the other HTTP middlewares');
  return request.context.http;
};
