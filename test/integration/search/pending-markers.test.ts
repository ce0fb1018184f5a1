import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '#shared/db/client.ts';
import { QueryCommand } from '#shared/db/document-commands.ts';
import { type MarkedWrite, unindexed } from '#shared/search/pending.ts';
import { principalSession } from '#shared/search/read-session.ts';
import { customerTenant, newContact, newCustomer } from '../customers/helpers.ts';
import { pgClient } from './helpers.ts';

/**
 * Read-your-writes markers end to end: the API puts one marker per write, naming the record and
 * the lastModifiedAt the write gave it, and once the stream has fed the indexer the read model's
 * rows show every one of them, superseded writes and deletes included. The indexer writes nothing
 * back: the markers stay until their TTL, and lists read only the last minute of them.
 */
const writer = await pgClient(process.env.SEARCH_WRITER_URL!);

/** The session of the helpers' credential (an access token of `test-user`), which presents no token. */
const session = principalSession({ scheme: 'access', sub: 'test-user' });

const markersOf = async (tenantUid: string, table: string): Promise<MarkedWrite[]> =>
  (
    (
      await documentClient.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `T#${tenantUid}#PENDING#${table}#${session}` },
          ConsistentRead: true,
        }),
      )
    ).Items ?? []
  ).map((i) => ({ uid: i.uid, lastModifiedAt: i.lastModifiedAt, deleted: i.deleted }));

const rowsOf = async (tenantUid: string, table: string) =>
  (
    await writer.query(`select uid, modified_at, deleted from ${table} where tenant_uid = $1`, [tenantUid])
  ).rows.map((r) => ({ uid: r.uid, modifiedAt: r.modified_at, deleted: r.deleted }));

/** The marked writes the read model does not show yet, once it shows them all or after 10 s. */
const notShown = async (tenantUid: string, table: string) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const left = unindexed(await markersOf(tenantUid, table), await rowsOf(tenantUid, table));
    if (left.length === 0 || Date.now() > deadline) return left;
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('pending markers of API writes', () => {
  it('name each write so that the indexed rows show all of them: quick updates and deletes included', async () => {
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

    const customerMarkers = await markersOf(t.tenant, 'customers');
    expect(customerMarkers.filter((m) => m.uid === uid)).toHaveLength(5);
    expect(customerMarkers.filter((m) => m.deleted)).toHaveLength(1);
    expect(await notShown(t.tenant, 'customers')).toEqual([]);
    expect(await notShown(t.tenant, 'customer_contacts')).toEqual([]);
  });
});
