import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { expect } from 'vitest';
import { type DevKeys, LOCAL_AUDIENCE, LOCAL_ISSUER } from '#infra/local/dev-keys.ts';
import { type LocalStackControl, startLocalStack } from '#infra/local/stack.ts';
import { PERMISSIONS } from '#shared/auth/model.ts';
import { type Receiver, startReceiver } from '../webhooks/receiver.ts';

/**
 * A local stack of its own for an outage test (no other test file may see its dependencies go
 * away), with its data in a directory so that DynamoDB Local and the SQS emulator keep it across
 * a stop, a tenant token, and a loopback receiver subscribed to CUSTOMER_CREATE. Nothing here
 * imports the handlers' configuration statically: the stack sets the environment first.
 */

export type Answer = { status: number; headers: Headers; body: any };

export type OutageStack = {
  stack: LocalStackControl;
  receiver: Receiver;
  /** The webhook subscribed to CUSTOMER_CREATE: `/httptransports/{t}/webhooks/{w}`. */
  webhookPath: string;
  api: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;
  /** Creates a customer with the client's uid and an Idempotency-Key of its own. */
  create: (uid: string) => Promise<Answer>;
  /** Event ids delivered per customer uid. */
  deliveredEvents: () => Map<string, Set<string>>;
  close: () => Promise<void>;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const startOutageStack = async (tenant: string): Promise<OutageStack> => {
  const root = await mkdtemp(join(tmpdir(), 'rcs-outage-'));
  // The stack's PostgreSQL runs as the postgres user, which must pass through the directory.
  await chmod(root, 0o711);
  const stack = await startLocalStack({
    port: 0,
    dataDir: join(root, 'data'),
    authorizerCacheSeconds: 0,
    env: {
      IDEMPOTENCY_LEASE_SECONDS: '2',
      // An outage makes the handlers log every refused call; the assertions tell what matters.
      POWERTOOLS_LOG_LEVEL: 'CRITICAL',
      WEBHOOK_BACKOFF_BASE_SECONDS: '1',
      WEBHOOK_BACKOFF_MAX_SECONDS: '1',
    },
  });
  const keys = JSON.parse(await readFile(join(root, 'data', 'dev-keys.json'), 'utf8')) as DevKeys;
  const bearer = await new SignJWT({
    token_use: 'access',
    tenantUid: tenant,
    permissions: [...PERMISSIONS],
    access: 'ADMIN',
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.privateJwk.kid! })
    .setIssuer(LOCAL_ISSUER)
    .setAudience(LOCAL_AUDIENCE)
    .setSubject('outage')
    .setExpirationTime('15m')
    .sign(await importJWK(keys.privateJwk, 'ES256'));
  const api: OutageStack['api'] = async (method, path, body, headers = {}) => {
    const response = await fetch(`${stack.apiUrl}/tenants/${tenant}${path}`, {
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
  const receiver = await startReceiver(() => ({ status: 200 }));
  const transport = await api('POST', '/httptransports', {
    name: 'erp',
    url: receiver.url,
    securityType: 'NONE',
  });
  expect(transport.status).toBe(200);
  const transportPath = `/httptransports/${transport.body.httpTransportUid}`;
  const webhook = await api('POST', `${transportPath}/webhooks`, { action: 'CUSTOMER_CREATE' });
  expect(webhook.status).toBe(200);
  return {
    stack,
    receiver,
    webhookPath: `${transportPath}/webhooks/${webhook.body.webhookUid}`,
    api,
    create: (uid) =>
      api(
        'POST',
        '/customers',
        { customerUid: uid, firstname: 'Fault', lastname: uid },
        { 'idempotency-key': `k-${uid}` },
      ),
    deliveredEvents: () => {
      const events = new Map<string, Set<string>>();
      for (const r of receiver.requests) {
        if (r.json?.action !== 'CUSTOMER_CREATE' || r.json?.test === true) continue;
        const uid = String(r.json?.customer?.uid);
        events.set(uid, (events.get(uid) ?? new Set()).add(String(r.json?.id)));
      }
      return events;
    },
    close: async () => {
      await receiver.close();
      await stack.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
};
