import { describe, expect, it } from 'vitest';
import { routes } from '#functions/catalogue/routes.ts';
import type { AccessLevel } from '#shared/auth/model.ts';
import { call, token, uniqueTenant } from '#test/support/api.ts';

/**
 * The catalogue's permission matrix (README, Catalogue): every token of the tenant reads, at any
 * access level and with no named permission; changes need BACKOFFICE or ADMIN (Tenant.Admin).
 * Row by row: each operation, each access level, the answer is allowed (not 401/403) or 403.
 */
const MATRIX: Record<keyof typeof routes, 'read' | 'write'> = {
  createProductGroup: 'write',
  listProductGroups: 'read',
  getProductGroup: 'read',
  updateProductGroup: 'write',
  deleteProductGroup: 'write',
  createProduct: 'write',
  listProducts: 'read',
  searchProducts: 'read',
  importProducts: 'write',
  getProduct: 'read',
  updateProduct: 'write',
  deleteProduct: 'write',
  listProductMedia: 'read',
  createProductMedia: 'write',
  getProductMedia: 'read',
  updateProductMedia: 'write',
  deleteProductMedia: 'write',
};
const ALLOWED: Record<'read' | 'write', readonly AccessLevel[]> = {
  read: ['STORE', 'BACKOFFICE', 'ADMIN'],
  write: ['BACKOFFICE', 'ADMIN'],
};
const tenant = uniqueTenant('catperm');

describe('catalogue permissions, row by row', () => {
  it('covers every catalogue operation', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(routes).sort());
  });

  for (const [operationId, kind] of Object.entries(MATRIX)) {
    const route = routes[operationId as keyof typeof routes];
    const path = route.path.replace(/\{(\w+)\}/g, (_, n: string) =>
      n === 'tenantUid' ? tenant : `perm-${n}`,
    );
    for (const access of ['STORE', 'BACKOFFICE', 'ADMIN'] as const) {
      const allowed = ALLOWED[kind].includes(access);
      it(`${operationId} (${kind}) at ${access}: ${allowed ? 'allowed' : '403'}`, async () => {
        const bearer = await token({ tenant, permissions: [], access });
        const res = await call(route.method, path, {
          token: bearer,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
        });
        if (allowed) expect([401, 403]).not.toContain(res.status);
        else expect(res.status).toBe(403);
      });
    }
  }
});
