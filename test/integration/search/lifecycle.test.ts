import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStackControl } from '#infra/local/stack.ts';
import { sdkDocumentClient } from '#infra/tools/sdk-document-client.ts';
import { ownStack } from '#test/support/own-stack.ts';

/**
 * The read model's life beyond normal operation, on a stack of its own (these tests stop its
 * PostgreSQL and drop its tables, which no other test file may see): PostgreSQL down and back,
 * and a rebuild from the table. Nothing here imports the handlers' configuration statically: the
 * stack below sets the environment before any handler module loads.
 */
let own: Awaited<ReturnType<typeof ownStack>>;
let stack: LocalStackControl;
const tenant = 't-lifecycle';
const api = (method: string, path: string, body?: unknown) => own.api(method, path, body);
const search = async (body: Record<string, unknown>, query = '') => {
  const res = await api('POST', `/customers/search${query}`, body);
  expect(res.status).toBe(200);
  return res.body as {
    items: Array<{ customerUid: string; firstname: string }>;
    paging: { totalCount: number };
  };
};
const uidsOf = (page: { items: Array<{ customerUid: string }> }) => page.items.map((c) => c.customerUid);

beforeAll(async () => {
  own = await ownStack('lifecycle', tenant);
  stack = own.stack;
  for (const [uid, firstname] of [
    ['c-1', 'Oscar'],
    ['c-2', 'Oscarine'],
    ['c-3', 'Ingrid'],
    ['c-4', 'Per'],
  ]) {
    expect(
      (await api('POST', '/customers', { customerUid: uid, firstname, lastname: 'Hansen' })).status,
    ).toBe(201);
  }
}, 120_000);

afterAll(() => own?.stop());

describe('PostgreSQL down', () => {
  it('answers searches 503 with Retry-After, takes writes, and catches up with nothing lost', async () => {
    expect(uidsOf(await search({ query: 'oscar' }))).toEqual(['c-1', 'c-2']);
    await stack.postgres.pause();
    try {
      const refused = await api('POST', '/customers/search', { query: 'oscar' });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.headers.get('content-type')).toBe('application/problem+json');
      expect((await api('GET', '/customers')).status).toBe(503);

      // Writes go to the table, which is up: they succeed while the read model is away.
      expect((await api('POST', '/customers', { customerUid: 'c-5', firstname: 'Oscarsson' })).status).toBe(
        201,
      );
      expect((await api('PUT', '/customers/c-3', { firstname: 'Oscara' })).status).toBe(200);
      expect((await api('DELETE', '/customers/c-2')).status).toBe(204);
    } finally {
      await stack.postgres.resume();
    }
    // The indexer retries its batch until PostgreSQL takes it; read-your-writes waits for it.
    const deadline = Date.now() + 30_000;
    let found: string[] = [];
    while (Date.now() < deadline) {
      found = uidsOf(await search({ query: 'oscar' }, '?sortBy=customerUid&sortDirection=ASC'));
      if (found.join() === 'c-1,c-3,c-5') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toEqual(['c-1', 'c-3', 'c-5']);
  }, 90_000);
});

describe('rebuild', () => {
  it('drops the read model, rebuilds it from the table and answers every search the same', async () => {
    const queries: Array<[Record<string, unknown>, string]> = [
      [{}, ''],
      [{ query: 'oscar' }, ''],
      [{ query: 'hansen' }, '?sortBy=firstname&sortDirection=DESC'],
      [{}, '?pageSize=2&pageNumber=2&sortBy=createdAt'],
    ];
    const before = await Promise.all(queries.map(([body, q]) => search(body, q)));
    expect(before[0]?.paging.totalCount).toBe(4);

    const { rebuildReadModel } = await import('#functions/search/workers/indexer/rebuild.ts');
    const { searchDb } = await import('#shared/search/search-db.ts');
    const client = new DynamoDBClient({
      endpoint: stack.dynamodbEndpoint,
      region: 'eu-north-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const db = await searchDb('writer');
    const { rows: dropped } = (await db.execute(
      'select count(*)::int as n from customers' as never,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(dropped[0]?.n).toBeGreaterThan(0);
    const result = await rebuildReadModel({
      db,
      documentClient: sdkDocumentClient(client),
      tableName: stack.tableName,
      fresh: true,
      segments: 3,
    });
    client.destroy();
    expect(result.rows).toBe(4);
    // The rebuilt tables must be readable by the reader role again (grants and policies recreated).
    const after = await Promise.all(queries.map(([body, q]) => search(body, q)));
    expect(after).toEqual(before);
  }, 60_000);
});
