import { createHttpHandler } from '#shared/http/handler.ts';
import { type PagedList, resolvePage } from '#shared/http/paging.ts';
import type { NotificationRecord } from './model.ts';
import { toResponse } from './notification.mapper.ts';
import { routes } from './routes.ts';
import { searchNotifications } from './search.ts';
import { sendNotification } from './send.ts';
import { TEMPLATE_TYPES, TEMPLATES } from './templates/catalogue.ts';

const NEWEST_FIRST = { sortBy: 'createdAt', sortDirection: 'DESC' } as const;
const listBody = (result: PagedList<NotificationRecord>) => ({
  items: result.items.map(toResponse),
  paging: result.paging,
});

export const handler = createHttpHandler(routes, {
  sendNotification: async ({ auth, params, body }) => ({
    body: toResponse(await sendNotification(auth, params.storeUid, body)),
  }),

  listStoreNotifications: async ({ params, query }) => {
    const result = await searchNotifications(
      params.tenantUid,
      { storeUid: params.storeUid },
      resolvePage(query, NEWEST_FIRST),
    );
    return { body: listBody(result) };
  },

  searchNotifications: async ({ params, query, body }) => ({
    body: listBody(await searchNotifications(params.tenantUid, body, resolvePage(query, NEWEST_FIRST))),
  }),

  listTemplates: async () => ({
    body: {
      items: TEMPLATE_TYPES.map((templateType) => {
        const def = TEMPLATES[templateType];
        return {
          templateType,
          description: def.description,
          messageTypes: ['EMAIL', 'SMS'],
          requires: [...def.requires],
          dataKeys: def.dataKeys.map((k) => ({ ...k })),
        };
      }),
    },
  }),
});
