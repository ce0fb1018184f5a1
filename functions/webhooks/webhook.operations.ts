import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import type { Operations } from '#shared/http/handler.ts';
import type { routes } from './routes.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listTransportWebhookPage,
  listWebhookPage,
  updateWebhook,
} from './webhook.service.ts';

/** The webhooks group's operations on webhooks (a transport's subscriptions to actions). */
export const webhookOperations = {
  listWebhooks: async ({ params, query }) => ({ body: await listWebhookPage(params.tenantUid, query) }),
  listTransportWebhooks: async ({ params, query }) => ({
    body: await listTransportWebhookPage(params.tenantUid, params.httpTransportUid, query),
  }),
  createWebhook: async ({ params, body }) => ({
    body: await createWebhook(params.tenantUid, params.httpTransportUid, body),
  }),
  getWebhook: async ({ params }) =>
    withEtag(await getWebhook(params.tenantUid, params.httpTransportUid, params.webhookUid)),
  updateWebhook: async ({ params, body, headers }) =>
    withEtag(
      await updateWebhook(
        params.tenantUid,
        params.httpTransportUid,
        params.webhookUid,
        body.action,
        ifMatchVersion(headers['if-match'], 'webhook'),
      ),
    ),
  deleteWebhook: async ({ params }) => {
    await deleteWebhook(params.tenantUid, params.httpTransportUid, params.webhookUid);
    return {};
  },
} satisfies Partial<Operations<typeof routes>>;
