import type { APIGatewayProxyResult } from 'aws-lambda';
import { AppError } from '#shared/errors.ts';
import { logger } from '#shared/observability.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * The one mapping from errors to RFC 9457 problem responses. AppErrors keep their status, detail
 * and field list; anything else is a 500 that names only the request id.
 */
export const toProblemResponse = (
  error: unknown,
  meta: { requestId: string; instance: string },
): APIGatewayProxyResult => {
  const known = error instanceof AppError ? error : undefined;
  if (!known) logger.error('unhandled error', { error: error as Error });
  else if (known.status >= 500) logger.error(known.message, { error: known });
  const status = known?.status ?? 500;
  const body = {
    type: known?.type ?? 'https://docs.retail-commerce.example/problems/internal-error',
    title: known?.title ?? 'Internal server error',
    status,
    detail:
      known?.message ?? `The request could not be completed. Quote request id ${meta.requestId} to support.`,
    instance: meta.instance,
    requestId: meta.requestId,
    ...(known?.errors?.length ? { errors: known.errors } : {}),
  };
  return {
    statusCode: status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, 'x-request-id': meta.requestId, ...known?.headers },
    body: JSON.stringify(body),
  };
};
