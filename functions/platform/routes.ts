import * as z from 'zod';
import { defineRoutes } from '#shared/http/route.ts';

const Health = z
  .object({
    status: z.enum(['ok', 'degraded']),
    stage: z.string(),
    checks: z.record(
      z.string(),
      z.object({ status: z.enum(['ok', 'error']), detail: z.string().optional() }),
    ),
  })
  .meta({ id: 'Health' });

export const routes = defineRoutes({
  getHealth: {
    method: 'GET',
    path: '/health',
    summary: 'Service health: the state of the table and the queues',
    tags: ['Operations'],
    auth: 'public',
    success: { status: 200, description: 'All dependencies answer', schema: Health },
    responses: { 503: { description: 'A dependency does not answer', schema: Health } },
  },
});
