import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { problemType } from '#shared/errors.ts';

/** The problem `type` URIs the handlers use (shared/errors.ts), so both sources of errors read alike. */
const slugOf = (title: string) => title.toLowerCase().replaceAll(' ', '-');

type GatewayProblem = {
  type: apigateway.ResponseType;
  /**
   * The status of the answer, written into the body too. Absent where API Gateway decides it (the
   * catch-alls, and integration failures, which are 502 or 504 depending on the cause).
   */
  status?: number;
  title: string;
  /** The `type` slug when it is not the title's (the handlers' 500 is `internal-error`). */
  slug?: string;
  detail: string;
  headers?: Record<string, string>;
};

const INTERNAL = { title: 'Internal server error', slug: 'internal-error' } as const;

/**
 * Every response API Gateway can produce itself, before or instead of a function, as an RFC 9457
 * problem like the handlers' (same `type` URIs, `instance`, `requestId`). Each response type is
 * listed, including ones this API cannot trigger today (API keys, request validators, SigV4), so a
 * later change cannot surface API Gateway's `{"message": ...}` body. Unknown routes are
 * MISSING_AUTHENTICATION_TOKEN in API Gateway's vocabulary; they are answered 404.
 */
export const GATEWAY_PROBLEMS: readonly GatewayProblem[] = [
  {
    type: apigateway.ResponseType.UNAUTHORIZED,
    status: 401,
    title: 'Unauthorized',
    detail: 'The bearer token is missing, malformed, expired or revoked.',
    headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  },
  {
    type: apigateway.ResponseType.ACCESS_DENIED,
    status: 403,
    title: 'Forbidden',
    detail: 'The token does not grant access to this operation.',
  },
  {
    type: apigateway.ResponseType.WAF_FILTERED,
    status: 403,
    title: 'Forbidden',
    detail: 'The request was blocked by the web application firewall.',
  },
  ...[
    apigateway.ResponseType.EXPIRED_TOKEN,
    apigateway.ResponseType.INVALID_SIGNATURE,
    apigateway.ResponseType.INVALID_API_KEY,
  ].map((type) => ({
    type,
    status: 403,
    title: 'Forbidden',
    detail: 'The request credentials were refused.',
  })),
  {
    type: apigateway.ResponseType.MISSING_AUTHENTICATION_TOKEN,
    status: 404,
    title: 'Not found',
    detail: 'No operation exists for this method and path.',
  },
  {
    type: apigateway.ResponseType.RESOURCE_NOT_FOUND,
    status: 404,
    title: 'Not found',
    detail: 'No operation exists for this method and path.',
  },
  {
    type: apigateway.ResponseType.BAD_REQUEST_BODY,
    status: 400,
    title: 'Invalid request',
    detail: 'The request body is not valid.',
  },
  {
    type: apigateway.ResponseType.BAD_REQUEST_PARAMETERS,
    status: 400,
    title: 'Invalid request',
    detail: 'The request parameters are not valid.',
  },
  {
    type: apigateway.ResponseType.REQUEST_TOO_LARGE,
    status: 413,
    title: 'Payload too large',
    detail: 'The request body exceeds the size API Gateway accepts.',
  },
  {
    type: apigateway.ResponseType.UNSUPPORTED_MEDIA_TYPE,
    status: 415,
    title: 'Unsupported media type',
    detail: 'Send request bodies as application/json.',
  },
  {
    type: apigateway.ResponseType.THROTTLED,
    status: 429,
    title: 'Too many requests',
    detail: 'The request rate limit was exceeded; retry after a short pause.',
    headers: { 'Retry-After': '1' },
  },
  {
    type: apigateway.ResponseType.QUOTA_EXCEEDED,
    status: 429,
    title: 'Too many requests',
    detail: 'The request quota was exceeded.',
    headers: { 'Retry-After': '60' },
  },
  ...[
    apigateway.ResponseType.AUTHORIZER_FAILURE,
    apigateway.ResponseType.AUTHORIZER_CONFIGURATION_ERROR,
    apigateway.ResponseType.API_CONFIGURATION_ERROR,
  ].map((type) => ({
    type,
    status: 500,
    ...INTERNAL,
    detail: 'The request could not be authorized or routed. Quote the request id to support.',
  })),
  {
    type: apigateway.ResponseType.INTEGRATION_FAILURE,
    title: 'Bad gateway',
    detail: 'The operation failed to answer. Quote the request id to support.',
  },
  {
    type: apigateway.ResponseType.INTEGRATION_TIMEOUT,
    status: 504,
    title: 'Gateway timeout',
    detail:
      'The operation did not complete in time; it may still take effect. Retry with the same Idempotency-Key.',
  },
  {
    type: apigateway.ResponseType.DEFAULT_4XX,
    title: 'Request refused',
    detail: 'The request was refused before reaching the service.',
  },
  {
    type: apigateway.ResponseType.DEFAULT_5XX,
    ...INTERNAL,
    detail: 'The request could not be completed. Quote the request id to support.',
  },
];

/**
 * The problem+json body template. `instance` is the request path and `requestId` API Gateway's
 * request id (`$context` variables, filled in by API Gateway); literals are JSON-encoded.
 */
export const problemTemplate = (problem: GatewayProblem): string =>
  [
    '{',
    `"type":${JSON.stringify(problemType(problem.slug ?? slugOf(problem.title)))},`,
    `"title":${JSON.stringify(problem.title)},`,
    problem.status === undefined ? '' : `"status":${problem.status},`,
    `"detail":${JSON.stringify(problem.detail)},`,
    '"instance":"$context.path",',
    '"requestId":"$context.requestId"',
    '}',
  ].join('');

// Header values are literals in single quotes (the gateway cannot map context variables to headers).
const literal = (value: string) => `'${value}'`;

/** Adds every gateway problem response to the API. */
export const addGatewayProblems = (api: apigateway.RestApi): void => {
  for (const problem of GATEWAY_PROBLEMS) {
    api.addGatewayResponse(`Problem${problem.type.responseType}`, {
      type: problem.type,
      ...(problem.status === undefined ? {} : { statusCode: String(problem.status) }),
      responseHeaders: {
        'Content-Type': literal('application/problem+json'),
        ...Object.fromEntries(Object.entries(problem.headers ?? {}).map(([k, v]) => [k, literal(v)])),
      },
      templates: { 'application/json': problemTemplate(problem) },
    });
  }
};
