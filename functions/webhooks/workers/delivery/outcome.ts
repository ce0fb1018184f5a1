import type { DeliveryState, ErrorClass } from '#functions/webhooks/webhook-enums.ts';
import type { PostResult } from './post.ts';

/** Spec 6.1: up to 10 retries, so 11 attempts in all. */
export const MAX_ATTEMPTS = 11;
/** SQS's longest visibility timeout. */
export const MAX_VISIBILITY_SECONDS = 43_200;
/** How much of a response body the delivery log keeps. */
export const EXCERPT_CHARS = 1024;

export type Verdict = {
  state: DeliveryState;
  /** Try again later (5xx, timeout, connection error, attempts left). */
  retry: boolean;
  statusCode?: number;
  errorClass?: ErrorClass;
  error?: string;
  responseExcerpt?: string;
};

/**
 * Spec 6.1 applied to one attempt: any 2xx delivers; 5xx, timeout and connection errors are
 * retried while attempts remain; any 3xx (redirects are not followed) or 4xx (429 included) is a
 * final failure. A refused (non-public) address is final too: retrying cannot make it public.
 */
export const judge = (result: PostResult, attempt: number): Verdict => {
  const attemptsLeft = attempt < MAX_ATTEMPTS;
  if (result.kind !== 'response') {
    const errorClass: ErrorClass =
      result.kind === 'timeout'
        ? 'TIMEOUT'
        : result.kind === 'blocked'
          ? 'BLOCKED_ADDRESS'
          : 'CONNECTION_ERROR';
    const retry = result.kind !== 'blocked' && attemptsLeft;
    return { state: retry ? 'RETRYING' : 'FAILED', retry, errorClass, error: result.error };
  }
  const { statusCode } = result;
  const responseExcerpt = result.body ? result.body.slice(0, EXCERPT_CHARS) : undefined;
  const base = { statusCode, ...(responseExcerpt ? { responseExcerpt } : {}) };
  if (statusCode >= 200 && statusCode < 300) return { ...base, state: 'DELIVERED', retry: false };
  if (statusCode >= 500) {
    return {
      ...base,
      state: attemptsLeft ? 'RETRYING' : 'FAILED',
      retry: attemptsLeft,
      errorClass: 'SERVER_ERROR',
    };
  }
  const errorClass: ErrorClass = statusCode >= 300 && statusCode < 400 ? 'REDIRECT' : 'CLIENT_ERROR';
  return { ...base, state: 'FAILED', retry: false, errorClass };
};

/**
 * Delay before attempt `attempt + 1`: exponential from `baseSeconds`, capped at `maxSeconds` and
 * SQS's 12 h, with "equal jitter" (half fixed, half random) so that retries of many deliveries
 * spread out. With the cloud default (30 s base) the 10 retries span about 4 to 8.5 hours.
 */
export const backoffSeconds = (
  attempt: number,
  baseSeconds: number,
  maxSeconds: number,
  random: () => number = Math.random,
): number => {
  const cap = Math.min(maxSeconds, MAX_VISIBILITY_SECONDS, baseSeconds * 2 ** (attempt - 1));
  return Math.max(1, Math.ceil(cap / 2 + random() * (cap / 2)));
};
