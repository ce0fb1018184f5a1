import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { HttpTransportEntity } from '#functions/webhooks/http-transport.entity.ts';
import { openSecrets, type TransportSecrets } from '#functions/webhooks/secrets.ts';
import type { TransportRecord } from '#functions/webhooks/transport.repository.ts';
import { WebhookEntity } from '#functions/webhooks/webhook.entity.ts';
import { documentClient, tableName } from '#shared/db/client.ts';

/** Where and how one webhook is delivered, with the secrets opened. */
export type Target = { transport: TransportRecord; secrets: TransportSecrets };

/**
 * Targets are cached per container for a short while: a busy webhook costs one read and one
 * decrypt per 15 s, not per delivery. A changed or deleted transport or webhook takes effect
 * within that time.
 */
const TTL_MS = 5_000;
const cache = new Map<string, { at: number; target: Promise<Target | undefined> }>();

const load = async (
  tenantUid: string,
  webhookUid: string,
  httpTransportUid: string,
): Promise<Target | undefined> => {
  const keys = [
    HttpTransportEntity.get({ tenantUid, httpTransportUid }).params().Key,
    WebhookEntity.get({ tenantUid, webhookUid }).params().Key,
  ] as Array<Record<string, string>>;
  const out = await documentClient.send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }),
  );
  const items = out.Responses?.[tableName()] ?? [];
  const transportItem = items.find((i) => i.sk === 'HTTPTRANSPORT');
  const webhookItem = items.find((i) => i.sk === 'WEBHOOK');
  if (!transportItem || !webhookItem || webhookItem.httpTransportUid !== httpTransportUid) return undefined;
  const transport = HttpTransportEntity.parse({ Item: transportItem }).data as TransportRecord;
  const secrets = await openSecrets(transport.sealedSecrets, { tenantUid, httpTransportUid });
  return { transport, secrets };
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
  const target = load(tenantUid, webhookUid, httpTransportUid);
  cache.set(key, { at: Date.now(), target });
  target.catch(() => cache.delete(key));
  return target;
};
