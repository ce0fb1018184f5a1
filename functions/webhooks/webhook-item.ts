import type { EntityItem } from 'electrodb';
import type { WebhookAction } from '#events/actions.ts';
import { createPut, type PlainEntity } from '#shared/db/plain-entity.ts';
import { type PatchTarget, patchInput } from '#shared/db/plain-entity-where.ts';
import type { TransactItem } from '#shared/db/transaction.ts';
import type { WebhookEntity } from './webhook.entity.ts';

/**
 * The webhook item as WebhookEntity (webhook.entity.ts) writes it, for plain DocumentClient calls:
 * the webhooks function and the workers bundle no ElectroDB (docs/decisions/bundles.md).
 * test/unit/webhooks/webhook-repository.test.ts and webhook-read-repository.test.ts build every
 * item, key and request through the entity too and compare, so the two cannot drift.
 */

export type WebhookRecord = EntityItem<typeof WebhookEntity>;
type Key = 'tenantUid' | 'webhookUid';

/** The webhook item's key: WebhookEntity's primary templates. */
export const webhookKey = (tenantUid: string, webhookUid: string) => ({
  pk: `T#${tenantUid}#WEBHOOK#${webhookUid}`,
  sk: 'WEBHOOK',
});

/** gsi1 partition of a transport's webhooks: WebhookEntity's byTransport template. */
export const transportWebhooksKey = (tenantUid: string, httpTransportUid: string): string =>
  `T#${tenantUid}#HTTPTRANSPORT#${httpTransportUid}#WEBHOOKS`;

/** gsi2 partition of a (tenant, action): WebhookEntity's byAction template. */
export const subscribersKey = (tenantUid: string, action: WebhookAction): string =>
  `T#${tenantUid}#WEBHOOKACTION#${action}`;

/** gsi3 partition of a tenant's webhooks: WebhookEntity's byTenant template. */
export const tenantWebhooksKey = (tenantUid: string): string => `T#${tenantUid}#WEBHOOKS`;

/**
 * WebhookEntity's item: identifiers, attributes, primary key, gsi1 (whose sort key is the webhook
 * uid alone), and the gsi2 (subscribers of an action) and gsi3 (the tenant's webhooks) keys.
 */
export const WEBHOOK_ITEM: PlainEntity<WebhookRecord, Key, 'tenantUid' | 'httpTransportUid'> & {
  keyAttributes: readonly Key[];
} = {
  identifiers: { __edb_e__: 'webhook', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    webhookUid: 'required',
    httpTransportUid: 'required',
    action: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, webhookUid }) => webhookKey(tenantUid, webhookUid),
  keyAttributes: ['tenantUid', 'webhookUid'],
  gsi1: {
    pk: ({ tenantUid, httpTransportUid }) => transportWebhooksKey(tenantUid, httpTransportUid),
    skPrefix: '',
    skAttribute: 'webhookUid',
  },
  indexes: ({ tenantUid, action, webhookUid }) => ({
    gsi2pk: subscribersKey(tenantUid, action),
    gsi2sk: webhookUid,
    gsi3pk: tenantWebhooksKey(tenantUid),
    gsi3sk: webhookUid,
  }),
};

/** The Put of `WebhookEntity.create(record).params()`. */
export const createWebhookPut = (record: WebhookRecord): NonNullable<TransactItem['Put']> =>
  createPut(WEBHOOK_ITEM, record);

/**
 * The webhook's patch target. `action` is the composite of gsi2's partition key, so the entity's
 * patch that sets it sets `gsi2pk` too, after the attributes set and before the key's composites:
 * the target lets a patch name that key field as the entity writes it.
 */
const PATCH_TARGET: PatchTarget<WebhookRecord & { gsi2pk: string }, Key> = WEBHOOK_ITEM;

/**
 * The UpdateItem of `WebhookEntity.patch(key).set({ action, lastModifiedAt: at, version:
 * expectedVersion + 1 }).where(version = expectedVersion).go({ response: 'all_new' })`.
 */
export const actionPatchInput = (
  key: Pick<WebhookRecord, Key>,
  expectedVersion: number,
  action: WebhookAction,
  at: string,
) =>
  patchInput(
    PATCH_TARGET,
    key,
    {
      set: {
        action,
        lastModifiedAt: at,
        version: expectedVersion + 1,
        gsi2pk: subscribersKey(key.tenantUid, action),
      },
      condition: { expression: '#version = :version0', values: { ':version0': expectedVersion } },
    },
    'ALL_NEW',
  );
