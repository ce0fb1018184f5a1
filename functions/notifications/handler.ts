import { createHttpHandler } from '#shared/http/handler.ts';
import { toResponse } from './notification.mapper.ts';
import { listTemplates, sendNotification } from './notification.service.ts';
import { searchNotifications } from './notification-search.service.ts';
import { routes } from './routes.ts';

export const handler = createHttpHandler(routes, {
  sendNotification: async ({ auth, params, body }) => ({
    body: toResponse(await sendNotification(auth, params.storeUid, body)),
  }),
  listStoreNotifications: async ({ params, query }) => ({
    body: await searchNotifications(params.tenantUid, { storeUid: params.storeUid }, query),
  }),
  searchNotifications: async ({ params, query, body }) => ({
    body: await searchNotifications(params.tenantUid, body, query),
  }),
  listTemplates: async () => ({ body: listTemplates() }),
});
