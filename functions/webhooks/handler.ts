import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { pageOf, resolvePage } from '#shared/http/paging.ts';
import { listWebhookDeliveries, redeliver, sendTest } from './deliveries.ts';
import { routes } from './routes.ts';
import { createWebhook, deleteWebhook, getWebhook, listWebhooks, updateWebhook } from './subscriptions.ts';
import {
  createTransport,
  deleteTransport,
  listTransportPage,
  requireTransport,
  rotateSigningSecret,
  toTransportView,
  updateTransport,
} from './transports.ts';

const webhookPage = { sortBy: 'webhookUid' } as const;

export const handler = createHttpHandler(routes, {
  listHttpTransports: async ({ params, query }) => ({
    body: await listTransportPage(params.tenantUid, query),
  }),
  createHttpTransport: async ({ params, body }) => ({ body: await createTransport(params.tenantUid, body) }),
  getHttpTransport: async ({ params }) => {
    const transport = await requireTransport(params.tenantUid, params.httpTransportUid);
    return withEtag({ body: toTransportView(transport), version: transport.version });
  },
  updateHttpTransport: async ({ params, body, headers }) =>
    withEtag(
      await updateTransport(
        params.tenantUid,
        params.httpTransportUid,
        body,
        ifMatchVersion(headers['if-match'], 'httpTransport'),
      ),
    ),
  deleteHttpTransport: async ({ params }) => {
    await deleteTransport(params.tenantUid, params.httpTransportUid);
    return {};
  },
  rotateSigningSecret: async ({ params, body }) => ({
    body: await rotateSigningSecret(params.tenantUid, params.httpTransportUid, body?.overlapSeconds),
  }),
  listWebhooks: async ({ params, query }) => {
    const all = await listWebhooks(params.tenantUid, query.httpTransportUid);
    return { body: pageOf(all, resolvePage(query, webhookPage), 'webhookUid') };
  },
  listTransportWebhooks: async ({ params, query }) => {
    await requireTransport(params.tenantUid, params.httpTransportUid);
    const all = await listWebhooks(params.tenantUid, params.httpTransportUid);
    return { body: pageOf(all, resolvePage(query, webhookPage), 'webhookUid') };
  },
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
  listWebhookDeliveries: async ({ params, query }) => {
    const all = await listWebhookDeliveries(
      params.tenantUid,
      params.httpTransportUid,
      params.webhookUid,
      query.state,
    );
    const page = resolvePage(query, { sortBy: 'createdAt', sortDirection: 'DESC' });
    return { body: pageOf(all, page, 'deliveryUid') };
  },
  redeliverWebhookDelivery: async ({ params }) => ({
    body: await redeliver(params.tenantUid, params.httpTransportUid, params.webhookUid, params.deliveryUid),
  }),
  sendWebhookTest: async ({ params }) => ({
    body: await sendTest(params.tenantUid, params.httpTransportUid, params.webhookUid),
  }),
});
