import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';
import * as users from './user.service.ts';

/** Thin adapter: every operation calls one use case; reads and updates carry the ETag. */
export const handler = createHttpHandler(routes, {
  createUser: async ({ params: p, body }) => ({ body: await users.createUser(p.tenantUid, body) }),
  listUsers: async ({ params: p, query }) => ({ body: await users.listUserPage(p.tenantUid, query) }),
  searchUsers: async ({ params: p, query }) => ({ body: await users.searchUsers(p.tenantUid, query) }),
  getUser: async ({ params: p }) => withEtag(await users.readUser(p.tenantUid, p.tenantUserUid)),
  updateUser: async ({ params: p, body, headers }) =>
    withEtag(
      await users.updateUser(p.tenantUid, p.tenantUserUid, body, ifMatchVersion(headers['if-match'], 'user')),
    ),
  deleteUser: async ({ params: p }) => {
    await users.deleteUser(p.tenantUid, p.tenantUserUid);
    return {};
  },
});
