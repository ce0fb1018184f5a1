import { createStreamedHttpHandler } from '#shared/http/streamed-handler.ts';
import { routes } from './routes.ts';
import { exportSafT } from './saf-t-export.service.ts';

/** Thin adapter: the SAF-T file is streamed as it is read (Lambda response streaming). */
export const handler = createStreamedHttpHandler(routes, {
  exportSafT: async ({ params: p, query: q }) => {
    const { stream, fileName } = await exportSafT(p.tenantUid, p.storeUid, q.from, q.to);
    return {
      stream,
      headers: {
        'content-type': 'application/xml',
        'content-disposition': `attachment; filename="${fileName}"`,
      },
    };
  },
});
