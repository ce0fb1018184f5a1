import { createCustomerOp } from '#functions/customers/customer.repository.ts';
import type { Permission } from '#shared/auth/model.ts';
import { commit } from '#shared/db/transaction.ts';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';

/** A fresh tenant and store with a client holding ACCOUNTING_CONFIG at STORE level (not Tenant.Admin). */
export const accountingStore = async (options: { permissions?: Permission[] } = {}) => {
  const tenant = uniqueTenant('acc');
  const store = await ensureStore(tenant, uniqueUid('store'));
  const bearer = await token({
    tenant,
    permissions: options.permissions ?? ['ACCOUNTING_CONFIG'],
    access: 'STORE',
  });
  return { tenant, store, api: client(bearer), base: storeBase(tenant, store) };
};

export const storeBase = (tenant: string, store: string) =>
  `/tenants/${tenant}/stores/${store}/accountingConfigs`;

/** Stores a customer through the customers repository (the record the customers API writes). */
export const seedCustomer = async (tenant: string, overrides: Record<string, unknown> = {}) => {
  const now = new Date().toISOString();
  const customerUid = uniqueUid('cust');
  await commit([
    createCustomerOp({
      tenantUid: tenant,
      customerUid,
      customerType: 'COMPANY',
      displayName: 'Fjord Supplies AS',
      companyName: 'Fjord Supplies AS',
      email: 'post@fjord.example',
      createdAt: now,
      lastModifiedAt: now,
      version: 1,
      ...overrides,
    }),
  ]);
  return customerUid;
};
