import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevKeys, LOCAL_AUDIENCE, LOCAL_ISSUER } from '#infra/local/dev-keys.ts';
import { type LocalStackControl, startLocalStack } from '#infra/local/stack.ts';
import { PERMISSIONS } from '#shared/auth/model.ts';
import { type Receiver, startReceiver } from '../webhooks/receiver.ts';

/**
 * DynamoDB Local stopped and started again in the middle of a burst of creates, on a stack of its
 * own (no other test file may see its table go away). Every create either took full effect with
 * its outbox event or none; the client gets 201 or 503 with Retry-After, never a 500; retried with
 * its Idempotency-Key it succeeds; and the pipeline (stream, indexer, webhook fan-out, queue,
 * delivery) catches up with every customer searchable and delivered exactly once. Nothing here
 * imports the handlers' configuration statically: the stack sets the environment first.
 */
const TENANT = 't-outage';
const CREATES = 60;
const IN_FLIGHT = 6;

let root: string;
let stack: LocalStackControl;
let bearer: string;
let receiver: Receiver;

type Answer = { status: number; headers: Headers; body: any };
const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${stack.apiUrl}/tenants/${TENANT}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
};
const create = (uid: string): Promise<Answer> =>
  api(
    'POST',
    '/customers',
    { customerUid: uid, firstname: 'Fault', lastname: uid },
    { 'idempotency-key': `k-${uid}` },
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rcs-outage-'));
  // The stack's PostgreSQL runs as the postgres user, which must pass through the directory.
  await chmod(root, 0o711);
  // A data directory: DynamoDB Local keeps its table (and stream) across the stop.
  stack = await startLocalStack({
    port: 0,
    dataDir: join(root, 'data'),
    authorizerCacheSeconds: 0,
    env: {
      IDEMPOTENCY_LEASE_SECONDS: '2',
      // The outage makes the handlers log every refused call; the assertions tell what matters.
      POWERTOOLS_LOG_LEVEL: 'CRITICAL',
      WEBHOOK_BACKOFF_BASE_SECONDS: '1',
      WEBHOOK_BACKOFF_MAX_SECONDS: '1',
    },
  });
  const keys = JSON.parse(await readFile(join(root, 'data', 'dev-keys.json'), 'utf8')) as DevKeys;
  bearer = await new SignJWT({
    token_use: 'access',
    tenantUid: TENANT,
    permissions: [...PERMISSIONS],
    access: 'ADMIN',
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.privateJwk.kid! })
    .setIssuer(LOCAL_ISSUER)
    .setAudience(LOCAL_AUDIENCE)
    .setSubject('outage')
    .setExpirationTime('15m')
    .sign(await importJWK(keys.privateJwk, 'ES256'));
  receiver = await startReceiver(() => ({ status: 200 }));
  const transport = await api('POST', '/httptransports', {
    name: 'erp',
    url: receiver.url,
    securityType: 'NONE',
  });
  expect(transport.status).toBe(200);
  const webhook = await api('POST', `/httptransports/${transport.body.httpTransportUid}/webhooks`, {
    action: 'CUSTOMER_CREATE',
  });
  expect(webhook.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await stack?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('DynamoDB down during a burst of writes', () => {
  it('answers 201 or 503 with Retry-After, takes retries, and catches up with nothing lost or doubled', async () => {
    const uids = Array.from({ length: CREATES }, (_, i) => `cust-${String(i).padStart(3, '0')}`);
    const first = new Map<string, Answer>();
    let next = 0;
    let refusedDuringOutage = 0;
    let outage: Promise<void> | undefined;
    const worker = async () => {
      while (next < uids.length) {
        const uid = uids[next++]!;
        const answer = await create(uid);
        first.set(uid, answer);
        if (answer.status === 503) refusedDuringOutage++;
        // A third of the way in, the table goes away until several creates were refused.
        if (first.size === CREATES / 3 && !outage) {
          outage = (async () => {
            await stack.dynamodb.pause();
            const until = Date.now() + 10_000;
            while (refusedDuringOutage < IN_FLIGHT && Date.now() < until) await sleep(50);
            await stack.dynamodb.resume();
          })();
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await outage;

    const statuses = [...first.values()].map((a) => a.status);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      statuses.join(),
    ).toBe(true);
    const refused = [...first].filter(([, a]) => a.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(IN_FLIGHT);
    for (const [, answer] of refused) {
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
    }

    // Retried with the same key, as a client does after a 503: each is created now, or was
    // created by its first attempt (then the retry finds the customer: 409), never twice.
    const retried = await Promise.all(
      refused.map(async ([uid]) => {
        const deadline = Date.now() + 30_000;
        let retry = await create(uid);
        while ((retry.status === 503 || retry.status === 409) && Date.now() < deadline) {
          if (retry.status === 409 && (await api('GET', `/customers/${uid}`)).status === 200) break;
          await sleep(1000 * Number(retry.headers.get('retry-after') ?? 1));
          retry = await create(uid);
        }
        return `${uid} ${retry.status}`;
      }),
    );
    expect(retried.filter((r) => !/ (201|409)$/.test(r))).toEqual([]);
    for (const uid of uids) expect((await api('GET', `/customers/${uid}`)).status, uid).toBe(200);

    // Every customer once in the search (the list waits for the indexer to catch up) ...
    const deadline = Date.now() + 30_000;
    let listed: string[] = [];
    while (Date.now() < deadline) {
      const page = await api('GET', '/customers?pageSize=100&sortBy=customerUid&sortDirection=ASC');
      listed = page.status === 200 ? page.body.items.map((c: { customerUid: string }) => c.customerUid) : [];
      if (listed.length === CREATES) break;
      await sleep(200);
    }
    expect(listed).toEqual(uids);
    // ... and exactly one CUSTOMER_CREATE event per customer, delivered: it was written with the
    // customer. A delivery whose outcome could not be recorded while the table was away is posted
    // again with the same event id (at-least-once, spec 6.1: receivers dedupe by id), never as a
    // second event.
    await receiver.waitFor(CREATES, 60_000);
    await sleep(2000);
    const events = new Map<string, Set<string>>();
    for (const r of receiver.requests) {
      const uid = String(r.json?.customer?.uid);
      events.set(uid, (events.get(uid) ?? new Set()).add(String(r.json?.id)));
    }
    expect([...events.keys()].sort()).toEqual(uids);
    for (const [uid, ids] of events) expect(ids.size, uid).toBe(1);
  }, 180_000);
});
