import { describe, expect, it } from 'vitest';
import { backoffSeconds, judge, MAX_ATTEMPTS } from '#functions/webhooks/workers/delivery/outcome.ts';

const response = (statusCode: number, body = '') => ({
  kind: 'response' as const,
  statusCode,
  body,
  latencyMs: 5,
});

describe('delivery outcome (spec 6.1)', () => {
  it.each([200, 201, 202, 204, 299])('%i delivers', (status) => {
    expect(judge(response(status), 1)).toMatchObject({
      state: 'DELIVERED',
      retry: false,
      statusCode: status,
    });
  });

  it.each([400, 401, 403, 404, 409, 410, 422, 429, 499])('%i fails for good on any attempt', (status) => {
    for (const attempt of [1, 5, 11]) {
      expect(judge(response(status), attempt)).toMatchObject({
        state: 'FAILED',
        retry: false,
        errorClass: 'CLIENT_ERROR',
      });
    }
  });

  it.each([301, 302, 303, 307, 308])('%i (redirects are not followed) fails for good', (status) => {
    expect(judge(response(status), 1)).toMatchObject({
      state: 'FAILED',
      retry: false,
      errorClass: 'REDIRECT',
    });
  });

  it.each([500, 502, 503, 504, 599])('%i is retried up to attempt 10, final at 11', (status) => {
    expect(judge(response(status), 1)).toMatchObject({
      state: 'RETRYING',
      retry: true,
      errorClass: 'SERVER_ERROR',
    });
    expect(judge(response(status), 10)).toMatchObject({ retry: true });
    expect(judge(response(status), MAX_ATTEMPTS)).toMatchObject({ state: 'FAILED', retry: false });
  });

  it('retries timeouts and connection errors, never a refused address', () => {
    expect(judge({ kind: 'timeout', error: 't', latencyMs: 10_000 }, 3)).toMatchObject({
      retry: true,
      errorClass: 'TIMEOUT',
    });
    expect(judge({ kind: 'connection', error: 'c', latencyMs: 1 }, 3)).toMatchObject({
      retry: true,
      errorClass: 'CONNECTION_ERROR',
    });
    expect(judge({ kind: 'blocked', error: 'b', latencyMs: 0 }, 1)).toMatchObject({
      retry: false,
      errorClass: 'BLOCKED_ADDRESS',
    });
    expect(judge({ kind: 'timeout', error: 't', latencyMs: 10_000 }, 11)).toMatchObject({
      state: 'FAILED',
      retry: false,
    });
  });

  it('keeps a 1 KB excerpt of the response', () => {
    const verdict = judge(response(500, 'x'.repeat(5000)), 1);
    expect(verdict.responseExcerpt).toHaveLength(1024);
  });

  it('backs off exponentially with jitter within [cap/2, cap], capped', () => {
    const low = () => 0;
    const high = () => 0.999999;
    expect(backoffSeconds(1, 30, 43_200, low)).toBe(15);
    expect(backoffSeconds(1, 30, 43_200, high)).toBe(30);
    expect(backoffSeconds(4, 30, 43_200, high)).toBe(240);
    expect(backoffSeconds(10, 30, 43_200, high)).toBe(15_360);
    expect(backoffSeconds(30, 30, 43_200, high)).toBe(43_200);
    expect(backoffSeconds(30, 30, 999_999, high)).toBe(43_200);
    expect(backoffSeconds(3, 1, 1, low)).toBe(1);
  });

  it('spreads the 10 retries of the cloud default over several hours', () => {
    const total = (random: () => number) =>
      Array.from({ length: 10 }, (_, i) => backoffSeconds(i + 1, 30, 43_200, random)).reduce((a, b) => a + b);
    expect(total(() => 0) / 3600).toBeGreaterThan(4);
    expect(total(() => 0.999999) / 3600).toBeLessThan(9);
  });
});
