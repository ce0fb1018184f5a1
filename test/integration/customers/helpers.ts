import type { AccessLevel, Permission } from '#shared/auth/model.ts';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { outboxEvents } from '#test/support/outbox.ts';

/** A fresh tenant with an all-permission ADMIN client and helpers for its paths. */
export const customerTenant = async () => {
  const tenant = uniqueTenant('cu');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const as = async (permissions: Permission[], access: AccessLevel = 'ADMIN') =>
    client(await token({ tenant, permissions, access }));
  return {
    tenant,
    api,
    as,
    customers: `/tenants/${tenant}/customers`,
    contacts: `/tenants/${tenant}/customer-contacts`,
  };
};
export type CustomerTenant = Awaited<ReturnType<typeof customerTenant>>;

/** Creates a PERSON customer and returns its uid. */
export const newCustomer = async (t: CustomerTenant, body: Record<string, unknown> = {}) => {
  const res = await t.api.post(t.customers, {
    customerUid: uniqueUid('c'),
    firstname: 'Ola',
    lastname: 'Nordmann',
    ...body,
  });
  if (res.status !== 201) throw new Error(`customer: ${res.status} ${res.text}`);
  return res.body.customerUid as string;
};

/** Creates a tenant-level contact and returns the response body. */
export const newContact = async (t: CustomerTenant, body: Record<string, unknown> = {}) => {
  const res = await t.api.post(t.contacts, { firstname: 'Kari', lastname: 'Nordmann', ...body });
  if (res.status !== 201) throw new Error(`contact: ${res.status} ${res.text}`);
  return res.body;
};

/** Runs `work` for every value, `size` at a time (seeding many records without flooding the stack). */
export const inBatches = async <T>(
  values: readonly T[],
  size: number,
  work: (value: T) => Promise<unknown>,
) => {
  for (let i = 0; i < values.length; i += size) await Promise.all(values.slice(i, i + size).map(work));
};

type StoredEvent = { action: string; data: any; occurredAt: string; eventId: string };

/** The outbox events of a tenant, oldest first (test/support/outbox.ts). */
export const eventsOf = (tenantUid: string) => outboxEvents(tenantUid) as Promise<StoredEvent[]>;
