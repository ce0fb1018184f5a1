import * as z from 'zod/mini';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { problemTypesMarkdown } from '#functions/docs/problem-types.ts';
import { allRoutes } from '#functions/registry.ts';
import { baseUrlOf, configuredApiDomains, PUBLIC_STAGES, type PublicStage } from '#infra/base-urls.ts';
import { finishDocument } from '#infra/openapi-headers.ts';
import { listsAndStatusMarkdown } from '#infra/openapi-policy.ts';
import { WEBHOOK_TAG, WEBHOOK_TAG_DESCRIPTION, webhookOperations } from '#infra/openapi-webhooks.ts';
import { type Scheme, USER_SCHEMES } from '#shared/auth/model.ts';
import { type RouteDef, routeKey } from '#shared/http/route.ts';
import { checksStore } from '#shared/http/store-scope.ts';
import { Problem } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/** The OpenAPI security scheme of each bearer scheme. */
const SECURITY_SCHEME: Record<Scheme, string> = {
  access: 'accessToken',
  auth: 'authToken',
  integration: 'integrationToken',
  device: 'deviceToken',
};

/**
 * The document's description: what the reference page (`GET /docs`) shows before the operations.
 * Its headings are sections of the page; each problem type has one (functions/docs/problem-types.ts).
 */
const referenceGuide = () =>
  [
    'Multi-tenant retail and point-of-sale back end. Errors are RFC 9457 problem details.',
    '# Authentication',
    'Every operation except the public ones (marked "No bearer token": health, this document, the reference page, the mail provider callback) needs `Authorization: Bearer <token>` of one of the schemes below. Each operation lists the permissions and access level it requires; a token is bound to one tenant and answers 403 for any other.',
    '<!-- ReDoc-Inject: <security-definitions> -->',
    listsAndStatusMarkdown(),
    problemTypesMarkdown(),
  ].join('\n\n');

/**
 * The Consistency-Token header (README, "Consistency"; shared/search/consistency-token.ts): any
 * authenticated request may present it; a write answers it when it changed something a
 * read-your-writes list shows, a list or search when it read what its token did not account for.
 * One component each, referenced by every authenticated operation.
 */
const CONSISTENCY_HEADER = 'Consistency-Token';
const consistencyComponents = {
  parameters: {
    ConsistencyTokenRequest: {
      in: 'header' as const,
      name: CONSISTENCY_HEADER,
      required: false,
      // At most 8 tokens of at most 2,048 characters (shared/search/consistency-token.ts).
      schema: { type: 'string' as const, maxLength: 8 * 2049 },
      description:
        'The Consistency-Token(s) your earlier requests answered (several may be sent comma-separated, at most 8): lists and searches then show the writes made with them at once, and read nothing extra when you wrote nothing they show. Opaque; a token that is not valid for the tenant is ignored, never refused. Without it, a list shows the writes of the same credential.',
    },
  },
  headers: {
    Location: {
      required: true,
      schema: { type: 'string' as const },
      description: 'The path of the resource the request created (docs/conventions.md, "Status codes")',
    },
    ConsistencyToken: {
      required: false,
      schema: { type: 'string' as const },
      description:
        'Sent by a write that changed something a read-your-writes list shows, and by a list or search that had to look up your recent writes because no token you presented accounted for them: present it on your next requests to the tenant (the typed client does) so that they show your writes at once and look up nothing when you wrote nothing they show. Opaque and signed; valid for this tenant only; it includes what the tokens presented with its request said.',
    },
  },
};

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: Problem } },
});

/**
 * The refusals the kernel makes on its own (shared/http/request.ts, idempotency.ts, problem.ts),
 * documented on every route they can reach unless the route describes that status itself: 413
 * and 415 where a body is read, 409 and 422 where an Idempotency-Key is honoured, 404 under a
 * store that does not exist (shared/http/store-check.ts), and 503 when the table or a queue does
 * not answer (a write then took effect whole or not at all).
 */
