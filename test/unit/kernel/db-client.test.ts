import { describe, expect, it } from 'vitest';
import { dynamodb } from '#shared/db/client.ts';

describe('the DynamoDB client', () => {
  it('has no SDK logger step, which copied every output for a logger nobody set', () => {
    const steps = dynamodb.middlewareStack.identify();
    expect(steps.some((s) => s.startsWith('dbUsageCounter'))).toBe(true);
    expect(steps.some((s) => s.startsWith('loggerMiddleware'))).toBe(false);
  });
});
