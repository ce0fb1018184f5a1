import type { LookupAddress } from 'node:dns';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  addressAllowed,
  blockedAddressKind,
  systemResolver,
  type TargetPolicy,
} from '#functions/webhooks/target-policy.ts';
import { http } from '#shared/node-builtins.ts';

/** At most this much of a response body is read; the rest is discarded. */
export const RESPONSE_READ_LIMIT = 64 * 1024;

export type PostResult =
  | { kind: 'response'; statusCode: number; body: string; latencyMs: number }
  | { kind: 'timeout' | 'connection' | 'blocked'; error: string; latencyMs: number };

// Kept-alive sockets: a busy receiver gets one TLS handshake per socket, not per delivery.
const agents = { http: new http.Agent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
}

/** DNS lookup that refuses a name when any of its addresses is not allowed (checked at connect time). */
const guardedLookup =
  (policy: TargetPolicy): LookupFunction =>
  (hostname, options, callback) => {
    (policy.resolve ?? systemResolver)(hostname).then(
      (found) => {
        const addresses = options.family ? found.filter((a) => a.family === options.family) : found;
        const blocked = addresses.find((a) => !addressAllowed(a.address, policy));
        if (blocked) {
          const kind = blockedAddressKind(blocked.address);
          return callback(new BlockedAddressError(`${hostname} resolves to a ${kind} address`), '', 0);
        }
        if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), '', 0);
        if (options.all) {
          return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        }
        const first = addresses[0]!;
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

/**
 * POSTs `body` to `url` with a hard deadline covering connect, TLS, headers and body. Redirects
 * are not followed (a 3xx is just a status). Reads at most 64 KB of the response.
 */
export const postJson = (
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; policy: TargetPolicy },
): Promise<PostResult> =>
  new Promise((resolve) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    // Set once the status line arrived: from then on the deadline only cuts the body read short.
    let readBody: (() => void) | undefined;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !addressAllowed(host, options.policy)) {
      finish({ kind: 'blocked', error: `${host} is a ${blockedAddressKind(host)} address`, latencyMs: 0 });
      return;
    }
    const isHttps = target.protocol === 'https:';
    const req = (isHttps ? httpsRequest : http.request)(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: isHttps ? agents.https : agents.http,
      lookup: guardedLookup(options.policy),
    });
    const onDeadline = () => {
      // Node counts a timer from the event loop's cached clock, which can trail performance.now()
      // by a millisecond or more: a timer that fires before the deadline waits out the rest, so
      // the receiver always gets its whole timeoutMs.
      const left = options.timeoutMs - (performance.now() - started);
      if (left > 0) {
        timer = setTimeout(onDeadline, Math.ceil(left));
        return;
      }
      if (readBody) return readBody();
      req.destroy();
      finish({ kind: 'timeout', error: `no response within ${options.timeoutMs} ms`, latencyMs: elapsed() });
    };
    timer = setTimeout(onDeadline, options.timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        res.destroy();
        finish({
          kind: 'response',
          statusCode: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          latencyMs: elapsed(),
        });
      };
      readBody = done;
      res.on('data', (chunk: Buffer) => {
        const room = RESPONSE_READ_LIMIT - size;
        if (room > 0) chunks.push(chunk.subarray(0, room));
        size += chunk.length;
        if (size >= RESPONSE_READ_LIMIT) done();
      });
      res.on('end', done);
      // The status is known: a body cut short (or too slow) does not change the outcome.
      res.on('error', done);
      res.on('aborted', done);
    });
    req.on('error', (error) => {
      // A reset (RST) after the status line reaches the request as ECONNRESET before the response
      // sees 'aborted', so without this a 200 whose body was cut short counted as a connection
      // error and was POSTed again. Once the status arrived it decides, as for a slow body.
      if (readBody) return readBody();
      const blocked = error instanceof BlockedAddressError;
      finish({
        kind: blocked ? 'blocked' : 'connection',
        error: `${error.name}: ${error.message}`,
        latencyMs: elapsed(),
      });
    });
    req.end(body);
  });
