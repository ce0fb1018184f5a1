import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { AccessLevel, Permission } from '#shared/auth/model.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';

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

/**
 * The outbox events of a tenant, oldest first. Test-only inspection of the local table (the API
 * never scans; outbox items are consumed from the stream).
 */
export const eventsOf = async (tenantUid: string): Promise<StoredEvent[]> => {
  const items: StoredEvent[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'recordType = :r AND tenantUid = :t',
        ExpressionAttributeValues: { ':r': 'EVENT', ':t': tenantUid },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...((out.Items ?? []) as StoredEvent[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items.sort((a, b) => a.eventId.localeCompare(b.eventId));
};
