import type * as z from 'zod/mini';
import type { RouteAuth } from '#shared/auth/model.ts';
import type { BytesOffer } from '#shared/http/raw-bytes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A documented response of a route. `schema` absent means no body (204) or an opaque body. */
export type ResponseDef = {
  description: string;
  schema?: z.ZodMiniType;
  headers?: Record<string, string>;
  /** The same answer in other media types a client may ask for with Accept (documented only). */
  alsoAs?: Readonly<Record<string, z.ZodMiniType>>;
  /** The media type of an opaque body (no `schema`): a page, a script (documented only). */
  mediaType?: string;
  /**
   * A document's raw bytes, which the JSON answer carries base64: sent as bytes when Accept asks
   * for one of `mediaTypes` (shared/http/raw-bytes.ts; application/octet-stream: any document).
   */
  bytes?: BytesOffer;
};

/**
 * One route, declared once in its group's `routes.ts`. The CDK stack, the local server, the
 * OpenAPI generator and the permission tests all read these declarations.
 */
export type RouteDef = {
  method: HttpMethod;
  /** Path under /v2 with `{param}` placeholders, e.g. `/tenants/{tenantUid}/customers`. */
  path: string;
  summary: string;
  description?: string;
  tags?: readonly string[];
  /** `'public'` for routes without a bearer token (health, OpenAPI, mail-provider callback). */
  auth: RouteAuth | 'public';
  request?: {
    params?: z.ZodMiniObject;
    query?: z.ZodMiniObject;
    body?: z.ZodMiniType;
    /** Body is optional (e.g. DELETE with an optional body). */
    bodyOptional?: boolean;
  };
  /**
   * The success status and its response. `location` (a 201's) is the path under /v2 of what the
   * request created, each `{name}` taken from the path parameters, else from the response body's
   * top-level member of that name; the kernel sends it as `Location` (docs/conventions.md,
   * "Status codes").
   */
  success: { status: number; location?: string } & ResponseDef;
  /** Extra documented responses (beyond the problem responses every route can give). */
  responses?: Record<number, ResponseDef>;
  deprecated?: boolean;
  /** Whether Idempotency-Key is honoured (default: true for POST/PUT/PATCH/DELETE). */
  idempotent?: boolean;
  /**
   * The body is streamed as the operation produces it (`stream` in its result): Lambda response
   * streaming behind an API Gateway integration in STREAM mode, chunked by the local server. For
   * documents larger than a buffered response (6 MB). A Lambda handler streams all its responses
   * or none, so a function's routes are all streamed or none (checked by its handler and the stack).
   */
  streamed?: boolean;
  /**
   * A route under a store (`/stores/{storeUid}/...`) has its store checked by the kernel, a 404
   * naming `params.storeUid` when it does not exist (shared/http/store-scope.ts). `'operation'`:
   * the operation reads the store in a read it makes anyway and answers that 404 itself.
   */
  storeCheck?: 'operation';
};

/** Declares a group's routes keyed by operationId; keeps literal types for the handler map. */
export const defineRoutes = <const T extends Record<string, RouteDef>>(routes: T): T => routes;

/** `GET /tenants/{tenantUid}` -> the key the local server and the group router use. */
export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

type Infer<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** The parsed, validated input an operation receives. */
export type OperationInput<R extends RouteDef> = {
  params: R['request'] extends { params: infer P } ? Infer<P> : Record<string, string>;
  query: R['request'] extends { query: infer Q } ? Infer<Q> : Record<string, string | undefined>;
  body: R['request'] extends { body: infer B } ? Infer<B> : undefined;
};