const kernelResponses = (route: RouteDef) => ({
  ...(checksStore(route) ? { '404': problemResponse('No such store (`params.storeUid`)') } : {}),
  '503': problemResponse('A service the request depends on is unavailable; retry after Retry-After'),
  ...(route.request?.body
    ? {
        '413': problemResponse('The body exceeds 1 MiB'),
        '415': problemResponse('The body is not application/json (UTF-8)'),
      }
    : {}),
  ...(route.auth !== 'public' && route.method !== 'GET' && route.idempotent !== false
    ? {
        '409': problemResponse('A request with the same Idempotency-Key is still being processed'),
        '422': problemResponse('The Idempotency-Key was used with a different request'),
      }
    : {}),
});

/**
 * Where the API is served (spec 9.2): production and stage at the addresses the deploy settings
 * configure (cdk.json `apiDomains`, infra/base-urls.ts), then the local server.
 */
const servers = () => {
  const domains = configuredApiDomains();
  return [
    ...(Object.keys(PUBLIC_STAGES) as PublicStage[]).flatMap((stage) => {
      const domain = domains[stage];
      return domain ? [{ url: baseUrlOf(domain), description: PUBLIC_STAGES[stage] }] : [];
    }),
    { url: 'http://127.0.0.1:3000/v2', description: 'local' },
  ];
};

/**
 * The Deprecation header (RFC 9745) of a deprecated operation (spec 9.4): the kernel sends it on
 * every answer of a route marked `deprecated` (shared/http/kernel.ts). Routes whose deprecated
 * fields bring it declare it among their own headers, with when.
 */
const DEPRECATION = {
  Deprecation:
    '`true`: this operation is deprecated (spec 9.4). It still works; move to its successor (see the description).',
};

/**
 * Declared response headers (RouteDef `headers`: ETag, Location, Deprecation, ...), each a string
 * described by the route.
 */
const responseHeaders = (headers: Record<string, string> | undefined) =>
  Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' as const } },
    ]),
  );

/**
 * Builds the OpenAPI 3.1 document from the route tables, the only source of the API's shape, and
 * the event catalogue, the source of the `webhooks` receivers get (infra/openapi-webhooks.ts).
 */
