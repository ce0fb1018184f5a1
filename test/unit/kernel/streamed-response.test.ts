import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpFunctionDef } from '#functions/registry.ts';
import { startApiServer } from '#infra/local/api-server.ts';
import { installStreamingRuntime } from '#infra/local/response-stream.ts';

// The fixture's handler calls awslambda.streamifyResponse as it loads, as Lambda's runtime allows.
installStreamingRuntime();
const { newLatch, routes } = await import('./streamed-fixture.ts');

/**
 * The local gateway streams a streamed route for real: the status, headers and first chunk reach
 * the client while the function is still waiting to write the rest (a gateway that buffered would
 * never release the latch, and the test would time out); an error after that cuts the body short;
 * an error before it is a problem response with its status.
 */
const FIXTURE: HttpFunctionDef = {
  kind: 'http',
  name: 'streamed-fixture',
  entry: 'test/unit/kernel/streamed-fixture.ts',
  routes,
  grants: {},
};

let server: Server;
let base = '';
beforeAll(async () => {
  server = await startApiServer({ port: 0, functions: [FIXTURE], authorizerCacheSeconds: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const decoder = new TextDecoder();

describe('a streamed route through the local gateway', () => {
  it('delivers the first chunk before the function has written the rest, chunked', async () => {
    const latch = newLatch();
    const res = await fetch(`${base}/stream/ok`);
    expect(res.status).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('first,');
    latch.open();
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read())
      rest += decoder.decode(next.value);
    expect(rest).toBe('second,end');
  });

  it('cuts the body short when the function fails after its status was sent', async () => {
    const latch = newLatch();
    const res = await fetch(`${base}/stream/fail`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect(decoder.decode((await reader.read()).value)).toBe('first,');
    latch.open();
    await expect(
      (async () => {
        for (let next = await reader.read(); !next.done; next = await reader.read());
      })(),
    ).rejects.toThrow();
  });

  it('closes the source when the client leaves before the end', async () => {
    const latch = newLatch();
    const abort = new AbortController();
    const res = await fetch(`${base}/stream/endless`, { signal: abort.signal });
    const reader = res.body!.getReader();
    expect(decoder.decode((await reader.read()).value)).toBe('first,');
    abort.abort();
    latch.open();
    // The source would write without end if the client's leaving did not reach it.
    await latch.closed;
  });

  it('answers an error before the body as a problem with its status', async () => {
    const res = await fetch(`${base}/stream/missing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 404, detail: 'no such stream' });
  });
});
