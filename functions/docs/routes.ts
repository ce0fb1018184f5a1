import * as z from 'zod/mini';
import { defineRoutes } from '#shared/http/route.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

const tags = ['Operations'];

export const routes = defineRoutes({
  getOpenApi: {
    method: 'GET',
    path: '/openapi.json',
    summary: 'This API described as OpenAPI 3.1',
    tags,
    auth: 'public',
    success: { status: 200, description: 'The OpenAPI document', schema: z.record(z.string(), z.unknown()) },
  },
  getReferencePage: {
    method: 'GET',
    path: '/docs',
    summary: 'The API reference, a page for the browser',
    description:
      'An HTML page that renders `/openapi.json`: every operation grouped by area with request and response samples, the bearer schemes, the webhooks and the problem types.',
    tags,
    auth: 'public',
    success: { status: 200, description: 'The page', mediaType: 'text/html' },
  },
  getProblemType: {
    method: 'GET',
    path: '/docs/problems/{problemType}',
    summary: 'Where a problem type is explained',
    description:
      'Redirects to the section of the reference page that explains the problem type `/v2/docs/problems/{problemType}`: the `type` of every problem resolves here.',
    tags,
    auth: 'public',
    request: {
      params: z.object({
        problemType: withMeta(z.string().check(z.maxLength(64)), {
          description: 'The slug of the type',
          examples: ['not-found'],
        }),
      }),
    },
    success: {
      status: 302,
      description: 'To the section (Location: `../../docs#section/Problem-types/{problemType}`)',
    },
    responses: { 404: { description: 'No such problem type' } },
  },
  getReferenceScript: {
    method: 'GET',
    path: '/docs/redoc.standalone.js',
    summary: "The reference page's renderer script",
    tags,
    auth: 'public',
    success: { status: 200, description: 'Redoc, standalone build', mediaType: 'text/javascript' },
  },
});
