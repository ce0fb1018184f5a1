import type { WebhookAction } from '#events/actions.ts';
import { queryAll } from '#shared/db/query.ts';
import type { WebhookRecord } from './webhook.repository.ts';

/**
 * The fan-out's one read, a plain DocumentClient Query: the fan-out bundles no ElectroDB (168 KB
 * of its cold start, docs/decisions/bundles.md). The key and the item's attributes are the ones
 * WebhookEntity writes (byAction, gsi2); test/unit/webhooks/subscriber-repository.test.ts builds
 * both through the entity and compares, so the two cannot drift.
 */

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
  return items
    .filter((i) => i.__edb_e__ === OWNER.__edb_e__ && i.__edb_v__ === OWNER.__edb_v__)
    .map(recordOf);
};
