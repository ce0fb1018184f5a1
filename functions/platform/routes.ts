import * as z from 'zod';
import { ACCESS_LEVELS, PERMISSIONS, SCHEMES } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { POLICY_SOURCES } from '#shared/rate-limit/gcra-rules.ts';
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

const RateLimitStatus = z
  .object({
    policy: z.object({
      quota: z.int().min(1).describe('Requests the tenant may send at once (the bucket).'),
      windowSeconds: z.int().min(1).describe('Seconds in which a used-up bucket refills completely.'),
      source: z
        .enum(POLICY_SOURCES)
        .describe("`default`: the stage's quota; `tenant`: one the operator set for this tenant."),
    }),
    remaining: z.int().min(0).describe('Requests the tenant may still send at once, after this one.'),
    resetSeconds: z.int().min(0).describe('Seconds until the bucket is full again.'),
  })
  .meta({
    id: 'RateLimitStatus',
    example: {
      policy: { quota: 1000, windowSeconds: 10, source: 'default' },
      remaining: 998,
      resetSeconds: 1,
    },
  });

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
  getRateLimit: {
    method: 'GET',
    path: '/tenants/{tenantUid}/rate-limit',
    summary: "The tenant's request quota and what is left of it",
    description:
      "Every authenticated operation takes one request from the tenant's quota, a token bucket of `quota` requests refilled over `windowSeconds`, and answers `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers); past it the answer is a 429 with `Retry-After`. This request counts too. The operator sets a tenant's own quota; the stage's default applies otherwise.",
    tags: ['Operations'],
    auth: {},
    request: { params: TenantParams },
    success: { status: 200, description: "The tenant's quota", schema: RateLimitStatus },
  },
});
