import { describe, expect, it } from 'vitest';
import { routes } from '#functions/customers/routes.ts';
import type { Permission, RouteAuth } from '#shared/auth/model.ts';

/**
 * The authorization each customers route declares, against the specification: spec 4.2 and 4.3
 * permissions, the release notes' backoffice level for contact writes, and issue 4 for customers.
 * The permission-matrix test proves the declarations are enforced; this one proves they are right.
 */
const READ: Permission[] = ['CUSTOMER', 'SALES_ORDER', 'RETURN_ORDER'];
const CONTACT_WRITE: Permission[] = ['CUSTOMER', 'SALES_ORDER', 'RETURN_ORDER'];

const expected: Record<keyof typeof routes, { method: string; status: number; auth: RouteAuth }> = {
  createCustomer: { method: 'POST', status: 201, auth: { permissions: ['CUSTOMER'] } },
  listCustomers: { method: 'GET', status: 200, auth: { permissions: READ } },
  searchCustomers: { method: 'POST', status: 200, auth: { permissions: READ } },
  getCustomer: { method: 'GET', status: 200, auth: { permissions: READ } },
  updateCustomer: { method: 'PUT', status: 200, auth: { permissions: ['CUSTOMER'] } },
  deleteCustomer: { method: 'DELETE', status: 204, auth: { permissions: ['CUSTOMER'] } },
  // spec 4.2
  listCustomerContacts: { method: 'GET', status: 200, auth: { permissions: READ } },
  createCustomerContact: {
    method: 'POST',
    status: 201,
    auth: { permissions: CONTACT_WRITE, access: 'BACKOFFICE' },
  },
  searchCustomerContacts: { method: 'POST', status: 200, auth: { permissions: READ } },
  getCustomerContact: { method: 'GET', status: 200, auth: { permissions: READ } },
  updateCustomerContact: {
    method: 'PUT',
    status: 200,
    auth: { permissions: CONTACT_WRITE, access: 'BACKOFFICE' },
  },
  deleteCustomerContact: {
    method: 'DELETE',
    status: 204,
    auth: { permissions: ['CUSTOMER'], access: 'BACKOFFICE' },
  },
  listCustomerContactCustomers: { method: 'GET', status: 200, auth: { permissions: READ } },
  addCustomerContactCustomers: {
    method: 'POST',
    status: 200,
    auth: { permissions: CONTACT_WRITE, access: 'BACKOFFICE' },
  },
  removeCustomerContactCustomer: {
    method: 'DELETE',
    status: 204,
    auth: { permissions: ['CUSTOMER'], access: 'BACKOFFICE' },
  },
  // spec 4.3
  listCustomerScopedContacts: { method: 'GET', status: 200, auth: { permissions: READ } },
  createCustomerScopedContact: {
    method: 'POST',
    status: 200,
    auth: { permissions: CONTACT_WRITE, access: 'BACKOFFICE' },
  },
  getCustomerScopedContact: { method: 'GET', status: 200, auth: { permissions: READ } },
  updateCustomerScopedContact: {
    method: 'PUT',
    status: 200,
    auth: { permissions: CONTACT_WRITE, access: 'BACKOFFICE' },
  },
  deleteCustomerScopedContact: {
    method: 'DELETE',
    status: 204,
    auth: { permissions: ['CUSTOMER'], access: 'BACKOFFICE' },
  },
  addCustomerContactExtension: {
    method: 'POST',
    status: 200,
    auth: { permissions: ['CUSTOMER'], access: 'BACKOFFICE' },
  },
  removeCustomerContactExtension: {
    method: 'DELETE',
    status: 204,
    auth: { permissions: ['CUSTOMER'], access: 'BACKOFFICE' },
  },
};

describe('customers routes: status codes and authorization per the specification', () => {
  it('declares exactly the expected operations', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s', (operationId, want) => {
    const route = routes[operationId as keyof typeof routes];
    expect(route.method).toBe(want.method);
    expect(route.success.status).toBe(want.status);
    const auth = route.auth as RouteAuth;
    expect([...(auth.permissions ?? [])].sort()).toEqual([...(want.auth.permissions ?? [])].sort());
    expect(auth.access).toBe(want.auth.access);
    expect(auth.mode ?? 'all').toBe('all');
  });
});
