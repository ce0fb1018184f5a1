import { createHttpHandler } from '#shared/http/handler.ts';
import document from '../../docs/openapi.json' with { type: 'json' };
import { routes } from './routes.ts';

// The document is generated at build time (`npm run openapi`) and bundled: no work per request.
export const handler = createHttpHandler(routes, {
  getOpenApi: async () => ({ body: document, headers: { 'cache-control': 'public, max-age=300' } }),
});
