import { NotFoundError } from '#shared/errors.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import document from '../../docs/openapi.json' with { type: 'json' };
import { PROBLEM_TYPES, problemSection } from './problem-types.ts';
import { REFERENCE_PAGE_CSP, referencePage, rendererScript } from './reference-page.ts';
import { routes } from './routes.ts';

const cached = (contentType: string) => ({
  'content-type': contentType,
  'cache-control': 'public, max-age=300',
});

// The document is generated at build time (`npm run openapi`) and bundled: no work per request.
export const handler = createHttpHandler(routes, {
  getOpenApi: async () => ({ body: document, headers: { 'cache-control': 'public, max-age=300' } }),
  getReferencePage: async ({ event }) => ({
    text: referencePage(event.path),
    headers: { ...cached('text/html; charset=utf-8'), 'content-security-policy': REFERENCE_PAGE_CSP },
  }),
  getProblemType: async ({ params }) => {
    const slug = params.problemType;
    if (!Object.hasOwn(PROBLEM_TYPES, slug)) throw NotFoundError.record('problem type', slug);
    // Relative to /v2/docs/problems/{slug}, so it holds under any host and stage.
    return { headers: { location: `../../docs#${problemSection(slug as keyof typeof PROBLEM_TYPES)}` } };
  },
  getReferenceScript: async () => ({
    text: await rendererScript(),
    headers: cached('text/javascript; charset=utf-8'),
  }),
});
