import type { APIGatewayProxyEvent } from 'aws-lambda';
import type * as z from 'zod/mini';
import {
  type FieldIssue,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '#shared/errors.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { boundedInput } from '#shared/schema/bounds.ts';
import { controlCharacterIssues } from '#shared/schema/common.ts';

/** Lower-cases header names; API Gateway passes them as the client sent them. */
export const normalizeHeaders = (headers: APIGatewayProxyEvent['headers'] | null): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers ?? {}))
    if (value !== undefined) out[key.toLowerCase()] = value;
  return out;
};

const isJsonMediaType = (contentType: string): boolean => {
  const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return media === 'application/json' || (media.startsWith('application/') && media.endsWith('+json'));
};

/** The `charset` parameter of a Content-Type, lower-cased and unquoted; undefined when absent. */
const charsetOf = (contentType: string): string | undefined => {
  for (const param of contentType.split(';').slice(1)) {
    const [name, value] = param.split('=');
    if (name?.trim().toLowerCase() === 'charset')
      return value?.trim().replaceAll('"', '').toLowerCase() ?? '';
  }
  return undefined;
};

/**
 * Reads the JSON body: 413 above `maxBytes` (UTF-8), 415 for a non-JSON content type or a charset
 * other than UTF-8, 400 for malformed JSON.
 */
export const readJsonBody = (
  event: APIGatewayProxyEvent,
  headers: Record<string, string>,
  maxBytes: number,
): unknown => {
  if (event.body === null || event.body === undefined || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes) {
    throw new PayloadTooLargeError(`request body exceeds ${maxBytes} bytes`);
  }
  const contentType = headers['content-type'];
  if (!contentType || !isJsonMediaType(contentType)) {
    throw new UnsupportedMediaTypeError(
      `Content-Type must be application/json, got ${contentType ? `'${contentType}'` : 'none'}`,
    );
  }
  // The body is read as UTF-8 (RFC 8259 section 8.1); another charset would be misread, not refused.
  const charset = charsetOf(contentType);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new UnsupportedMediaTypeError(`charset must be utf-8, got '${charset}'`);
  }
  try {
    return JSON.parse(raw);
  } catch (cause) {
    throw new ValidationError(`request body is not valid JSON: ${(cause as Error).message}`, [
      { path: 'body', message: 'malformed JSON' },
    ]);
  }
};

/** Converts zod issues into field issues prefixed with their location (`body.`, `query.`, `params.`). */
export const issuesOf = (location: string, error: z.core.$ZodError): FieldIssue[] =>
  error.issues.map((issue) => ({
    path: [location, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));

const emptyToUndefined = (
  values: Record<string, string | undefined> | null,
): Record<string, string | undefined> => {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(values ?? {})) out[key] = value === '' ? undefined : value;
  return out;
};

/**
 * Validates path, query and body against the route's schemas, listing every invalid field. C0
 * control characters (other than \t \n \r) are refused in every body and query string first; every
 * string and array is bounded (shared/schema/bounds.ts), whether or not its field sets a maximum.
 */
export const validateInput = (route: RouteDef, event: APIGatewayProxyEvent, body: unknown) => {
  const issues: FieldIssue[] = [
    ...controlCharacterIssues('query', event.queryStringParameters ?? {}),
    ...controlCharacterIssues('body', body),
  ];
  const parse = (location: string, schema: z.ZodMiniType | undefined, value: unknown) => {
    if (!schema) return value;
    const result = boundedInput(schema).safeParse(value);
    if (result.success) return result.data;
    issues.push(...issuesOf(location, result.error));
    return undefined;
  };
  const params = parse('params', route.request?.params, event.pathParameters ?? {});
  const query = parse('query', route.request?.query, emptyToUndefined(event.queryStringParameters));
  const hasBodySchema = route.request?.body !== undefined;
  const bodyValue = body === undefined && hasBodySchema && !route.request?.bodyOptional ? {} : body;
  const parsedBody = hasBodySchema ? parse('body', route.request?.body, bodyValue) : undefined;
  if (issues.length > 0) {
    const detail = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
    throw new ValidationError(detail, issues);
  }
  return { params, query, body: parsedBody } as { params: never; query: never; body: never };
};
