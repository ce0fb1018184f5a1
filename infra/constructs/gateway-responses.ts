import * as apigateway from 'aws-cdk-lib/aws-apigateway';

/** The problem `type` URIs the handlers use (shared/errors.ts), so both sources of errors read alike. */
const problemType = (title: string) =>
  `https://docs.retail-commerce.example/problems/${title.toLowerCase().replaceAll(' ', '-')}`;

type GatewayProblem = {
  type: apigateway.ResponseType;
  /** Absent for the catch-all types, whose status API Gateway keeps from the original error. */
  status?: number;
  title: string;
  detail: string;
  headers?: Record<string, string>;
};

/**
 * Errors API Gateway answers itself, before any function runs. Each becomes an RFC 9457 problem
 * like the ones the handlers return. Unknown routes are MISSING_AUTHENTICATION_TOKEN in API
 * Gateway's vocabulary; they are answered 404.
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
    type: apigateway.ResponseType.MISSING_AUTHENTICATION_TOKEN,
    status: 404,
    title: 'Not found',
    detail: 'No operation exists for this method and path.',
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
    title: 'Internal server error',
    detail: 'The request could not be completed. Quote the request id to support.',
  },
];

/** The problem+json body template; `$context` variables are filled in by API Gateway. */
export const problemTemplate = (problem: GatewayProblem): string =>
  [
    '{',
    `"type":"${problemType(problem.title)}",`,
    `"title":"${problem.title}",`,
    problem.status === undefined ? '' : `"status":${problem.status},`,
    `"detail":"${problem.detail}",`,
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
