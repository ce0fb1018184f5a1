import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importJWK, SignJWT } from 'jose';
import { Webhook } from 'standardwebhooks';
import { ACTIONS, isWebhookAction, type WebhookAction } from '#events/actions.ts';
import { type DevKeys, LOCAL_AUDIENCE, LOCAL_ISSUER } from '#infra/local/dev-keys.ts';
import { PERMISSIONS } from '#shared/auth/model.ts';
import { DEFAULT_DATA_DIR, failWith } from './cli.ts';

const usage = `usage: npm run webhooks -- listen --tenant T [--actions A,B|all] [--port P] [--data DIR]
       npm run webhooks -- trigger <ACTION> --tenant T [--data DIR]
listen: receives the tenant's webhooks on 127.0.0.1 and prints each delivery with its verified signature.
trigger: publishes the catalogued example of ACTION, marked "test": true, to the tenant's webhooks.
Both talk to the stack \`npm start\` runs (its keys and URL are in --data, default .local).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    tenant: { type: 'string' },
    actions: { type: 'string', default: 'all' },
    port: { type: 'string', default: '0' },
    data: { type: 'string', default: DEFAULT_DATA_DIR },
  },
});
const fail = failWith(usage);
const [command, actionArg] = positionals;
const tenant = values.tenant ?? fail('--tenant is required');
/** The name that marks the transport `listen` owns, so a second run reuses it. */
const TRANSPORT_NAME = 'npm run webhooks listen';

const readJson = async <T>(file: string, missing: string): Promise<T> =>
  JSON.parse(await readFile(resolve(values.data, file), 'utf8').catch(() => fail(missing))) as T;
const { apiUrl } = await readJson<{ apiUrl: string }>('stack.json', 'no running local stack (npm start)');

/** An access token of the tenant's administrator with every permission, short-lived. */
const adminToken = async () => {
  const keys = await readJson<DevKeys>('dev-keys.json', 'no development keys yet: run npm start once');
  return new SignJWT({
    token_use: 'access',
    tenantUid: tenant,
    permissions: [...PERMISSIONS],
    access: 'ADMIN',
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.privateJwk.kid! })
    .setIssuer(LOCAL_ISSUER)
    .setAudience(LOCAL_AUDIENCE)
    .setSubject('npm-run-webhooks')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(keys.privateJwk, 'ES256'));
};
const bearer = await adminToken();
/** The last Consistency-Token answered, presented on every later request (read-your-writes of this run's writes). */
let consistency: string | undefined;

const api = async <T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const res = await fetch(`${apiUrl}/tenants/${encodeURIComponent(tenant)}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(consistency ? { 'consistency-token': consistency } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) fail(`${method} ${path}: ${res.status} ${text}`);
  // Requests run one after another here, so the newest token covers every earlier write.
  consistency = res.headers.get('consistency-token') ?? consistency;
  return { body: (text ? JSON.parse(text) : undefined) as T, etag: res.headers.get('etag') };
};

/** The transport named TRANSPORT_NAME pointed at `url` with a signing secret in clear: created, or reused. */
const ownTransport = async (url: string) => {
  type Transport = { httpTransportUid: string; name: string; url: string; signingSecret: string };
  const list = await api<{ items: Transport[] }>('GET', `/httptransports?pageSize=100`);
  const found = list.body.items.find((t) => t.name === TRANSPORT_NAME);
  if (!found) {
    const created = await api<Transport>('POST', '/httptransports', {
      name: TRANSPORT_NAME,
      url,
      securityType: 'NONE',
    });
    return created.body;
  }
  const path = `/httptransports/${found.httpTransportUid}`;
  if (found.url !== url) {
    const current = await api('GET', path);
    await api(
      'PUT',
      path,
      { name: TRANSPORT_NAME, url, securityType: 'NONE' },
      { 'if-match': current.etag! },
    );
  }
  // The secret is shown only when issued: a new one, the old one retired at once.
  return (await api<Transport>('POST', `${path}/signingsecret/rotate`, { overlapSeconds: 0 })).body;
};

const listen = async () => {
  const actions: WebhookAction[] =
    values.actions === 'all'
      ? [...ACTIONS]
      : values.actions.split(',').map((a) => (isWebhookAction(a) ? a : fail(`unknown action ${a}`)));
  let verifier: Webhook | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = req.headers as Record<string, string>;
      try {
        const payload = verifier!.verify(body, headers) as {
          action: string;
          attempt: number;
          test?: boolean;
        };
        console.log(
          `${new Date().toISOString()} ${payload.action} ${headers['webhook-id']} attempt ${payload.attempt}${payload.test ? ' (test)' : ''}: signature verified`,
        );
        console.log(JSON.stringify(payload, null, 2));
        res.writeHead(204).end();
      } catch (error) {
        console.log(
          `${new Date().toISOString()} ${headers['webhook-id']}: signature INVALID (${(error as Error).message})`,
        );
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((ok) => server.listen(Number(values.port), '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  const transport = await ownTransport(url);
  verifier = new Webhook(transport.signingSecret);
  const path = `/httptransports/${transport.httpTransportUid}/webhooks`;
  const subscribed = new Set(
    (await api<{ items: Array<{ action: string }> }>('GET', `${path}?pageSize=100`)).body.items.map(
      (w) => w.action,
    ),
  );
  for (const action of actions) if (!subscribed.has(action)) await api('POST', path, { action });
  console.log(
    `listening on ${url} for ${tenant}: transport ${transport.httpTransportUid}, ${actions.length} action(s)`,
  );
  console.log('ready');
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

const trigger = async () => {
  const action = actionArg ?? fail('trigger needs an action');
  if (!isWebhookAction(action)) fail(`unknown action ${action}; one of ${ACTIONS.join(', ')}`);
  const { body } = await api<{ action: string; eventId: string }>('POST', '/webhooks/test-events', {
    action,
  });
  console.log(`published ${body.action} ${body.eventId} (test) to the webhooks of ${tenant}`);
};

if (command === 'listen') await listen();
else if (command === 'trigger') await trigger();
else fail('listen or trigger?');
