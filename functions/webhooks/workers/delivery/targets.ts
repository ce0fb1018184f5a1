import { openSecrets, type TransportSecrets } from '#functions/webhooks/secrets.ts';
import { type TransportRecord, transportKey, transportOf } from '#functions/webhooks/transport-item.ts';
import { webhookKey } from '#functions/webhooks/webhook-read.repository.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { BatchGetCommand } from '#shared/db/document-commands.ts';

/** Where and how one webhook is delivered, with the secrets opened. */
export type Target = { transport: TransportRecord; secrets: TransportSecrets };

/**
 * Targets are cached per container for a short while: a busy webhook costs one read and one
 * decrypt per 5 s, not per delivery. A changed or deleted transport or webhook takes effect
 * within that time.
 */
const TTL_MS = 5_000;
/** Entries beyond this are pruned (expired first), so a long-lived container does not grow without bound. */
const CACHE_MAX = 500;
/** BatchGet rounds for keys DynamoDB left unprocessed (throttling) before the message is retried. */
const BATCH_GET_ROUNDS = 3;
const cache = new Map<string, { at: number; target: Promise<Target | undefined> }>();

/**
 * Reads the transport and webhook items with one BatchGet. Keys DynamoDB leaves unprocessed are
 * asked again; if some still are, this throws (the message is retried) rather than reporting the
 * webhook as deleted, which would fail the delivery for good.
 */
const readItems = async (keys: Array<Record<string, string>>) => {
  const items: Array<Record<string, unknown>> = [];
  let pending = keys;
  for (let round = 0; round < BATCH_GET_ROUNDS && pending.length > 0; round++) {
    const out = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
    );
    items.push(...(out.Responses?.[tableName()] ?? []));
    pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Array<Record<string, string>>;
  }
  if (pending.length > 0) throw new Error('transport and webhook could not be read (unprocessed keys)');
  return items;
};

const load = async (
  tenantUid: string,
  webhookUid: string,
  httpTransportUid: string,
): Promise<Target | undefined> => {
  // The entities' keys, built without them (transport-item.ts, webhook-read.repository.ts).
  const keys = [transportKey(tenantUid, httpTransportUid), webhookKey(tenantUid, webhookUid)];
  const items = await readItems(keys);
  const transportItem = items.find((i) => i.sk === 'HTTPTRANSPORT');
  const webhookItem = items.find((i) => i.sk === 'WEBHOOK');
  if (!transportItem || !webhookItem || webhookItem.httpTransportUid !== httpTransportUid) return undefined;
  const transport = transportOf(transportItem);
  const secrets = await openSecrets(transport.sealedSecrets, { tenantUid, httpTransportUid });
  return { transport, secrets };
};

const prune = (now: number) => {
  for (const [key, entry] of cache) if (now - entry.at >= TTL_MS) cache.delete(key);
  for (const key of cache.keys()) {
    if (cache.size < CACHE_MAX) break;
    cache.delete(key);
  }
};

/** The target of a webhook, or undefined when the webhook or its transport no longer exists. */
export const targetOf = (
  tenantUid: string,
  webhookUid: string,
  httpTransportUid: string,
): Promise<Target | undefined> => {
  const key = `${tenantUid}/${webhookUid}/${httpTransportUid}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.target;
  if (cache.size >= CACHE_MAX) prune(Date.now());
  const target = load(tenantUid, webhookUid, httpTransportUid);
  cache.set(key, { at: Date.now(), target });
  target.catch(() => cache.delete(key));
  return target;
};

/**
 * The target read again from the table, past the cache: a transport the cache shows DISABLED may
 * have been enabled since, and skipping is rare enough to afford the read.
 */
export const freshTargetOf = (
  tenantUid: string,
  webhookUid: string,
  httpTransportUid: string,
): Promise<Target | undefined> => {
  cache.delete(`${tenantUid}/${webhookUid}/${httpTransportUid}`);
  return targetOf(tenantUid, webhookUid, httpTransportUid);
};

/** Drops every cached target of a transport (this container just disabled it). */
export const forgetTransport = (tenantUid: string, httpTransportUid: string): void => {
  for (const key of cache.keys())
    if (key.startsWith(`${tenantUid}/`) && key.endsWith(`/${httpTransportUid}`)) cache.delete(key);
};
