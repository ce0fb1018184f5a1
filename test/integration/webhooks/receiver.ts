import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export type Received = { n: number; at: number; headers: IncomingHttpHeaders; body: string; json: any };

/** What the receiver answers to request number `n` (1-based). */
export type Reply = { status: number; body?: string; headers?: Record<string, string>; delayMs?: number };
export type Script = (n: number, request: Received) => Reply;

export type Receiver = {
  url: string;
  requests: Received[];
  /** Resolves once `count` requests have arrived (or rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<Received[]>;
  close: () => Promise<void>;
};

/** A real HTTP receiver on 127.0.0.1, scripted per test. */
export const startReceiver = async (script: Script): Promise<Receiver> => {
  const requests: Received[] = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const received: Received = { n: requests.length + 1, at: Date.now(), headers: req.headers, body, json };
      requests.push(received);
      for (const w of waiters.splice(0)) w();
      const reply = script(received.n, received);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const waitFor = (count: number, timeoutMs = 30_000) =>
    new Promise<Received[]>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`expected ${count} request(s), got ${requests.length} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const check = () => {
        if (requests.length >= count) {
          clearTimeout(timer);
          resolve(requests);
        } else waiters.push(check);
      };
      check();
    });
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    waitFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Waits `ms`: used only to show that nothing more arrives. */
export const quietFor = (ms: number) => new Promise((r) => setTimeout(r, ms));
