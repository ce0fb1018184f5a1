import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '#shared/db/client.ts';
import { PutCommand } from '#shared/db/document-commands.ts';
import { CATCH_UP_WAIT_MS } from '#shared/search/pending.ts';
import { principalSession } from '#shared/search/read-session.ts';
import { type ApiResponse, client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';

/**
 * Read-your-writes by session (docs/decisions/search.md, "Sessions"): a list reads only its own
 * session's markers (its Consistency-Token's, else its credential's), so what other clients write
 * never costs it a round trip; a token that does not verify for the tenant is ignored.
 */

const HEADER = 'consistency-token';

/** A client of `tenant` whose credential is its own (subject `sub`), optionally carrying a token. */
const clientOf = async (tenant: string, sub: string) => {
  const bearer = await token({ tenant, sub, permissions: 'all', access: 'ADMIN' });
  const api = client(bearer);
  const path = `/tenants/${tenant}/customers`;
  return {
    create: async (firstname: string, consistency?: string) => {
      const res = await api.post(
        path,
        { customerUid: uniqueUid('c'), firstname, lastname: 'Sesjon' },
        consistency ? { [HEADER]: consistency } : undefined,
      );
      expect(res.status).toBe(201);
      return res;
    },
    search: async (query: string, consistency?: string) => {
      const res = await api.post(
        `${path}/search`,
        { query },
        consistency ? { [HEADER]: consistency } : undefined,
      );
      expect(res.status).toBe(200);
      return res;
    },
    list: async (consistency?: string) => {
      const res = await api.get(`${path}?pageSize=5`, consistency ? { [HEADER]: consistency } : undefined);
      expect(res.status).toBe(200);
      return res;
    },
    contact: async () => {
      const res = await api.post(`/tenants/${tenant}/customer-contacts`, {
        firstname: 'Kari',
        lastname: 'Kontakt',
      });
      expect(res.status).toBe(201);
      return res;
    },
  };
};

const names = (res: ApiResponse) => (res.body.items as Array<{ firstname: string }>).map((c) => c.firstname);
const trips = (res: ApiResponse) => Number(res.headers.get('x-db-round-trips'));
const readUnits = (res: ApiResponse) => Number(res.headers.get('x-db-read-units'));
const tokenOf = (res: ApiResponse) => {
  const value = res.headers.get(HEADER);
  expect(value).toMatch(/^ct1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  return value!;
};
/** What a token says (its payload is signed, not secret). */
const claimsOf = (value: string) =>
  JSON.parse(Buffer.from(value.split('.')[1]!, 'base64url').toString('utf8'));

type Client = Awaited<ReturnType<typeof clientOf>>;

/**
 * Searches in flight at most: the local stack serves every function from one process whose read
 * model pool has 8 connections (2 s to get one, then 503), where AWS runs one instance per request.
 */
const SEARCHES_IN_FLIGHT = 8;
let searching = 0;
const queued: Array<() => void> = [];
const searchSlot = async () => {
  while (searching >= SEARCHES_IN_FLIGHT) await new Promise<void>((r) => queued.push(r));
  searching++;
  return () => {
    searching--;
    queued.shift()?.();
  };
};

/** A search for `name` by its writer: whether the answer has it, and how long it took. */
const timedSearch = async (c: Client, name: string, consistency?: string) => {
  const release = await searchSlot();
  try {
    const started = performance.now();
    const seen = names(await c.search(name, consistency)).includes(name);
    return { seen, ms: performance.now() - started };
  } finally {
    release();
  }
};

/**
 * The contract: each write is in its writer's next answer, or the indexer was more than
 * CATCH_UP_WAIT_MS behind and the list waited that long for it (a 2-core machine running several
 * stacks reaches that under these bursts). A list that missed its own marker would answer at once
 * without the write.
 */
const expectReadTheirWrites = (answers: Array<{ seen: boolean; ms: number }>) => {
  expect(answers.filter((a) => !a.seen && a.ms < CATCH_UP_WAIT_MS)).toEqual([]);
  expect(answers.filter((a) => a.seen).length).toBeGreaterThan(answers.length / 2);
};

describe('read-your-writes by session', () => {
  it('a writer sees its write at once among 50 concurrent writers, each its own credential', async () => {
    const tenant = uniqueTenant('rs');
    const writers = await Promise.all(Array.from({ length: 50 }, (_, i) => clientOf(tenant, `writer-${i}`)));
    const answers = await Promise.all(
      writers.map(async (w, i) => {
        const name = `Skriver${i}x${uniqueUid('n').slice(2)}`;
        await w.create(name);
        return timedSearch(w, name);
      }),
    );
    expectReadTheirWrites(answers);
  });

  it('and with one shared credential, presenting the token each write answered', async () => {
    const tenant = uniqueTenant('rs');
    const shared = await clientOf(tenant, 'till-app');
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const name = `Delt${i}x${uniqueUid('n').slice(2)}`;
        const written = await shared.create(name);
        return timedSearch(shared, name, tokenOf(written));
      }),
    );
    expectReadTheirWrites(answers);
  });

  it("another client's list costs the same before and after the first's writes", async () => {
    const tenant = uniqueTenant('rs');
    const [writer, reader] = [await clientOf(tenant, 'importer'), await clientOf(tenant, 'shop')];
    const quiet = await reader.search('nobody');
    for (let i = 0; i < 40; i++) await writer.create(`Import${i}`);
    const busy = await reader.search('nobody');
    // One Query of the reader's own (empty) marker partition, whatever the importer wrote.
    expect([trips(busy), readUnits(busy)]).toEqual([trips(quiet), readUnits(quiet)]);
    expect(trips(busy)).toBe(1);
    // The importer's own list reads its 40 markers: more than the reader's empty Query.
    expect(readUnits(await writer.search('nobody'))).toBeGreaterThan(readUnits(busy));
  });

  it('a token that knows the session wrote no customer lately makes the customer list read no marker at all', async () => {
    const tenant = uniqueTenant('rs');
    const c = await clientOf(tenant, 'contacts-only');
    const written = tokenOf(await c.contact());
    expect(claimsOf(written)).toMatchObject({
      w: { customer_contacts: expect.any(Number) },
      k: ['customer_contacts'],
    });
    // The contact's token says nothing of customers: the search reads the session's markers once
    // and answers a token that knows them too.
    const first = await c.search('nobody', written);
    expect(trips(first)).toBe(1);
    const knowing = tokenOf(first);
    expect(claimsOf(knowing)).toMatchObject({
      s: claimsOf(written).s,
      k: ['customer_contacts', 'customers'],
    });
    expect(Object.keys(claimsOf(knowing).w)).toEqual(['customer_contacts']);
    const second = await c.search('nobody', knowing);
    expect([trips(second), second.headers.get(HEADER)]).toEqual([0, null]);
    // The same token after a customer write: the list reads the session's markers and sees it.
    const after = tokenOf(await c.create('Sist', knowing));
    expect(claimsOf(after).s).toBe(claimsOf(written).s);
    const res = await c.search('Sist', after);
    expect([names(res), trips(res)]).toEqual([['Sist'], 1]);
  });

  it("a reader's first list answers a token with which its next lists read nothing, whatever others write", async () => {
    const tenant = uniqueTenant('rs');
    const [writer, reader] = [await clientOf(tenant, 'importer'), await clientOf(tenant, 'shop')];
    const first = await reader.list();
    expect(trips(first)).toBe(1);
    const held = tokenOf(first);
    expect(claimsOf(held)).toMatchObject({ w: {}, k: ['customers'] });
    for (let i = 0; i < 10; i++) await writer.create(`Import${i}`);
    const [list, search] = [await reader.list(held), await reader.search('Import', held)];
    expect([trips(list), readUnits(list), trips(search), readUnits(search)]).toEqual([0, 0, 0, 0]);
    // Its own write with the token: the next list with the answered token reads its markers and shows it.
    const name = `Egen${uniqueUid('n').slice(2)}`;
    const after = tokenOf(await reader.create(name, held));
    expect(claimsOf(after)).toMatchObject({ s: claimsOf(held).s, k: ['customers'] });
    const res = await reader.search(name, after);
    expect([names(res), trips(res)]).toEqual([[name], 1]);
  });

  it('a tampered token, or one of another tenant, is ignored: the credential session still reads its writes', async () => {
    const [tenant, other] = [uniqueTenant('rs'), uniqueTenant('rs')];
    const c = await clientOf(tenant, 'clerk');
    const foreign = tokenOf(await (await clientOf(other, 'clerk')).create('Fremmed'));
    const valid = tokenOf(await c.contact());
    // Claims "no customer writes" under a new session, with the old signature.
    const [version, , signature] = valid.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claimsOf(valid), s: 'forged' })).toString('base64url');
    const tampered = `${version}.${forged}.${signature}`;
    for (const presented of [tampered, foreign, 'not-a-token']) {
      const name = `Egen${uniqueUid('n').slice(2)}`;
      const written = await c.create(name, presented);
      // The answered token is this tenant's and names the credential's session, not the presented one.
      expect(claimsOf(tokenOf(written))).toMatchObject({
        t: tenant,
        s: principalSession({ scheme: 'access', sub: 'clerk' }),
      });
      const res = await c.search(name, presented);
      expect([res.status, names(res), trips(res)]).toEqual([200, [name], 1]);
    }
  });

  it('the indexer behind: the writer waits at most CATCH_UP_WAIT_MS and answers; others do not wait', async () => {
    const tenant = uniqueTenant('rs');
    const [writer, other] = [await clientOf(tenant, 'stuck'), await clientOf(tenant, 'free')];
    const now = new Date().toISOString();
    // The marker of a write the indexer has not applied (and never will): the indexer is behind.
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `T#${tenant}#PENDING#customers#${principalSession({ scheme: 'access', sub: 'stuck' })}`,
          sk: `${now}#missing#${now}`,
          uid: 'missing',
          lastModifiedAt: now,
          deleted: false,
        },
      }),
    );
    const started = performance.now();
    const waited = await writer.search('nobody');
    expect(performance.now() - started).toBeGreaterThanOrEqual(CATCH_UP_WAIT_MS);
    expect(waited.body.paging.totalCount).toBe(0);
    const freeStarted = performance.now();
    const free = await other.search('nobody');
    expect(performance.now() - freeStarted).toBeLessThan(CATCH_UP_WAIT_MS);
    expect([free.status, trips(free), free.body.paging.totalCount]).toEqual([200, 1, 0]);
  });
});