export const buildOpenApi = () => {
  const paths: ZodOpenApiPathsObject = {};
  const routes = new Map<string, RouteDef>();
  const tags = new Set<string>();
  for (const { operationId, route } of allRoutes()) {
    routes.set(routeKey(route.method, route.path), route);
    for (const tag of route.tags ?? []) tags.add(tag);
    const isPublic = route.auth === 'public';
    // A refusal the route names without a schema is still a problem (shared/http/problem.ts).
    const extra = Object.fromEntries(
      Object.entries(route.responses ?? {}).map(([status, r]) => [
        status,
        r.schema
          ? {
              description: r.description,
              ...(r.headers ? { headers: responseHeaders(r.headers) } : {}),
              content: { 'application/json': { schema: r.schema } },
            }
          : Number(status) >= 400
            ? problemResponse(r.description)
            : { description: r.description },
      ]),
    );
    // A route that describes its own 404 under a store names the store's too.
    if (extra['404'] && checksStore(route) && route.responses?.[404]) {
      extra['404'] = problemResponse(
        `${route.responses[404].description}; or no such store (\`params.storeUid\`)`,
      );
    }
    const auth = route.auth === 'public' ? undefined : route.auth;
    const successHeaders =
      route.success.headers || route.deprecated
        ? { ...route.success.headers, ...(route.deprecated ? DEPRECATION : {}) }
        : undefined;
    const rules = auth
      ? [
          auth.permissions ? `Permissions (any one): ${auth.permissions.join(', ')}.` : '',
          auth.access
            ? `Tenant access level: ${auth.access}${auth.mode === 'any' ? ' (either suffices)' : ''}.`
            : '',
          `Bearer schemes: ${(auth.schemes ?? USER_SCHEMES).join(', ')}.`,
        ]
          .filter(Boolean)
          .join(' ')
      : 'No bearer token.';
    const operation: ZodOpenApiOperationObject = {
      operationId,
      summary: route.summary,
      description: [route.description, rules].filter(Boolean).join('\n\n'),
      tags: route.tags ? [...route.tags] : [],
      ...(route.deprecated ? { deprecated: true } : {}),
      // Streamed responses (RouteDef.streamed): chunked, no Content-Length, status sent first.
      ...(route.streamed ? { 'x-response-streamed': true } : {}),
      ...(isPublic
        ? { security: [] }
        : { security: (auth?.schemes ?? USER_SCHEMES).map((s) => ({ [SECURITY_SCHEME[s]]: [] })) }),
      ...(isPublic ? {} : { parameters: [{ $ref: '#/components/parameters/ConsistencyTokenRequest' }] }),
      requestParams: {
        ...(route.request?.params ? { path: route.request.params } : {}),
        ...(route.request?.query ? { query: route.request.query } : {}),
      },
      ...(route.request?.body
        ? {
            requestBody: {
              required: !route.request.bodyOptional,
              content: { 'application/json': { schema: route.request.body } },
            },
          }
        : {}),
      responses: {
        [String(route.success.status)]: {
          description: route.success.description,
          ...(isPublic
            ? successHeaders
              ? { headers: responseHeaders(successHeaders) }
              : {}
            : {
                headers: {
                  ...responseHeaders(successHeaders),
                  [CONSISTENCY_HEADER]: { $ref: '#/components/headers/ConsistencyToken' },
                  ...(route.success.location ? { Location: { $ref: '#/components/headers/Location' } } : {}),
                },
              }),
          ...(route.success.schema
            ? {
                content: {
                  'application/json': { schema: route.success.schema },
                  ...Object.fromEntries(
                    Object.entries(route.success.alsoAs ?? {}).map(([media, schema]) => [media, { schema }]),
                  ),
                  // A document's raw bytes (Accept: application/pdf, ...; shared/http/raw-bytes.ts).
                  ...Object.fromEntries(
                    (route.success.bytes?.mediaTypes ?? []).map((media) => [
                      media,
                      {
                        schema: withMeta(z.string(), {
                          format: 'binary',
                          description: 'The document itself',
                        }),
                      },
                    ]),
                  ),
                },
              }
            : route.success.mediaType
              ? { content: { [route.success.mediaType]: { schema: z.string() } } }
              : {}),
        },
        ...kernelResponses(route),
        ...extra,
        '400': problemResponse('Invalid input; every invalid field is listed in `errors`'),
        ...(isPublic
          ? {}
          : {
              '401': problemResponse('Missing or invalid bearer token'),
              '403': problemResponse('Missing permission, access level or wrong tenant'),
            }),
        '500': problemResponse('Unexpected failure; quote the request id'),
      },
    };
    const path = (paths[route.path] ?? {}) as Record<string, ZodOpenApiOperationObject>;
    path[route.method.toLowerCase()] = operation;
    paths[route.path] = path;
  }
  const doc = createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Retail Commerce Service API',
        version: '2.0.0',
        description: referenceGuide(),
        contact: { name: 'Retail Commerce API', url: 'https://docs.retail-commerce.example' },
        license: { name: 'Proprietary', url: 'https://docs.retail-commerce.example/terms' },
      },
      servers: servers(),
      components: {
        ...consistencyComponents,
        securitySchemes: {
          accessToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Issued after a device login',
          },
          authToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Issued by the auth service',
          },
          integrationToken: { type: 'http', scheme: 'bearer', description: 'Opaque rcs_it_ token' },
          webhookSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'webhook-signature',
            description:
              "How a receiver authenticates a webhook delivery (the `webhooks`): the Standard Webhooks signature of `{webhook-id}.{webhook-timestamp}.{body}`, HMAC-SHA256 keyed with the HTTP transport's `whsec_` signing secret (see the `webhook-signature` header of each delivery).",
          },
          deviceToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'Opaque rcs_dt_ token of a registered store device, shown once when the device is registered; accepted only by the /device routes',
          },
        },
      },
      tags: [
        { name: WEBHOOK_TAG, description: WEBHOOK_TAG_DESCRIPTION },
        ...[...tags].filter((t) => t !== WEBHOOK_TAG).map((name) => ({ name })),
      ],
      paths,
      webhooks: webhookOperations(),
    },
    { reused: 'ref' },
  );
  return finishDocument(doc, routes);
};
