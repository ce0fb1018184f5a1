import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';
import * as stores from './store.service.ts';

/** Thin adapter: every operation calls one use case; reads and updates carry the ETag. */
export const handler = createHttpHandler(routes, {
  createStore: async ({ params: p, body }) => ({ body: await stores.createStore(p.tenantUid, body) }),
  listStores: async ({ params: p, query }) => ({ body: await stores.listStorePage(p.tenantUid, query) }),
  getStore: async ({ params: p }) => withEtag(await stores.readStore(p.tenantUid, p.storeUid)),
  updateStore: async ({ params: p, body, headers }) =>
    withEtag(
      await stores.updateStore(p.tenantUid, p.storeUid, body, ifMatchVersion(headers['if-match'], 'store')),
    ),
  deleteStore: async ({ params: p }) => {
    await stores.deleteStore(p.tenantUid, p.storeUid);
    return {};
  },
});
