import type { Operations } from '#shared/http/handler.ts';
import { listWebhookDeliveries, redeliver, sendTest } from './delivery.service.ts';
import type { routes } from './routes.ts';

/** The webhooks group's operations on a webhook's deliveries: the log, a redelivery, a test delivery. */
export const deliveryOperations = {
  listWebhookDeliveries: async ({ params, query }) => ({
    body: await listWebhookDeliveries(params.tenantUid, params.httpTransportUid, params.webhookUid, query),
  }),
  redeliverWebhookDelivery: async ({ params }) => ({
    body: await redeliver(params.tenantUid, params.httpTransportUid, params.webhookUid, params.deliveryUid),
  }),
  sendWebhookTest: async ({ params }) => ({
    body: await sendTest(params.tenantUid, params.httpTransportUid, params.webhookUid),
  }),
} satisfies Partial<Operations<typeof routes>>;
