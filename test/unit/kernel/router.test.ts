import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { HttpFunctionDef } from '#functions/registry.ts';
import { createRouter } from '#infra/local/router.ts';
import { defineRoutes } from '#shared/http/route.ts';

const routes = defineRoutes({
  get: {
    method: 'GET',
    path: '/tenants/{tenantUid}/items/{itemUid}',
    summary: '',
    auth: {},
    success: { status: 200, description: '' },
  },
  search: {
    method: 'POST',
    path: '/tenants/{tenantUid}/items/search',
    summary: '',
    auth: {},
    success: { status: 200, description: '', schema: z.object({}) },
  },
});
const fn: HttpFunctionDef = { kind: 'http', name: 'items', entry: 'x.ts', routes, grants: {} };
const route = createRouter([fn]);

describe('local gateway routing', () => {
  it('prefers literal segments, as API Gateway does', () => {
    expect(route('POST', '/tenants/t1/items/search')).toMatchObject({
      route: routes.search,
      pathParameters: { tenantUid: 't1' },
    });
    expect(route('GET', '/tenants/t1/items/i%2D1')).toMatchObject({
      route: routes.get,
      pathParameters: { tenantUid: 't1', itemUid: 'i-1' },
    });
  });

  it('answers 405 data for a known path with another method, and nothing for unknown paths', () => {
    expect(route('GET', '/tenants/t1/items/search')).toEqual({ allow: ['POST'] });
    expect(route('GET', '/tenants/t1/other')).toBeUndefined();
  });
});
