import type { RouteDef } from '#shared/http/route.ts';
import { boundJsonSchemaInputs } from '#shared/schema/bounds.ts';

/**
 * What the generator adds to the document zod-openapi built (infra/openapi.ts): the response
 * headers the API sends, declared once as components and referenced by each response that can
 * carry them; the 429 API Gateway's throttling (and the WAF's rate rule) answers on any
 * operation; and the input bounds the kernel enforces (shared/schema/bounds.ts).
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
};

/** The 429 of API Gateway's stage throttling and the WAF's per-IP rate rule (infra/constructs). */
export const TOO_MANY_REQUESTS = {
  description:
    'Too many requests: the stage rate or burst limit (API Gateway) or the per-IP rate rule (WAF) was exceeded. Retry after Retry-After seconds. The gateway knows no per-client remaining quota, so no RateLimit headers are sent.',
  // No x-request-id: a gateway response cannot put the request id in a header (it is in the body).
  headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
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
