import { Readable } from 'node:stream';
import * as z from 'zod';
import { NotFoundError } from '#shared/errors.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { defineRoutes } from '#shared/http/route.ts';

/**
 * A streamed route for the local gateway's streaming test (streamed-response.test.ts): its body
 * is a first chunk, then (once the test opens the latch) the rest, or an error in `fail` mode.
 */
export const routes = defineRoutes({
  stream: {
    method: 'GET',
    path: '/stream/{mode}',
    summary: 'A streamed body',
    auth: 'public',
    streamed: true,
    request: { params: z.object({ mode: z.enum(['ok', 'fail', 'missing']) }) },
    success: { status: 200, description: 'The chunks' },
  },
});

/** The latch the body waits on after its first chunk; on globalThis, shared with the test. */
const LATCH = Symbol.for('test.streamed-fixture.latch');
type Latch = { opened: Promise<void>; open: () => void };
export const newLatch = (): Latch => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const latch = { opened, open };
  (globalThis as Record<symbol, Latch>)[LATCH] = latch;
  return latch;
};

async function* body(mode: 'ok' | 'fail') {
  yield 'first,';
  await (globalThis as Record<symbol, Latch>)[LATCH]!.opened;
  yield 'second,';
  if (mode === 'fail') throw new Error('the source failed after the first chunk');
  yield 'end';
}

export const handler = createHttpHandler(routes, {
  stream: async ({ params }) => {
    if (params.mode === 'missing') throw new NotFoundError('no such stream');
    return { stream: Readable.from(body(params.mode), { objectMode: false }) };
  },
});
