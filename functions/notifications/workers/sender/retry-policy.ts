/**
 * Which provider errors are worth retrying, and when. Throttling, quotas, 5xx and network
 * failures are transient; a refused message (bad address, opted-out number, unverified sender,
 * suspended account, validation) fails the same way every time and is not retried.
 */
const TRANSIENT = new Set([
  'ThrottlingException',
  'TooManyRequestsException',
  'LimitExceededException',
  'ServiceQuotaExceededException',
  'SendingPausedException',
  'InternalServerException',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'RequestTimeout',
  'RequestTimeoutException',
  'TimeoutError',
]);
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

export type ErrorClass = 'transient' | 'permanent';

type ProviderError = {
  name?: string;
  code?: string;
  message?: string;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number };
};

export const classifyError = (error: unknown): ErrorClass => {
  const e = (error ?? {}) as ProviderError;
  if (e.name && TRANSIENT.has(e.name)) return 'transient';
  if (e.code && NETWORK.has(e.code)) return 'transient';
  if (e.$retryable) return 'transient';
  const status = e.$metadata?.httpStatusCode;
  if (status !== undefined && status >= 500) return 'transient';
  // No HTTP answer at all (connection refused, DNS, socket closed): the provider was not reached.
  if (status === undefined && !e.name?.endsWith('Exception')) return 'transient';
  return 'permanent';
};

/** A short, stable description of a provider error for errorText (no stack, no request ids). */
export const describeError = (error: unknown): string => {
  const e = (error ?? {}) as ProviderError & { Reason?: string };
  const reason = e.Reason ? ` (${e.Reason})` : '';
  return `${e.name ?? 'Error'}: ${e.message ?? String(error)}${reason}`.slice(0, 1000);
};

/**
 * Delay before attempt `attempt + 1` (attempt counts from 1): base * 2^(attempt-1), capped, with
 * equal jitter so that a burst of throttled sends does not come back in lockstep.
 */
export const backoffSeconds = (attempt: number, base: number, max: number, random = Math.random): number => {
  const ceiling = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.max(1, Math.round(ceiling / 2 + random() * (ceiling / 2)));
};
