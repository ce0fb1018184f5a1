/**
 * Every problem `type` the API answers with (shared/errors.ts, shared/http/problem.ts, the
 * gateway's own responses in infra/constructs/gateway-responses.ts and the firewall's 429), by
 * slug: `/v2/docs/problems/<slug>` (shared/errors.ts problemType). The reference page has a section
 * for each (the OpenAPI description, infra/openapi.ts), and `GET /docs/problems/<slug>` leads to
 * it. A test fails when an error class or gateway response has a type that is not listed here.
 */
export const PROBLEM_TYPES = {
  'invalid-request': {
    status: '400',
    text: 'The request is malformed or a value is invalid. `errors` lists every invalid field: `path` names it (`body.lines.0.quantity`, `query.pageSize`, `params.customerUid`) and `message` says what is wrong. Fix the fields and send again; nothing was written.',
  },
  unauthorized: {
    status: '401',
    text: 'No bearer token, or one that is malformed, expired, revoked or not signed by a trusted issuer. Get a new token (see Authentication) and send it as `Authorization: Bearer <token>`.',
  },
  forbidden: {
    status: '403',
    text: "The token is valid but does not allow this: a permission or access level the operation requires is missing (each operation lists them), or the path names another tenant than the token's. Also the firewall's answer to a request it blocks.",
  },
  'not-found': {
    status: '404',
    text: 'No such route, or no such record for this tenant. A record of another tenant is answered the same way, so the answer reveals nothing about other tenants.',
  },
  conflict: {
    status: '409',
    text: 'The write conflicts with the current state: a custom uid is taken, a record still in use cannot be deleted, or someone else changed the record at the same moment. Read the record again and decide; an `Idempotency-Key` reused with a different body is also a 409.',
  },
  'precondition-failed': {
    status: '412',
    text: '`If-Match` names a version that is no longer current: someone changed the record since you read it. Read it again (GET returns the current `ETag`), reapply your change and send it with the new `ETag`.',
  },
  'payload-too-large': {
    status: '413',
    text: 'The body is larger than 1 MiB, or a list in it has more items than the operation accepts. Send smaller requests.',
  },
  'unsupported-media-type': {
    status: '415',
    text: 'The body is not `application/json`. Send JSON with `Content-Type: application/json`.',
  },
  'unprocessable-request': {
    status: '422',
    text: 'The request is well formed but cannot be carried out in the current state: a limit is reached (for example the most webhooks a tenant may have) or the record is in a state that does not allow the change. `detail` says which.',
  },
  'too-many-requests': {
    status: '429',
    text: 'Too many requests from this client. Wait the seconds `Retry-After` gives, then retry; a mutation retried with the same `Idempotency-Key` is carried out once.',
  },
  'internal-error': {
    status: '500',
    text: 'An unexpected failure; nothing about it is disclosed. Quote `requestId` to support. A mutation sent with an `Idempotency-Key` can be retried safely.',
  },
  'bad-gateway': {
    status: '502',
    text: 'The function behind the route failed before it could answer. Retry with the same `Idempotency-Key`; quote `requestId` if it persists.',
  },
  'service-unavailable': {
    status: '503',
    text: 'A service this request depends on is briefly unavailable or throttling. Nothing was written; retry after `Retry-After` seconds.',
  },
  'gateway-timeout': {
    status: '504',
    text: 'The function behind the route did not answer in time. The write may or may not have happened: retry with the same `Idempotency-Key`, which makes the retry safe either way.',
  },
  'request-refused': {
    status: '4xx or 5xx',
    text: 'The gateway refused the request for a reason not covered above (its catch-all). `detail` says why.',
  },
} as const satisfies Record<string, { status: string; text: string }>;

export type ProblemSlug = keyof typeof PROBLEM_TYPES;

/** Where the problem types are on the reference page (Redoc's anchor of the description section). */
export const problemSection = (slug: ProblemSlug) => `section/Problem-types/${slug}`;

/** The reference page's "Problem types" section, markdown for the OpenAPI description. */
export const problemTypesMarkdown = (): string =>
  [
    '# Problem types',
    'Every error is an RFC 9457 problem (`application/problem+json`): `type`, `title`, `status`, `detail`, `instance`, `requestId`, and `errors` for invalid fields. `type` is `/v2/docs/problems/<slug>`, a URI reference on the host of this API: following it opens its section here.',
    ...Object.entries(PROBLEM_TYPES).map(([slug, p]) => `## ${slug}\n\n**${p.status}.** ${p.text}`),
  ].join('\n\n');
