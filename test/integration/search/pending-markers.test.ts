import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '#shared/db/client.ts';
import { customerTenant, newContact, newCustomer } from '../customers/helpers.ts';

/**
 * Read-your-writes markers end to end: the API puts one marker per write, the local stream
 * poller feeds the indexer, and the indexer clears every one of them, superseded writes and
 * deletes included, so no marker is left to hold the tenant's lists back.
 */
const markersOf = async (tenantUid: string, table: string) =>
  (
    await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `T#${tenantUid}#PENDING#${table}` },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

const settled = async (tenantUid: string) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const left = [
      ...(await markersOf(tenantUid, 'customers')),
      ...(await markersOf(tenantUid, 'customer_contacts')),
    ];
    if (left.length === 0 || Date.now() > deadline) return left.map((m) => `${m.pk} ${m.sk}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('pending markers of API writes', () => {
  it('are all cleared by the indexer: quick successive updates and deletes included', async () => {
    const t = await customerTenant();
    const uid = await newCustomer(t, { firstname: 'En' });
    for (const firstname of ['To', 'Tre', 'Fire']) {
      expect((await t.api.put(`${t.customers}/${uid}`, { firstname })).status).toBe(200);
    }
    const contact = await newContact(t, { firstname: 'Per', customers: [{ customerUid: uid }] });
    const one = `${t.contacts}/${contact.customerContactUid}`;
    expect((await t.api.put(one, { firstname: 'Pål' })).status).toBe(200);
    expect((await t.api.delete(one)).status).toBe(204);
    expect((await t.api.delete(`${t.customers}/${uid}`)).status).toBe(204);
    expect(await settled(t.tenant)).toEqual([]);
  });
});
