import { describe, expect, it } from 'vitest';
import { ValidationError } from '#shared/errors.ts';
import { toProblemResponse } from '#shared/http/problem.ts';
import { isTransientDependencyFailure } from '#shared/unavailable.ts';

const meta = { requestId: 'req-1', instance: '/v2/tenants/t1/customers' };

/** An AWS SDK service error as the SDK throws it: a name and the HTTP status in $metadata. */
const awsError = (name: string, httpStatusCode: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });

describe('dependency failures', () => {
  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['request deadline', Object.assign(new Error('timed out'), { name: 'TimeoutError', code: 'ETIMEDOUT' })],
    ['throttled', awsError('ProvisionedThroughputExceededException', 400)],
    ['service error', awsError('InternalServerError', 500)],
    ['any 5xx', awsError('SomethingNew', 503)],
    ['wrapped', new Error('write failed', { cause: awsError('ThrottlingException', 400) })],
  ])('%s is transient and answers 503 with Retry-After', (_, error) => {
    expect(isTransientDependencyFailure(error)).toBe(true);
    const response = toProblemResponse(error, meta);
    expect(response.statusCode).toBe(503);
    expect(response.headers?.['Retry-After']).toBe('2');
    expect(response.headers?.['content-type']).toBe('application/problem+json');
    expect(JSON.parse(response.body).detail).toMatch(/temporarily unavailable/);
  });

  it.each([
    ['a conditional check', awsError('ConditionalCheckFailedException', 400)],
    ['a validation error of the SDK', awsError('ValidationException', 400)],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s is not transient: a 500 naming only the request id', (_, error) => {
    expect(isTransientDependencyFailure(error)).toBe(false);
    const response = toProblemResponse(error, meta);
    expect(response.statusCode).toBe(500);
    expect(response.headers?.['Retry-After']).toBeUndefined();
    expect(JSON.parse(response.body).detail).toContain('req-1');
  });

  it('an AppError keeps its own status even when its cause was a dependency failure', () => {
    const error = new ValidationError('bad', [], { cause: awsError('InternalServerError', 500) });
    expect(toProblemResponse(error, meta).statusCode).toBe(400);
  });
});
