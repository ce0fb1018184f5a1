import { createHttpHandler } from '#shared/http/handler.ts';
import { eraseCustomer } from './privacy-erase.service.ts';
import { exportCustomer } from './privacy-export.service.ts';
import { routes } from './routes.ts';

/** Thin adapter: every operation calls one use case. */
export const handler = createHttpHandler(routes, {
  exportCustomer: async ({ params: p }) => ({ body: await exportCustomer(p.tenantUid, p.customerUid) }),
  eraseCustomer: async ({ params: p, auth, requestId }) => ({
    body: await eraseCustomer(auth, p.customerUid, requestId),
  }),
});
