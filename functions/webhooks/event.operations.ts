import type { Operations } from '#shared/http/handler.ts';
import { getEvent, listEvents } from './event.service.ts';
import type { routes } from './routes.ts';
import { publishTestEvent } from './test-event.service.ts';

/** The webhooks group's operations on the events API (event.routes.ts) and its test events. */
export const eventOperations = {
  listEvents: async ({ params, query }) => ({ body: await listEvents(params.tenantUid, query) }),
  getEvent: async ({ params }) => ({ body: await getEvent(params.tenantUid, params.eventId) }),
  publishTestEvent: async ({ params, body }) => ({
    body: await publishTestEvent(params.tenantUid, body.action),
  }),
} satisfies Partial<Operations<typeof routes>>;
