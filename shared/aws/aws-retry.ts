/**
 * The AWS SDK's standard retry mode, which the SDK clients applied before: three attempts in all
 * (AWS_MAX_ATTEMPTS changes that), full-jitter exponential backoff from 50 ms for transient
 * failures and from 1 s for throttling, at most 20 s. The SDK's retry quota (a token bucket that
 * stops retries when most calls fail) is not kept: a function's calls are few and short-lived.
 */

/** Error codes the SDK treats as throttling (@smithy/core service-error-classification). */
const THROTTLING = new Set([
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
]);
const TRANSIENT = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const TRANSIENT_STATUS = new Set([500, 502, 503, 504]);
const NETWORK = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

type Failure = { name?: unknown; code?: unknown; $metadata?: { httpStatusCode?: number } };

/** Whether a failed attempt is tried again, and after which base delay; undefined: it is not. */
export const retryBase = (error: unknown): number | undefined => {
  const e = (error ?? {}) as Failure;
  if (typeof e.name === 'string' && THROTTLING.has(e.name)) return 1_000;
  if (typeof e.name === 'string' && TRANSIENT.has(e.name)) return 50;
  if (typeof e.code === 'string' && NETWORK.has(e.code)) return 50;
  const status = e.$metadata?.httpStatusCode;
  return status !== undefined && TRANSIENT_STATUS.has(status) ? 50 : undefined;
};

/** The delay before retry number `retry` (1 for the first): a random share of base x 2^(retry-1). */
export const retryDelay = (base: number, retry: number): number =>
  Math.random() * Math.min(20_000, base * 2 ** (retry - 1));

/** Attempts per call: AWS_MAX_ATTEMPTS when it is a positive integer, else the SDK's 3. */
export const maxAttempts = (): number => {
  const set = Number(process.env.AWS_MAX_ATTEMPTS);
  return Number.isInteger(set) && set > 0 ? set : 3;
};
