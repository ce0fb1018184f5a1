import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from '#test/support/api.ts';

/**
 * How a misbehaving receiver treats one request:
 * - `reply`: answers `status` after `delayMs` (a slow but well-behaved receiver);
 * - `hang`: accepts the request and never answers;
 * - `reset`: destroys the socket before sending a single byte;
 * - `reset-in-status`: sends half a status line, then destroys the socket;
 * - `reset-mid-body`: sends the status, headers and part of the body, then resets the socket (RST);
 * - `close-mid-body`: the same, but closes the socket (FIN) instead;
 * - `drip`: answers `status` at once, then drips `totalBytes` in `chunkBytes` pieces every `everyMs`.
 */
export type Fault =
  | { kind: 'reply'; status: number; delayMs?: number; body?: string }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'reset-in-status' }
  | { kind: 'reset-mid-body'; status: number }
  | { kind: 'close-mid-body'; status: number }
  | { kind: 'drip'; status: number; totalBytes: number; chunkBytes: number; everyMs: number };

/** One request as the receiver saw it, and how its connection ended. */
export type FaultRequest = {
  n: number;
  eventId: string;
  attempt: number;
  headers: IncomingHttpHeaders;
  fault: Fault;
  openedAt: number;
  /** When the connection closed (set by either side); undefined while it is open. */
  closedAt?: number;
  /** Response body bytes handed to the socket. */
  bytesSent: number;
  /** The whole response was written (false when the worker hung up first, or for a fault). */
  completed: boolean;
};

export type FaultReceiver = {
  url: string;
  requests: FaultRequest[];
  /** The requests carrying `eventId` (the Standard Webhooks `webhook-id`, the same on every retry). */
  of: (eventId: string) => FaultRequest[];
  /** Polls until `count` requests for `eventId` have arrived and their connections have closed. */
  settled: (eventId: string, count: number, timeoutMs?: number) => Promise<FaultRequest[]>;
  close: () => Promise<void>;
};

const drip = (res: ServerResponse, request: FaultRequest, fault: Extract<Fault, { kind: 'drip' }>) => {
  res.writeHead(fault.status, {
    'content-type': 'application/octet-stream',
    'content-length': String(fault.totalBytes),
  });
  // One buffer for every chunk: the receiver itself stays small however big the body is.
  const chunk = Buffer.alloc(fault.chunkBytes, 'x');
  const timer = setInterval(() => {
    if (res.destroyed) return clearInterval(timer);
    const size = Math.min(fault.chunkBytes, fault.totalBytes - request.bytesSent);
    request.bytesSent += size;
    if (request.bytesSent < fault.totalBytes) return void res.write(chunk.subarray(0, size));
    clearInterval(timer);
    res.end(chunk.subarray(0, size));
  }, fault.everyMs);
  res.on('close', () => clearInterval(timer));
};

const act = (res: ServerResponse, request: FaultRequest) => {
  const { fault } = request;
  const socket = res.socket!;
  if (fault.kind === 'hang') return;
  if (fault.kind === 'reset') return void socket.resetAndDestroy();
  if (fault.kind === 'reset-in-status') {
    socket.write('HTTP/1.1 200 O');
    return void setTimeout(() => socket.resetAndDestroy(), 50);
  }
  if (fault.kind === 'reset-mid-body' || fault.kind === 'close-mid-body') {
    res.writeHead(fault.status, { 'content-type': 'application/json', 'content-length': '4096' });
    request.bytesSent = 100;
    res.write('x'.repeat(100));
    // A reset discards what the peer has not read yet: give the worker time to read the status.
    const cut = () => (fault.kind === 'reset-mid-body' ? socket.resetAndDestroy() : socket.destroy());
    return void setTimeout(cut, 250);
  }
  if (fault.kind === 'drip') return drip(res, request, fault);
  const send = () => {
    if (res.destroyed) return;
    const body = fault.body ?? '{"ok":true}';
    request.bytesSent = Buffer.byteLength(body);
    res.writeHead(fault.status, { 'content-type': 'application/json' }).end(body);
  };
  if (fault.delayMs) setTimeout(send, fault.delayMs);
  else send();
};

/**
 * A real HTTP receiver on 127.0.0.1 whose behaviour is scripted per event and attempt (the
 * attempt number is the envelope's `attempt`, so it follows the worker's count, not this server's).
 */
export const startFaultReceiver = async (
  script: (attempt: number, eventId: string) => Fault,
): Promise<FaultReceiver> => {
  const requests: FaultRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { attempt: number };
      const eventId = String(req.headers['webhook-id']);
      const request: FaultRequest = {
        n: requests.length + 1,
        eventId,
        attempt: json.attempt,
        headers: req.headers,
        fault: script(json.attempt, eventId),
        openedAt: Date.now(),
        bytesSent: 0,
        completed: false,
      };
      requests.push(request);
      // A write racing the worker's hang-up fails; that is the point of these receivers.
      res.on('error', () => undefined);
      res.on('close', () => {
        request.closedAt = Date.now();
        request.completed = res.writableFinished;
      });
      act(res, request);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const of = (eventId: string) => requests.filter((r) => r.eventId === eventId);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    of,
    settled: (eventId, count, timeoutMs = 30_000) =>
      eventually(
        async () => {
          const got = of(eventId);
          return got.length >= count && got.every((r) => r.closedAt !== undefined) ? got : undefined;
        },
        timeoutMs,
        50,
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
