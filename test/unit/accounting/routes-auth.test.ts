import { describe, expect, it } from 'vitest';
import { routes } from '#functions/accounting/routes.ts';
import type { RouteAuth } from '#shared/auth/model.ts';
import type { RouteDef } from '#shared/http/route.ts';

/**
 * Spec 4.4: ACCOUNTING_CONFIG for create, update, delete, the specialised PUT/POST endpoints and
 * listing product groups; reads of the rest need ACCOUNTING_CONFIG or Tenant.Admin (issue 5).
 * Every success is a 200 except the entry delete (204). The resolver of product-group mappings
 * (issue 15) is ours: a read.
 */
const WRITE: RouteAuth = { permissions: ['ACCOUNTING_CONFIG'] };
const READ: RouteAuth = { permissions: ['ACCOUNTING_CONFIG'], access: 'ADMIN', mode: 'any' };

const expected: Record<
  keyof typeof routes,
  { method: string; suffix: string; status: number; auth: RouteAuth }
> = {
  listAccountingConfigs: { method: 'GET', suffix: '', status: 200, auth: READ },
  createAccountingConfig: { method: 'POST', suffix: '', status: 200, auth: WRITE },
  getAccountingConfig: { method: 'GET', suffix: '/{accountingConfigUid}', status: 200, auth: READ },
  updateAccountingConfig: { method: 'PUT', suffix: '/{accountingConfigUid}', status: 200, auth: WRITE },
  deleteAccountingConfig: { method: 'DELETE', suffix: '/{accountingConfigUid}', status: 204, auth: WRITE },
  createProductGroupEntry: { method: 'POST', suffix: '/productGroup', status: 200, auth: WRITE },
  listProductGroupMappings: { method: 'GET', suffix: '/productGroups', status: 200, auth: WRITE },
  createProductGroupMapping: { method: 'POST', suffix: '/productGroups', status: 200, auth: WRITE },
  // Ours (issue 15): which mapping applies to a product, walking up its group tree.
  resolveProductGroupMapping: {
    method: 'GET',
    suffix: '/productGroups/resolve',
    status: 200,
    auth: READ,
  },
  getAccountNumbers: { method: 'GET', suffix: '/accountnumbers', status: 200, auth: READ },
  putAccountNumbers: { method: 'PUT', suffix: '/accountnumbers', status: 200, auth: WRITE },
  getTreatCodes: { method: 'GET', suffix: '/treatcodes', status: 200, auth: READ },
  putTreatCodes: { method: 'PUT', suffix: '/treatcodes', status: 200, auth: WRITE },
  getVatTypes: { method: 'GET', suffix: '/vatTypes', status: 200, auth: READ },
  putVatTypes: { method: 'PUT', suffix: '/vatTypes', status: 200, auth: WRITE },
  getCustomerAccounting: { method: 'GET', suffix: '/customers/{customerUid}', status: 200, auth: READ },
  putCustomerAccounting: { method: 'PUT', suffix: '/customers/{customerUid}', status: 200, auth: WRITE },
  getFullCustomerAccounting: {
    method: 'GET',
    suffix: '/customers/{customerUid}/full',
    status: 200,
    auth: READ,
  },
};

describe('accounting routes: paths, status codes and authorization per spec 4.4', () => {
  it('declares exactly the 17 operations of spec 4.4 and the resolver', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s', (operationId, want) => {
    const route: RouteDef = routes[operationId as keyof typeof routes];
    expect(route.method).toBe(want.method);
    expect(route.path).toBe(`/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs${want.suffix}`);
    expect(route.success.status).toBe(want.status);
    expect(route.auth).toEqual(want.auth);
    expect(Boolean(route.deprecated)).toBe(operationId === 'createProductGroupEntry');
  });
});
