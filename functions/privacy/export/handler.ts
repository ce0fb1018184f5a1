import { exportCustomer } from '#functions/privacy/privacy-export.service.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';

/** Thin adapter: the export's document is streamed as it is read (Lambda response streaming). */
export const handler = createHttpHandler(routes, {
  exportCustomer: async ({ params: p }) => ({ stream: await exportCustomer(p.tenantUid, p.customerUid) }),
});
