/**
 * Failures of a dependency (the table, a queue, the read model) that mean "not now" rather than
 * "wrong request": it could not be reached, went away mid-call, or is throttling or overloaded.
 * The caller gets a 503 with Retry-After for these (shared/http/problem.ts), never a 500, and
 * background consumers retry them.
 */

type ErrorLike = {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: unknown };
};

/** Socket-level failures of Node and the AWS SDK's HTTP handler. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
]);

/** AWS error names that ask the caller to come back later (throttling, capacity, 5xx, timeouts). */
const AWS_TRANSIENT_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'InternalServerError',
  'InternalServerErrorException',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'ServiceUnavailableError',
]);

/** The error and its causes, outermost first (at most five deep). */
export const causesOf = (error: unknown): ErrorLike[] => {
  const chain: ErrorLike[] = [];
  for (let e = error as ErrorLike | undefined; e && typeof e === 'object' && chain.length < 5; ) {
    chain.push(e);
    e = e.cause as ErrorLike | undefined;
  }
  return chain;
};

/** True when the error, or one of its causes, is a dependency being unreachable or overloaded. */
export const isTransientDependencyFailure = (error: unknown): boolean =>
  causesOf(error).some((e) => {
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
    if (typeof e.name === 'string' && AWS_TRANSIENT_NAMES.has(e.name)) return true;
    const status = e.$metadata?.httpStatusCode;
    return typeof status === 'number' && status >= 500;
  });
