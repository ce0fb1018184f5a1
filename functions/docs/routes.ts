import * as z from 'zod';
import { defineRoutes } from '#shared/http/route.ts';

export const routes = defineRoutes({
  getOpenApi: {
    method: 'GET',
    path: '/openapi.json',
    summary: 'This API described as OpenAPI 3.1',
    tags: ['Operations'],
    auth: 'public',
    success: { status: 200, description: 'The OpenAPI document', schema: z.record(z.string(), z.unknown()) },
  },
});
