import type { WebhookAction } from '#events/actions.ts';
import { getRecord, ownedRecords } from '#shared/db/plain-entity.ts';
import { queryAll } from '#shared/db/query.ts';
import { subscribersKey, WEBHOOK_ITEM, type WebhookRecord } from './webhook-item.ts';

/**
 * The workers' reads of webhooks, plain DocumentClient calls: the fan-out (subscriptions) and
 * the replay (one webhook) bundle no ElectroDB (168 KB of their cold start,
 * docs/decisions/bundles.md). Keys and attributes are the ones WebhookEntity writes
 * (webhook-item.ts); test/unit/webhooks/webhook-read-repository.test.ts builds both through the
 * entity and compares, so the two cannot drift.
 */

export { subscribersKey, webhookKey } from './webhook-item.ts';

/** One webhook by key (eventually consistent, as the entity's get), undefined when there is none. */
export const findWebhook = (key: {
  tenantUid: string;
  webhookUid: string;
}): Promise<WebhookRecord | undefined> => getRecord(WEBHOOK_ITEM, key, false);

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
  return ownedRecords<WebhookRecord>(WEBHOOK_ITEM, items);
};
