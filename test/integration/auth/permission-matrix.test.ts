import { describe, expect, it } from 'vitest';
import { allRoutes } from '#functions/registry.ts';
import {
  ACCESS_LEVELS,
  type AccessLevel,
  PERMISSIONS,
  type Permission,
  SCHEMES,
} from '#shared/auth/model.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { deviceToken } from '#test/integration/printers/helpers.ts';
import { call, token, uniqueTenant } from '#test/support/api.ts';

/**
 * Generated from the route tables: for every protected route, no token -> 401, another tenant's
 * token -> 403, a token without the route's permission or access level -> 403, and a token with
 * any one of its permissions -> neither 401 nor 403 (whatever the route then answers).
 */
const tenant = uniqueTenant('perm');
const other = uniqueTenant('perm-other');

const protectedRoutes = allRoutes().filter(
  (r): r is typeof r & { route: RouteDef & { auth: Exclude<RouteDef['auth'], 'public'> } } =>
    r.route.auth !== 'public',
);

const concretePath = (route: RouteDef) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'tenantUid' ? tenant : `matrix-${name}`));

const send = (route: RouteDef, bearer?: string) =>
  call(route.method, concretePath(route), {
    ...(bearer ? { token: bearer } : {}),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
  });

const weaker = (level: AccessLevel): AccessLevel | undefined =>
  ACCESS_LEVELS[ACCESS_LEVELS.indexOf(level) + 1];

describe('permission matrix (every protected route)', () => {
  it('covers at least the platform and every declared group', () => {
    expect(protectedRoutes.length).toBeGreaterThan(0);
  });

  for (const { operationId, route } of protectedRoutes) {
    const rule = route.auth;
    const label = `${operationId}: ${route.method} ${route.path}`;
    describe(label, () => {
      it('refuses a request without a token (401)', async () => {
        const res = await send(route);
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toContain('Bearer');
        expect(res.headers.get('content-type')).toBe('application/problem+json');
      });

      if (route.path.includes('{tenantUid}')) {
        it("refuses another tenant's token (403)", async () => {
          const res = await send(route, await token({ tenant: other, permissions: 'all', access: 'ADMIN' }));
          expect(res.status).toBe(403);
        });
      }

      const needed = rule.permissions ?? [];
      const withoutPermission = PERMISSIONS.filter((p) => !needed.includes(p));
      if (needed.length > 0) {
        const access: AccessLevel =
          rule.mode === 'any' ? (weaker(rule.access ?? 'ADMIN') ?? 'STORE') : 'ADMIN';
        it(`refuses a token without ${needed.join('/')} (403)`, async () => {
          const res = await send(route, await token({ tenant, permissions: withoutPermission, access }));
          expect(res.status).toBe(403);
        });
      }
      if (rule.access && weaker(rule.access)) {
        const permissions: Permission[] = rule.mode === 'any' ? [] : [...PERMISSIONS];
        it(`refuses access level ${weaker(rule.access)} (403)`, async () => {
          const res = await send(route, await token({ tenant, permissions, access: weaker(rule.access!)! }));
          expect(res.status).toBe(403);
        });
      }
      const refusedSchemes = SCHEMES.filter(
        (s) => s !== 'integration' && s !== 'device' && rule.schemes && !rule.schemes.includes(s),
      );
      for (const scheme of refusedSchemes) {
        it(`refuses the ${scheme} scheme (403)`, async () => {
          const res = await send(route, await token({ tenant, scheme: scheme as 'access' | 'auth' }));
          expect(res.status).toBe(403);
        });
      }
      const grants: Array<{ permissions: Permission[]; access: AccessLevel }> =
        needed.length > 0
          ? needed.map((p) => ({
              permissions: [p],
              access: rule.mode === 'any' ? 'STORE' : (rule.access ?? 'STORE'),
            }))
          : [{ permissions: [], access: rule.access ?? 'STORE' }];
      if (rule.mode === 'any' && rule.access) grants.push({ permissions: [], access: rule.access });
      // A route of the device scheme alone (GET /device) is let through by a registered device's token.
      if (rule.schemes?.includes('device') && !rule.schemes.includes('access')) {
        it('lets a device token through (not 401/403)', async () => {
          const res = await send(route, await deviceToken(tenant));
          expect([401, 403]).not.toContain(res.status);
        });
        return;
      }
      for (const grant of grants) {
        it(`lets ${grant.permissions.join('+') || 'no permission'} at ${grant.access} through (not 401/403)`, async () => {
          const res = await send(route, await token({ tenant, ...grant }));
          expect([401, 403]).not.toContain(res.status);
        });
      }
    });
  }
});
