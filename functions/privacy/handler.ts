import { createHttpHandler } from '#shared/http/handler.ts';
import { eraseCustomer } from './privacy-erase.service.ts';
import { routes } from './routes.ts';

/** Thin adapter: every operation calls one use case. The export is functions/privacy/export/. */
export const handler = createHttpHandler(routes, {
  eraseCustomer: async ({ params: p, auth, requestId }) => ({
    body: await eraseCustomer(auth, p.customerUid, requestId),
  }),
});
