import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { WebhookAction } from '#events/actions.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { queryAll } from '#shared/db/query.ts';
import type { WebhookRecord } from './webhook.repository.ts';

/**
 * The workers' reads of webhooks, plain DocumentClient calls: the fan-out (subscriptions) and
 * the replay (one webhook) bundle no ElectroDB (168 KB of their cold start,
 * docs/decisions/bundles.md). Keys and attributes are the ones WebhookEntity writes;
 * test/unit/webhooks/webhook-read-repository.test.ts builds both through the entity and compares,
 * so the two cannot drift.
 */

/** The webhook item's key: WebhookEntity's primary templates. */
export const webhookKey = (tenantUid: string, webhookUid: string) => ({
  pk: `T#${tenantUid}#WEBHOOK#${webhookUid}`,
  sk: 'WEBHOOK',
});

/** gsi2 partition of a (tenant, action): WebhookEntity's byAction template. */
export const subscribersKey = (tenantUid: string, action: WebhookAction): string =>
  `T#${tenantUid}#WEBHOOKACTION#${action}`;

/** ElectroDB's identifiers of a webhook item (its model's entity name and version). */
const OWNER = { __edb_e__: 'webhook', __edb_v__: '1' } as const;

/** A stored webhook as the entity returns it: its model's attributes, no keys nor identifiers. */
const recordOf = (item: Record<string, unknown>): WebhookRecord => ({
  tenantUid: item.tenantUid as string,
  webhookUid: item.webhookUid as string,
  httpTransportUid: item.httpTransportUid as string,
  action: item.action as WebhookAction,
  createdAt: item.createdAt as string,
  lastModifiedAt: item.lastModifiedAt as string,
  version: item.version as number,
});

/** True for an item WebhookEntity wrote. */
const isWebhook = (item: Record<string, unknown>) =>
  item.__edb_e__ === OWNER.__edb_e__ && item.__edb_v__ === OWNER.__edb_v__;

/** One webhook by key (eventually consistent, as the entity's get), undefined when there is none. */
export const findWebhook = async (key: {
  tenantUid: string;
  webhookUid: string;
}): Promise<WebhookRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: webhookKey(key.tenantUid, key.webhookUid) }),
  );
  return Item && isWebhook(Item) ? recordOf(Item) : undefined;
};

/**
 * Subscriptions of (tenant, action), every page of one Query on gsi2. Only webhook items are
 * kept, as the entity's query keeps only the items it owns.
 */
export const listSubscribers = async (tenantUid: string, action: WebhookAction): Promise<WebhookRecord[]> => {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': 'gsi2pk' },
    ExpressionAttributeValues: { ':pk': subscribersKey(tenantUid, action) },
  });
  return items.filter(isWebhook).map(recordOf);
};
