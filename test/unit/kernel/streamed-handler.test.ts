import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createHttpHandler } from '#shared/http/handler.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { createStreamedHttpHandler } from '#shared/http/streamed-handler.ts';

// Only the streamed groups load middy's streaming mode (and node:stream/web with it): a group
// built the other way round fails when its module loads, not on its first request.
const route = (streamed: boolean) =>
  defineRoutes({
    one: {
      method: 'GET',
      path: '/one/{mode}',
      summary: 'One',
      auth: 'public',
      ...(streamed ? { streamed: true } : {}),
      request: { params: z.object({ mode: z.string() }) },
      success: { status: 200, description: 'It' },
    },
  });
const operations = { one: async () => ({ body: {} }) };

describe('streamed handlers', () => {
  it('refuse streamed routes on the plain handler', () => {
    expect(() => createHttpHandler(route(true), operations as never)).toThrow(/createStreamedHttpHandler/);
  });

  it('refuse plain routes on the streamed handler', () => {
    expect(() => createStreamedHttpHandler(route(false), operations as never)).toThrow(
      /only a group of streamed routes/,
    );
  });

  // The streamed handler built from streamed routes is streamed-response.test.ts's fixture.
  it('builds the plain handler from plain routes', () => {
    expect(typeof createHttpHandler(route(false), operations as never)).toBe('function');
  });
});
