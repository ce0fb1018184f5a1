import { Readable } from 'node:stream';
import * as z from 'zod/mini';
import { NotFoundError } from '#shared/errors.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { createStreamedHttpHandler } from '#shared/http/streamed-handler.ts';

/**
 * A streamed route for the local gateway's streaming test (streamed-response.test.ts): its body
 * is a first chunk, then (once the test opens the latch) the rest, or an error in `fail` mode, or
 * chunks without end in `endless` mode.
 */
export const routes = defineRoutes({
  stream: {
    method: 'GET',
    path: '/stream/{mode}',
    summary: 'A streamed body',
    auth: 'public',
    streamed: true,
    request: { params: z.object({ mode: z.enum(['ok', 'fail', 'endless', 'missing']) }) },
    success: { status: 200, description: 'The chunks' },
  },
});

/** The latch the body waits on after its first chunk; on globalThis, shared with the test. */
const LATCH = Symbol.for('test.streamed-fixture.latch');
type Latch = { opened: Promise<void>; open: () => void; closed: Promise<void>; close: () => void };
export const newLatch = (): Latch => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let close = () => {};
  const closed = new Promise<void>((resolve) => {
    close = resolve;
  });
  const latch = { opened, open, closed, close };
  (globalThis as Record<symbol, Latch>)[LATCH] = latch;
  return latch;
};

/** The body; `closed` of the latch resolves once the source is closed, read to the end or not. */
async function* body(mode: 'ok' | 'fail' | 'endless') {
  const latch = (globalThis as Record<symbol, Latch>)[LATCH]!;
  try {
    yield 'first,';
    await latch.opened;
    yield 'second,';
    while (mode === 'endless') {
      yield 'more,';
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (mode === 'fail') throw new Error('the source failed after the first chunk');
    yield 'end';
  } finally {
    latch.close();
  }
}

export const handler = createStreamedHttpHandler(routes, {
  stream: async ({ params }) => {
    if (params.mode === 'missing') throw new NotFoundError('no such stream');
    return { stream: Readable.from(body(params.mode), { objectMode: false }) };
  },
});
