import type { APIGatewayProxyResult } from 'aws-lambda';
import { config } from '#shared/config.ts';
import { AppError, problemType, ServiceUnavailableError } from '#shared/errors.ts';
import { logger } from '#shared/observability.ts';
import { isTransientDependencyFailure } from '#shared/unavailable.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * What the client is told when a dependency (the table, a queue) could not be reached or was
 * throttling, after the SDK's own retries: a 503 it may retry, not a 500 it must report. A write
 * is one DynamoDB transaction with its outbox event, so it took full effect or none; a client
 * that cannot tell (the connection failed after the commit) retries with its Idempotency-Key.
 */
const asUnavailable = (error: unknown): AppError | undefined =>
  isTransientDependencyFailure(error)
    ? new ServiceUnavailableError(
        'a service this request depends on is temporarily unavailable; retry later',
        {
          cause: error,
          headers: { 'Retry-After': String(config.retryAfterSeconds) },
        },
      )
    : undefined;

/**
 * The one mapping from errors to RFC 9457 problem responses. AppErrors keep their status, detail
 * and field list; a dependency that is unreachable or overloaded is a 503 with Retry-After;
 * anything else is a 500 that names only the request id.
 */
export const toProblemResponse = (
  error: unknown,
  meta: { requestId: string; instance: string },
): APIGatewayProxyResult => {
  const known = error instanceof AppError ? error : asUnavailable(error);
  if (!known) logger.error('unhandled error', { error: error as Error });
  else if (known.status >= 500) logger.error(known.message, { error: known });
  const status = known?.status ?? 500;
  const body = {
    type: known?.type ?? problemType('internal-error'),
    title: known?.title ?? 'Internal server error',
    status,
    detail:
      known?.message ?? `The request could not be completed. Quote request id ${meta.requestId} to support.`,
    instance: meta.instance,
    requestId: meta.requestId,
    // Only the members a problem declares: a caller may hand over issues that carry more.
    ...(known?.errors?.length
      ? { errors: known.errors.map(({ path, message }) => ({ path, message })) }
      : {}),
  };
  return {
    statusCode: status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, 'x-request-id': meta.requestId, ...known?.headers },
    body: JSON.stringify(body),
  };
};
