import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { Context } from 'aws-lambda';

/**
 * The part of Lambda's Node.js runtime that streamed handlers use, for the local stack: the
 * `awslambda` global (`streamifyResponse`, `HttpResponseStream.from`) and a response stream whose
 * bytes go straight to the local gateway's HTTP response, chunked, as they are written. This file
 * stands in for AWS (the runtime and API Gateway's STREAM integration); everything above it is the
 * code that is deployed.
 */

/** The marker the runtime looks for on a handler wrapped by streamifyResponse. */
const STREAMING = Symbol.for('aws.lambda.runtime.handler.streaming');

/** What HttpResponseStream.from sends before the body: the status and headers. */
type Prelude = { statusCode?: number; headers?: Record<string, string>; cookies?: string[] };

type StreamedHandler = (event: unknown, stream: Writable, context: Context) => Promise<unknown>;

/**
 * A response stream writing to the gateway's response: the prelude becomes the status line and
 * headers at the first write, each chunk is written as it comes (waiting for the client when its
 * buffers are full), and a stream destroyed with an error after the status went out ends the
 * connection without the last chunk, as API Gateway does: the client sees a truncated body.
 */
export class LocalResponseStream extends Writable {
  prelude: Prelude = {};
  readonly #res: ServerResponse;

  constructor(res: ServerResponse) {
    super();
    this.#res = res;
    // A client that leaves before the end: the function's writes fail, as Lambda's do, instead of
    // waiting forever for a drain that will not come.
    res.once('close', () => {
      if (!res.writableFinished) this.destroy(new Error('the client closed the connection'));
    });
  }

  /** The runtime's content type of a stream with a prelude; nothing to do locally. */
  setContentType(_type: string): void {}

  #head(): void {
    if (this.#res.headersSent) return;
    const { statusCode = 200, headers = {}, cookies = [] } = this.prelude;
    this.#res.writeHead(statusCode, { ...headers, ...(cookies.length ? { 'set-cookie': cookies } : {}) });
    // The status and headers reach the client now, before any of the body is produced.
    this.#res.flushHeaders();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.#head();
    if (chunk.length === 0 || this.#res.write(chunk)) {
      done();
      return;
    }
    this.#res.once('drain', () => done());
  }

  override _final(done: (error?: Error | null) => void): void {
    this.#head();
    this.#res.end(() => done());
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    if (error && !this.#res.writableEnded) this.#res.destroy(error);
    done(error);
  }
}

/**
 * Adds the runtime's streaming members to the `awslambda` global (which other libraries create
 * too, for their own members); handler modules call them as they load.
 */
export const installStreamingRuntime = (): void => {
  const global = globalThis as { awslambda?: Record<string, unknown> };
  global.awslambda ??= {};
  global.awslambda.streamifyResponse ??= (handler: StreamedHandler) =>
    Object.assign(handler, { [STREAMING]: 'response' });
  global.awslambda.HttpResponseStream ??= {
    from: (stream: LocalResponseStream, prelude: Prelude) => {
      stream.prelude = prelude;
      return stream;
    },
  };
};

/** Whether a loaded handler was wrapped by streamifyResponse. */
export const isStreamedHandler = (handler: unknown): handler is StreamedHandler =>
  typeof handler === 'function' && (handler as unknown as Record<symbol, unknown>)[STREAMING] === 'response';

/**
 * Runs a streamed handler with a response stream on `res` and waits until the response is done:
 * written in full, or cut short by an error after its status was sent.
 */
export const invokeStreamed = async (
  handler: StreamedHandler,
  event: unknown,
  context: Context,
  res: ServerResponse,
): Promise<void> => {
  const stream = new LocalResponseStream(res);
  try {
    await handler(event, stream, context);
  } catch (error) {
    stream.destroy(error as Error);
    if (!res.headersSent) throw error;
    return;
  }
  if (!stream.writableEnded) stream.end();
};
