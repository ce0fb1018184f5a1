import { exportCustomer } from '#functions/privacy/privacy-export.service.ts';
import { createStreamedHttpHandler } from '#shared/http/streamed-handler.ts';
import { routes } from './routes.ts';

/** Thin adapter: the export's document is streamed as it is read (Lambda response streaming). */
export const handler = createStreamedHttpHandler(routes, {
  exportCustomer: async ({ params: p }) => ({ stream: await exportCustomer(p.tenantUid, p.customerUid) }),
});
