import type { WebhookAction } from '#events/actions.ts';
import { documentClient } from '#shared/db/client.ts';
import { unlessConditionFails } from '#shared/db/conditions.ts';
import { UpdateCommand } from '#shared/db/document-commands.ts';
import { recordOf } from '#shared/db/plain-entity.ts';
import { listIndexPartition } from '#shared/db/plain-entity-pages.ts';
import { removeInput } from '#shared/db/plain-entity-where.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { quotaOp } from './quota.repository.ts';
import { webhookCountOp } from './transport.repository.ts';
import {
  actionPatchInput,
  createWebhookPut,
  tenantWebhooksKey,
  transportWebhooksKey,
  WEBHOOK_ITEM,
  type WebhookRecord,
} from './webhook-item.ts';

/**
 * I/O of webhooks. The item is WebhookEntity's (webhook.entity.ts), read and written with plain
 * DocumentClient calls (webhook-item.ts) so that the webhooks function bundles no ElectroDB
 * (docs/decisions/bundles.md); test/unit/webhooks/webhook-repository.test.ts compares every call
 * with the entity's.
 */

export type { WebhookRecord } from './webhook-item.ts';

type Key = { tenantUid: string; webhookUid: string };

/** A webhook by key: a plain GetItem, shared with the replay worker (webhook-read.repository.ts). */
export { findWebhook } from './webhook-read.repository.ts';

/** Webhooks of one transport (one Query on gsi1). */
export const listWebhooksOfTransport = (
  tenantUid: string,
  httpTransportUid: string,
): Promise<WebhookRecord[]> =>
  listIndexPartition<WebhookRecord>(WEBHOOK_ITEM, 'gsi1', transportWebhooksKey(tenantUid, httpTransportUid));

/** Webhooks of a tenant (one Query on gsi3). */
export const listWebhooksOfTenant = (tenantUid: string): Promise<WebhookRecord[]> =>
  listIndexPartition<WebhookRecord>(WEBHOOK_ITEM, 'gsi3', tenantWebhooksKey(tenantUid));

/**
 * Creates the webhook and counts it on its transport and against the tenant's cap in one
 * transaction: a webhook never points at a deleted transport, and a transport with webhooks
 * cannot be deleted.
 */
export const insertWebhook = async (record: WebhookRecord): Promise<void> => {
  const transportKey = { tenantUid: record.tenantUid, httpTransportUid: record.httpTransportUid };
  await commit([
    {
      item: { Put: createWebhookPut(record) },
      onConditionFailed: () => new ConflictError(`webhookUid '${record.webhookUid}' is already in use`),
    },
    {
      item: webhookCountOp(transportKey, 1),
      onConditionFailed: () => NotFoundError.record('httpTransport', record.httpTransportUid),
    },
    quotaOp(record.tenantUid, 'webhooks', 1),
  ]);
};

/** Changes the action when the stored version is still `expectedVersion` (else 409). */
export const updateWebhookAction = async (
  key: Key,
  expectedVersion: number,
  action: WebhookAction,
  at: string,
): Promise<WebhookRecord> => {
  const { Attributes } = await unlessConditionFails(
    () => documentClient.send(new UpdateCommand(actionPatchInput(key, expectedVersion, action, at))),
    () => {
      throw ConflictError.concurrent('webhook', key.webhookUid);
    },
  );
  // A successful update asked for ALL_NEW always answers the item.
  return recordOf<WebhookRecord>(WEBHOOK_ITEM.attributes, Attributes ?? {});
};

/** Deletes the webhook and uncounts it on its transport in one transaction. */
export const deleteWebhookRecord = async (record: WebhookRecord): Promise<void> => {
  const key = { tenantUid: record.tenantUid, webhookUid: record.webhookUid };
  await commit([
    {
      item: { Delete: removeInput(WEBHOOK_ITEM, key) },
      onConditionFailed: () => NotFoundError.record('webhook', record.webhookUid),
    },
    {
      item: webhookCountOp({ tenantUid: record.tenantUid, httpTransportUid: record.httpTransportUid }, -1),
    },
    quotaOp(record.tenantUid, 'webhooks', -1),
  ]);
};
