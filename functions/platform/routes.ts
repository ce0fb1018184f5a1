import * as z from 'zod';
import { ACCESS_LEVELS, PERMISSIONS, SCHEMES } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams } from '#shared/schema/params.ts';

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

const WhoAmI = z
  .object({
    tenantUid: z.string(),
    sub: z.string(),
    scheme: z.enum(SCHEMES),
    access: z.enum(ACCESS_LEVELS),
    permissions: z.array(z.enum(PERMISSIONS)),
  })
  .meta({ id: 'WhoAmI' });

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
  whoAmI: {
    method: 'GET',
    path: '/tenants/{tenantUid}/whoami',
    summary: 'Describes the caller: tenant, scheme, access level and permissions of the presented token',
    description: 'Lets an integration check its credentials. Never returns the token itself.',
    tags: ['Operations'],
    auth: {},
    request: { params: TenantParams },
    success: { status: 200, description: 'The caller', schema: WhoAmI },
  },
});
