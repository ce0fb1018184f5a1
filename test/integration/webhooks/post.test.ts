import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, RESPONSE_READ_LIMIT } from '#functions/webhooks/workers/delivery/post.ts';

// The delivery's HTTP client against a real loopback server, without the stack.
let base = '';
const server = createServer((req, res) => {
  req.resume();
  if (req.url === '/endless') {
    res.writeHead(200);
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const timer = setInterval(() => res.write(chunk), 1);
    res.on('close', () => clearInterval(timer));
    return;
  }
  if (req.url === '/redirect') {
    res.writeHead(302, { location: `${base}/ok` });
    return res.end();
  }
  if (req.url === '/slow') return void setTimeout(() => res.end('late'), 1500);
  res.end('ok');
});
const local = { allowHttp: true, allowLoopback: true };

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('delivery HTTP client', () => {
  it('reads at most 64 KB of a response and does not wait for the rest', async () => {
    const result = await postJson(`${base}/endless`, {}, '{}', { timeoutMs: 5000, policy: local });
    expect(result).toMatchObject({ kind: 'response', statusCode: 200 });
    if (result.kind === 'response') expect(result.body.length).toBe(RESPONSE_READ_LIMIT);
    expect(result.latencyMs).toBeLessThan(3000);
  });

  it('does not follow redirects', async () => {
    const result = await postJson(`${base}/redirect`, {}, '{}', { timeoutMs: 2000, policy: local });
    expect(result).toMatchObject({ kind: 'response', statusCode: 302 });
  });

  it('times out at the deadline', async () => {
    const result = await postJson(`${base}/slow`, {}, '{}', { timeoutMs: 300, policy: local });
    expect(result.kind).toBe('timeout');
    expect(result.latencyMs).toBeGreaterThanOrEqual(300);
    expect(result.latencyMs).toBeLessThan(1400);
  });

  it('never cuts a deadline short, though a timer may fire before it by the loop clock', async () => {
    const latencies: number[] = [];
    for (let i = 0; i < 30; i++) {
      const result = await postJson(`${base}/slow`, {}, '{}', { timeoutMs: 25, policy: local });
      expect(result.kind).toBe('timeout');
      latencies.push(result.latencyMs);
    }
    expect(Math.min(...latencies)).toBeGreaterThanOrEqual(25);
  });

  it('refuses loopback in the cloud: a literal address and a name resolving to it (checked at connect)', async () => {
    const cloud = { allowHttp: true, allowLoopback: false };
    const literal = await postJson(`${base}/ok`, {}, '{}', { timeoutMs: 2000, policy: cloud });
    expect(literal).toMatchObject({ kind: 'blocked', error: expect.stringContaining('loopback') });
    const port = new URL(base).port;
    const named = await postJson(`http://localhost:${port}/ok`, {}, '{}', { timeoutMs: 2000, policy: cloud });
    expect(named).toMatchObject({
      kind: 'blocked',
      error: expect.stringContaining('resolves to a loopback address'),
    });
    const allowed = await postJson(`http://localhost:${port}/ok`, {}, '{}', {
      timeoutMs: 2000,
      policy: local,
    });
    expect(allowed).toMatchObject({ kind: 'response', statusCode: 200, body: 'ok' });
  });
});
