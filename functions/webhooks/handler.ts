import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { listWebhookDeliveries, redeliver, sendTest } from './delivery.service.ts';
import { getEvent, listEvents } from './event.service.ts';
import { createReplay, getReplay } from './replay.service.ts';
import { routes } from './routes.ts';
import { publishTestEvent } from './test-event.service.ts';
import {
  createTransport,
  deleteTransport,
  listTransportPage,
  requireTransport,
  rotateSigningSecret,
  toTransportView,
  updateTransport,
} from './transport.service.ts';
import { enableTransport } from './transport-health.service.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listTransportWebhookPage,
  listWebhookPage,
  updateWebhook,
} from './webhook.service.ts';

export const handler = createHttpHandler(routes, {
  listEvents: async ({ params, query }) => ({ body: await listEvents(params.tenantUid, query) }),
  getEvent: async ({ params }) => ({ body: await getEvent(params.tenantUid, params.eventId) }),
  createWebhookReplay: async ({ params, body }) => ({
    body: await createReplay(params.tenantUid, params.httpTransportUid, params.webhookUid, body),
  }),
  getWebhookReplay: async ({ params }) => ({
    body: await getReplay(params.tenantUid, params.httpTransportUid, params.webhookUid, params.replayUid),
  }),
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
  enableHttpTransport: async ({ params }) =>
    withEtag(await enableTransport(params.tenantUid, params.httpTransportUid)),
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
  listWebhookDeliveries: async ({ params, query }) => ({
    body: await listWebhookDeliveries(params.tenantUid, params.httpTransportUid, params.webhookUid, query),
  }),
  redeliverWebhookDelivery: async ({ params }) => ({
    body: await redeliver(params.tenantUid, params.httpTransportUid, params.webhookUid, params.deliveryUid),
  }),
  sendWebhookTest: async ({ params }) => ({
    body: await sendTest(params.tenantUid, params.httpTransportUid, params.webhookUid),
  }),
  publishTestEvent: async ({ params, body }) => ({
    body: await publishTestEvent(params.tenantUid, body.action),
  }),
});
