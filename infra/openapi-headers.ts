import type { RouteDef } from '#shared/http/route.ts';
import { boundJsonSchemaInputs } from '#shared/schema/bounds.ts';

/**
 * What the generator adds to the document zod-openapi built (infra/openapi.ts): the response
 * headers the API sends, declared once as components and referenced by each response that can
 * carry them (the tenant's RateLimit fields on every authenticated operation); the 429 of the
 * tenant's quota, API Gateway's throttling and the WAF's rate rule on any operation; and the input bounds the kernel enforces (shared/schema/bounds.ts).
 */

type Json = Record<string, unknown>;

const header = (description: string, schema: Json = { type: 'string', maxLength: 256 }) => ({
  required: false,
  description,
  schema,
});

/** The response headers (shared/http/kernel.ts, conditional.ts, problem.ts, idempotency.ts). */
export const HEADER_COMPONENTS = {
  RequestId: header(
    'The id of this request: quote it to support. Sent on every response of the service (a refusal by the gateway itself carries it as `requestId` in the body).',
  ),
  ETag: header(
    'The version of the resource the response is, as a strong entity tag (`"3"`): send it as `If-Match` to update or delete that version. Sent with a single versioned resource.',
  ),
  Location: header('The URL of the resource a create made. Sent with 201.'),
  Deprecation: header(
    '`true`: the operation is deprecated (RFC 9745); its description names the successor.',
    {
      type: 'string',
      const: 'true',
    },
  ),
  RetryAfter: header('Seconds to wait before retrying.', { type: 'integer', minimum: 0, maximum: 86400 }),
  RateLimitPolicy: header(
    'The caller\'s tenant quota policy (draft-ietf-httpapi-ratelimit-headers, the `RateLimit-Policy` structured field): `"tenant";q=<requests>;w=<seconds>`, a token bucket of `q` requests refilled over `w` seconds. Sent on every answer of an authenticated operation once the caller is authorized.',
    {
      type: 'string',
      maxLength: 64,
      pattern: '^"tenant";q=\\d+;w=\\d+$',
      examples: ['"tenant";q=1000;w=10'],
    },
  ),
  RateLimit: header(
    'What is left of the tenant\'s quota after this request (the `RateLimit` structured field): `"tenant";r=<remaining>;t=<seconds until the quota is full again>`. At `r=0` the next request is refused until a token refills: wait `w/q` seconds, or `Retry-After` on the 429.',
    { type: 'string', maxLength: 64, pattern: '^"tenant";r=\\d+;t=\\d+$', examples: ['"tenant";r=998;t=1'] },
  ),
};

/** The RateLimit fields as response headers (shared/http/rate-limit.ts sends them). */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};

/**
 * The 429 of the tenant's quota (shared/http/rate-limit.ts), of API Gateway's stage throttling and
 * of the WAF's per-IP rate rule (infra/constructs).
 */
export const TOO_MANY_REQUESTS = {
  description:
    "Too many requests: the caller's tenant used up its quota (then `RateLimit-Policy` and `RateLimit` say which and `x-request-id` is sent), or the stage rate or burst limit (API Gateway) or the per-IP rate rule (WAF) was exceeded (these carry neither: the gateway knows no per-tenant quota, and puts the request id in the body). Retry after Retry-After seconds.",
  headers: {
    'Retry-After': { $ref: '#/components/headers/RetryAfter' },
    'x-request-id': { $ref: '#/components/headers/RequestId' },
    ...RATE_LIMIT_HEADERS,
  },
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
};

const ref = (name: keyof typeof HEADER_COMPONENTS) => ({ $ref: `#/components/headers/${name}` });

/** Whether a success answers one resource (not a list): then it carries its version as ETag. */
const answersOneResource = (route: RouteDef, response: Json): boolean =>
  ['GET', 'PUT', 'PATCH', 'POST'].includes(route.method) &&
  route.success.schema !== undefined &&
  'application/json' in ((response.content as Json | undefined) ?? {}) &&
  !('items' in ((route.success.schema as { shape?: object }).shape ?? {}));

/**
 * A header a route declares (`ResponseDef.headers`): its own description, with the schema of the
 * component of that name where there is one.
 */
const declared = (headers: Record<string, string> | undefined): Json =>
  Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, description]) => {
      const known = (HEADER_COMPONENTS as Record<string, { schema: Json }>)[name];
      return [name, header(description, known?.schema)];
    }),
  );

/** The headers of one response of `route`, beside those it declares already. */
const responseHeaders = (route: RouteDef, status: string, response: Json): Json => {
  const success = /^2\d\d$/.test(status);
  const own =
    status === String(route.success.status)
      ? route.success.headers
      : route.responses?.[Number(status)]?.headers;
  return {
    'x-request-id': ref('RequestId'),
    ...(route.deprecated ? { Deprecation: ref('Deprecation') } : {}),
    ...(route.auth === 'public' ? {} : RATE_LIMIT_HEADERS),
    ...(status === '503' || status === '409' ? { 'Retry-After': ref('RetryAfter') } : {}),
    ...(status === '201' ? { Location: ref('Location') } : {}),
    ...(success && answersOneResource(route, response) ? { ETag: ref('ETag') } : {}),
    ...declared(own),
  };
};

/**
 * Adds the headers, the 429 and the input bounds to every operation of `doc` (built from
 * `routes`, keyed `METHOD path`). Mutates and returns `doc`.
 */
export const finishDocument = <D extends object>(doc: D, routes: ReadonlyMap<string, RouteDef>): D => {
  const { components, paths } = doc as { components: Json; paths: Record<string, Record<string, Json>> };
  components.headers = { ...(components.headers as Json), ...HEADER_COMPONENTS };
  components.responses = { ...(components.responses as Json), TooManyRequests: TOO_MANY_REQUESTS };
  const resolve = (target: string): Json | undefined => {
    const [, kind, name] = target.match(/^#\/components\/(schemas|parameters)\/(.+)$/) ?? [];
    return kind && name ? ((components[kind] as Json | undefined)?.[name] as Json | undefined) : undefined;
  };
  const seen = new Set<Json>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const route = routes.get(`${method.toUpperCase()} ${path}`);
      if (!route) continue;
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        const p = typeof parameter.$ref === 'string' ? resolve(parameter.$ref) : parameter;
        if (p?.schema) boundJsonSchemaInputs(p.schema as Json, resolve, seen);
      }
      const body = operation.requestBody as { content?: Record<string, { schema?: Json }> } | undefined;
      for (const media of Object.values(body?.content ?? {}))
        if (media.schema) boundJsonSchemaInputs(media.schema, resolve, seen);
      const responses = operation.responses as Record<string, Json>;
      responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
      for (const [status, response] of Object.entries(responses)) {
        if (typeof response.$ref === 'string') continue;
        response.headers = { ...responseHeaders(route, status, response), ...(response.headers as Json) };
      }
    }
  }
  return doc;
};
