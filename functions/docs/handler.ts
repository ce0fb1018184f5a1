import { NotFoundError } from '#shared/errors.ts';
import { createPublicHttpHandler } from '#shared/http/public-handler.ts';
import { openApiDocument } from './openapi-document.ts';
import { PROBLEM_TYPES, problemSection } from './problem-types.ts';
import { REFERENCE_PAGE_CSP, referencePage, rendererScript } from './reference-page.ts';
import { routes } from './routes.ts';

const cached = (contentType: string) => ({
  'content-type': contentType,
  'cache-control': 'public, max-age=300',
});

// Every route is public and takes no Idempotency-Key: the handler holds no DynamoDB client.
export const handler = createPublicHttpHandler(routes, {
  getOpenApi: async () => ({
    body: await openApiDocument(),
    headers: { 'cache-control': 'public, max-age=300' },
  }),
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
