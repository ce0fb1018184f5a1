import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '#shared/db/client.ts';
import { DeleteCommand, UpdateCommand } from '#shared/db/document-commands.ts';
import { queryAll } from '#shared/db/query.ts';
import { call, client, token } from '#test/support/api.ts';
import { fiscalWorld } from './fiscal-world.ts';

const eventItems = (tenant: string, tillUid: string) =>
  queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :j)',
    ExpressionAttributeValues: { ':pk': `T#${tenant}#FISCAL#${tillUid}`, ':j': 'J#' },
  });

describe('the electronic journal of a cash point', () => {
  it('journals the till day and client events with actor and time, in sequence, hash-chained', async () => {
    const w = await fiscalWorld();
    const login = await w.api.post(`${w.till}/journal`, { eventCode: '13003' });
    expect(login.status).toBe(201);
    expect(login.body).toMatchObject({
      sequence: 2,
      eventCode: '13003',
      actorUid: 'test-user',
      tillUid: w.tillUid,
    });
    expect(login.headers.get('location')).toContain(`/tills/${w.tillUid}/journal?from=`);
    const drawer = await w.api.post(`${w.till}/journal`, {
      eventCode: '13005',
      description: 'Veksel til kunde',
    });
    expect(drawer.body).toMatchObject({ sequence: 3, eventCode: '13005', description: 'Veksel til kunde' });
    await w.receipt(5000, { settlements: [w.cash(5000)] });
    expect((await w.api.post(`${w.till}/movements`, { type: 'TO_BANK', amount: 20000 })).status).toBe(201);
    expect(
      (await w.api.post(`${w.till}/close`, { counted: [{ settlementCode: 'CASH', amount: 85000 }] })).status,
    ).toBe(200);

    const events = await w.journal();
    expect(events.map((e) => e.eventCode)).toEqual(['13999', '13003', '13005', '13012', '13019', '13009']);
    expect(events.map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(events[0]).toMatchObject({
      description: 'Till opened with float 1000.00',
      previousHash: '0'.repeat(64),
    });
    expect(events[3]).toMatchObject({ transactionNumber: 1, eventName: 'Salgskvittering skrevet ut' });
    expect(events.slice(1).map((e) => e.previousHash)).toEqual(events.slice(0, -1).map((e) => e.hash));
    const times = events.map((e) => e.occurredAt);
    expect([...times].sort()).toEqual(times);
    expect(await w.verifyChains()).toMatchObject({
      valid: true,
      journal: { events: 6, valid: true, brokenAt: null },
    });

    // Paged by period: from the drawer opening on, two per page, newest first.
    const from = encodeURIComponent(drawer.body.occurredAt);
    const page = await w.api.get(`${w.till}/journal?from=${from}&pageSize=2&pageNumber=2&sortDirection=DESC`);
    expect(page.status).toBe(200);
    expect(page.body.paging).toEqual({ pageNumber: 2, pageSize: 2, totalCount: 4 });
    expect(page.body.items.map((e: any) => e.sequence)).toEqual([4, 3]);
    const before = await w.api.get(`${w.till}/journal?to=${encodeURIComponent(events[0]!.occurredAt)}`);
    expect(before.body.items.map((e: any) => e.sequence)).toEqual([1]);
  });

  it('refuses codes the service journals itself and unknown codes, naming body.eventCode; an unknown till or user is a 404', async () => {
    const w = await fiscalWorld();
    for (const eventCode of ['13012', '13009', '13014', '13028', '12345']) {
      const res = await w.api.post(`${w.till}/journal`, { eventCode });
      expect(res.status, eventCode).toBe(400);
      expect(res.body.errors[0].path).toBe('body.eventCode');
    }
    const unknownTill = await w.api.post(`${w.tills}/no-such-till/journal`, { eventCode: '13005' });
    expect(unknownTill.status).toBe(404);
    expect(unknownTill.body.errors[0].path).toBe('params.tillUid');
    const unknownUser = await w.api.post(`${w.till}/journal`, {
      eventCode: '13003',
      tenantUserUid: 'nobody',
    });
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body.errors[0].path).toBe('body.tenantUserUid');
    const badPeriod = await w.api.get(`${w.till}/journal?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z`);
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.errors[0].path).toBe('query.to');
    // Refused requests wrote nothing: the opening only.
    expect((await w.journal()).map((e) => e.sequence)).toEqual([1]);
  });

  it('has no route that changes or deletes an event', async () => {
    const w = await fiscalWorld();
    const bearer = await token({ tenant: w.tenant, access: 'ADMIN' });
    const [event] = await w.journal();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(method, `${w.till}/journal`, {
        token: bearer,
        body: {},
        outsideContract: 'the journal has no operation that changes it',
      });
      expect([404, 405]).toContain(res.status);
    }
    expect(await w.journal()).toEqual([event]);
  });

  it('makes a changed, a removed or a truncated event evident', async () => {
    const w = await fiscalWorld();
    for (const code of ['13003', '13005', '13005', '13004'])
      await w.api.post(`${w.till}/journal`, { eventCode: code });
    expect((await w.verifyChains()).valid).toBe(true);
    const items = await eventItems(w.tenant, w.tillUid);
    expect(items).toHaveLength(5);
    // The actor of event 3 rewritten in the table.
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: items[2]!.pk, sk: items[2]!.sk },
        UpdateExpression: 'SET actorUid = :a',
        ExpressionAttributeValues: { ':a': 'someone-else' },
      }),
    );
    expect(await w.verifyChains()).toMatchObject({
      valid: false,
      journal: { valid: false, brokenAt: { number: 3, reason: 'its content does not match its hash' } },
    });
    // The same on a second till: event 2 removed, then the last one.
    const other = await w.addTill(2);
    const otherTill = `${w.tills}/${other}`;
    for (const code of ['13003', '13005', '13004'])
      await w.api.post(`${otherTill}/journal`, { eventCode: code });
    const otherItems = await eventItems(w.tenant, other);
    const remove = (i: number) =>
      documentClient.send(
        new DeleteCommand({ TableName: tableName(), Key: { pk: otherItems[i]!.pk, sk: otherItems[i]!.sk } }),
      );
    await remove(3);
    expect((await w.verifyChains(otherTill)).journal).toMatchObject({
      valid: false,
      brokenAt: { number: 4, reason: 'events after this one are missing' },
    });
    await remove(1);
    expect((await w.verifyChains(otherTill)).journal).toMatchObject({
      valid: false,
      brokenAt: { number: 2, reason: 'event 2 is missing' },
    });
  });

  it('lets store users read and write the journal, and only the back office verify it or read the keys', async () => {
    const w = await fiscalWorld();
    const store = client(await token({ tenant: w.tenant, permissions: [], access: 'STORE' }));
    expect((await store.post(`${w.till}/journal`, { eventCode: '13003' })).status).toBe(201);
    expect((await store.get(`${w.till}/journal`)).status).toBe(200);
    expect((await store.get(`${w.till}/transactions`)).status).toBe(200);
    expect((await store.get(`${w.till}/journal/verify`)).status).toBe(403);
    expect((await store.get(`/tenants/${w.tenant}/fiscal/keys`)).status).toBe(403);
    // Another tenant's token never reaches this tenant's journal.
    const stranger = client(await token({ tenant: 'someone-else', access: 'ADMIN' }));
    expect((await stranger.get(`${w.till}/journal`)).status).toBe(403);
  });
});
