import type { EntityItem } from 'electrodb';
import type { WebhookAction } from '#events/actions.ts';
import { unlessConditionFails } from '#shared/db/conditions.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { quotaOp } from './quota.repository.ts';
import { webhookCountOp } from './transport.repository.ts';
import { WebhookEntity } from './webhook.entity.ts';

export type WebhookRecord = EntityItem<typeof WebhookEntity>;
type Key = { tenantUid: string; webhookUid: string };

/** A webhook by key: a plain GetItem, shared with the replay worker (webhook-read.repository.ts). */
export { findWebhook } from './webhook-read.repository.ts';

/** Webhooks of one transport (one Query on gsi1). */
export const listWebhooksOfTransport = async (
  tenantUid: string,
  httpTransportUid: string,
): Promise<WebhookRecord[]> =>
  (await WebhookEntity.query.byTransport({ tenantUid, httpTransportUid }).go({ pages: 'all' })).data;

/** Webhooks of a tenant (one Query on gsi3). */
export const listWebhooksOfTenant = async (tenantUid: string): Promise<WebhookRecord[]> =>
  (await WebhookEntity.query.byTenant({ tenantUid }).go({ pages: 'all' })).data;

/**
 * Creates the webhook and counts it on its transport and against the tenant's cap in one
 * transaction: a webhook never points at a deleted transport, and a transport with webhooks
 * cannot be deleted.
 */
export const insertWebhook = async (record: WebhookRecord): Promise<void> => {
  const transportKey = { tenantUid: record.tenantUid, httpTransportUid: record.httpTransportUid };
  await commit([
    {
      item: { Put: WebhookEntity.create(record).params() as never },
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
  const { data } = await unlessConditionFails(
    () =>
      WebhookEntity.patch(key)
        .set({ action, lastModifiedAt: at, version: expectedVersion + 1 })
        .where((a, op) => op.eq(a.version, expectedVersion))
        .go({ response: 'all_new' }),
    () => {
      throw ConflictError.concurrent('webhook', key.webhookUid);
    },
  );
  return data as WebhookRecord;
};

/** Deletes the webhook and uncounts it on its transport in one transaction. */
export const deleteWebhookRecord = async (record: WebhookRecord): Promise<void> => {
  const key = { tenantUid: record.tenantUid, webhookUid: record.webhookUid };
  await commit([
    {
      item: { Delete: WebhookEntity.remove(key).params() as never },
      onConditionFailed: () => NotFoundError.record('webhook', record.webhookUid),
    },
    {
      item: webhookCountOp({ tenantUid: record.tenantUid, httpTransportUid: record.httpTransportUid }, -1),
    },
    quotaOp(record.tenantUid, 'webhooks', -1),
  ]);
};
