import type { Operations } from '#shared/http/handler.ts';
import { createReplay, getReplay } from './replay.service.ts';
import type { routes } from './routes.ts';

/** The webhooks group's operations on a webhook's replays (replay.routes.ts). */
export const replayOperations = {
  createWebhookReplay: async ({ params, body }) => ({
    body: await createReplay(params.tenantUid, params.httpTransportUid, params.webhookUid, body),
  }),
  getWebhookReplay: async ({ params }) => ({
    body: await getReplay(params.tenantUid, params.httpTransportUid, params.webhookUid, params.replayUid),
  }),
} satisfies Partial<Operations<typeof routes>>;
