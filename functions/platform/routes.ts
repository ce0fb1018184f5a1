import * as z from 'zod/mini';
import { ACCESS_LEVELS, PERMISSIONS, SCHEMES } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { POLICY_SOURCES } from '#shared/rate-limit/gcra-rules.ts';
import { TenantParams } from '#shared/schema/params.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

const Health = withMeta(
  z.object({
    status: z.enum(['ok', 'degraded']),
    stage: z.string(),
    checks: z.record(
      z.string(),
      z.object({ status: z.enum(['ok', 'error']), detail: z.optional(z.string()) }),
    ),
  }),
  { id: 'Health' },
);

const WhoAmI = withMeta(
  z.object({
    tenantUid: z.string(),
    sub: z.string(),
    scheme: z.enum(SCHEMES),
    access: z.enum(ACCESS_LEVELS),
    permissions: z.array(z.enum(PERMISSIONS)),
  }),
  { id: 'WhoAmI' },
);

const RateLimitStatus = withMeta(
  z.object({
    policy: z.object({
      quota: described(z.int().check(z.gte(1)), 'Requests the tenant may send at once (the bucket).'),
      windowSeconds: described(
        z.int().check(z.gte(1)),
        'Seconds in which a used-up bucket refills completely.',
      ),
      source: described(
        z.enum(POLICY_SOURCES),
        "`default`: the stage's quota; `tenant`: one the operator set for this tenant.",
      ),
    }),
    remaining: described(
      z.int().check(z.gte(0)),
      'Requests the tenant may still send at once, after this one.',
    ),
    resetSeconds: described(z.int().check(z.gte(0)), 'Seconds until the bucket is full again.'),
  }),
  {
    id: 'RateLimitStatus',
    example: {
      policy: { quota: 1000, windowSeconds: 10, source: 'default' },
      remaining: 998,
      resetSeconds: 1,
    },
  },
);

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
