import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import type { Operations } from '#shared/http/handler.ts';
import type { routes } from './routes.ts';
import {
  createTransport,
  deleteTransport,
  listTransportPage,
  requireTransport,
  rotateSigningSecret,
  toTransportView,
  updateTransport,
} from './transport.service.ts';
import { enableTransport } from './transport-enable.service.ts';

/** The webhooks group's operations on HTTP transports. */
export const transportOperations = {
  listHttpTransports: async ({ params, query }) => ({
    body: await listTransportPage(params.tenantUid, query),
  }),
  createHttpTransport: async ({ params, body }) => ({ body: await createTransport(params.tenantUid, body) }),
  getHttpTransport: async ({ params }) => {
    const transport = await requireTransport(params.tenantUid, params.httpTransportUid);
    return withEtag({ body: toTransportView(transport), version: transport.version });
  },
  updateHttpTransport: async ({ params, body, headers }) =>
    withEtag(
      await updateTransport(
        params.tenantUid,
        params.httpTransportUid,
        body,
        ifMatchVersion(headers['if-match'], 'httpTransport'),
      ),
    ),
  deleteHttpTransport: async ({ params }) => {
    await deleteTransport(params.tenantUid, params.httpTransportUid);
    return {};
  },
  rotateSigningSecret: async ({ params, body }) => ({
    body: await rotateSigningSecret(params.tenantUid, params.httpTransportUid, body?.overlapSeconds),
  }),
  enableHttpTransport: async ({ params }) =>
    withEtag(await enableTransport(params.tenantUid, params.httpTransportUid)),
} satisfies Partial<Operations<typeof routes>>;
