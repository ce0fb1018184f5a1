import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { WebhookAction } from '#events/actions.ts';
import { nowIso } from '#shared/clock.ts';
import { NotFoundError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import { findTransports, type TransportRecord } from './transport.repository.ts';
import { requireTransport, toTransportView } from './transport.service.ts';
import {
  deleteWebhookRecord,
  findWebhook,
  insertWebhook,
  listWebhooksOfTenant,
  listWebhooksOfTransport,
  updateWebhookAction,
  type WebhookRecord,
} from './webhook.repository.ts';
import type { Webhook } from './webhook.schema.ts';

export type WebhookView = z.infer<typeof Webhook>;

const toView = (w: WebhookRecord, transport: TransportRecord): WebhookView => ({
  webhookUid: w.webhookUid,
  action: w.action,
  httpTransport: toTransportView(transport),
  createdAt: w.createdAt,
  lastModifiedAt: w.lastModifiedAt,
});

/** Reads a webhook of the given transport and tenant, or throws 404. */
export const requireWebhook = async (
  tenantUid: string,
  httpTransportUid: string,
  webhookUid: string,
): Promise<WebhookRecord> => {
  const webhook = await findWebhook({ tenantUid, webhookUid });
  if (!webhook || webhook.httpTransportUid !== httpTransportUid)
    throw NotFoundError.record('webhook', webhookUid);
  return webhook;
};

export const createWebhook = async (
  tenantUid: string,
  httpTransportUid: string,
  input: { action: WebhookAction; webhookUid?: string | undefined },
): Promise<WebhookView> => {
  const transport = await requireTransport(tenantUid, httpTransportUid);
  const at = nowIso();
  const record: WebhookRecord = {
    tenantUid,
    webhookUid: input.webhookUid ?? randomUUID(),
    httpTransportUid,
    action: input.action,
    createdAt: at,
    lastModifiedAt: at,
    version: 1,
  };
  await insertWebhook(record);
  return toView(record, transport);
};

export const getWebhook = async (
  tenantUid: string,
  httpTransportUid: string,
  webhookUid: string,
): Promise<Versioned<WebhookView>> => {
  const [webhook, transport] = await Promise.all([
    requireWebhook(tenantUid, httpTransportUid, webhookUid),
    requireTransport(tenantUid, httpTransportUid),
  ]);
  return { body: toView(webhook, transport), version: webhook.version };
};

export const updateWebhook = async (
  tenantUid: string,
  httpTransportUid: string,
  webhookUid: string,
  action: WebhookAction,
  expectedVersion?: number,
): Promise<Versioned<WebhookView>> => {
  const [existing, transport] = await Promise.all([
    requireWebhook(tenantUid, httpTransportUid, webhookUid),
    requireTransport(tenantUid, httpTransportUid),
  ]);
  assertVersion(expectedVersion, existing, `webhook '${webhookUid}'`);
  const updated = await updateWebhookAction({ tenantUid, webhookUid }, existing.version, action, nowIso());
  return { body: toView(updated, transport), version: updated.version };
};

export const deleteWebhook = async (
  tenantUid: string,
  httpTransportUid: string,
  webhookUid: string,
): Promise<void> => {
  await deleteWebhookRecord(await requireWebhook(tenantUid, httpTransportUid, webhookUid));
};

/** Webhooks of a tenant, optionally of one transport: one Query plus one BatchGet of their transports. */
export const listWebhooks = async (tenantUid: string, httpTransportUid?: string): Promise<WebhookView[]> => {
  const webhooks = httpTransportUid
    ? await listWebhooksOfTransport(tenantUid, httpTransportUid)
    : await listWebhooksOfTenant(tenantUid);
  const transports = await findTransports(
    tenantUid,
    webhooks.map((w) => w.httpTransportUid),
  );
  return webhooks.flatMap((w) => {
    const transport = transports.get(w.httpTransportUid);
    return transport ? [toView(w, transport)] : [];
  });
};

const WEBHOOK_ORDER = { sortBy: 'webhookUid' } as const;

/** A page of the tenant's webhooks (all, or those of one transport: `query.httpTransportUid`). */
export const listWebhookPage = async (
  tenantUid: string,
  query: PagingInput & { httpTransportUid?: string },
) =>
  pageOf(
    await listWebhooks(tenantUid, query.httpTransportUid),
    resolvePage(query, WEBHOOK_ORDER),
    'webhookUid',
  );

/** A page of the webhooks of one transport, which must exist (404). */
export const listTransportWebhookPage = async (
  tenantUid: string,
  httpTransportUid: string,
  query: PagingInput,
) => {
  await requireTransport(tenantUid, httpTransportUid);
  return pageOf(
    await listWebhooks(tenantUid, httpTransportUid),
    resolvePage(query, WEBHOOK_ORDER),
    'webhookUid',
  );
};
