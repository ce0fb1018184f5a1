import { describe, expect, it } from 'vitest';
import { PayloadTooLargeError } from '#shared/errors.ts';
import type { HttpContext } from '#shared/http/http-state.ts';
import { httpJsonBody } from '#shared/http/middlewares.ts';

/** Runs the middleware's `before` on a JSON request whose body is `bytes` long; returns the body read. */
const readBody = async (middleware: ReturnType<typeof httpJsonBody>, bytes: number) => {
  const body = JSON.stringify('x'.repeat(bytes - 2));
  const context = { http: { requestId: 'r', instance: '/', headers: {} } } as unknown as HttpContext;
  const event = { headers: { 'Content-Type': 'application/json' }, body, isBase64Encoded: false };
  await middleware.before!({ event, context, response: undefined, error: undefined, internal: {} } as never);
  return context.http!.rawBody;
};

describe('httpJsonBody', () => {
  it('takes a body of 1 MiB and refuses one byte more by default', async () => {
    const mib = 1024 * 1024;
    expect(await readBody(httpJsonBody(), mib)).toHaveLength(mib - 2);
    await expect(readBody(httpJsonBody(), mib + 1)).rejects.toThrow(PayloadTooLargeError);
  });

  it('takes its limit from the options', async () => {
    const middleware = httpJsonBody({ maxBytes: 100 });
    expect(await readBody(middleware, 100)).toHaveLength(98);
    await expect(readBody(middleware, 101)).rejects.toThrow('request body exceeds 100 bytes');
  });
});
