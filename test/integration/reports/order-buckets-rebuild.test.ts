import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStackControl } from '#infra/local/stack.ts';
import { sdkDocumentClient } from '#infra/tools/sdk-document-client.ts';
import { ownStack } from '#test/support/own-stack.ts';

/**
 * `npm run reindex` and the hour buckets, on a stack of its own (a fresh rebuild drops every
 * read-model table, which no other test file may see): orders written through the API, then the
 * read model rebuilt from the table, with and without --fresh; the buckets and the report must
 * come back the same. As lifecycle.test.ts, nothing here imports the handlers' configuration
 * statically: the stack sets the environment before any handler module loads.
 */
let own: Awaited<ReturnType<typeof ownStack>>;
let stack: LocalStackControl;
const tenant = 't-buckets-rebuild';
const today = new Date().toISOString().slice(0, 10);
const shift = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);

const report = async (groupBy: string, timezone = 'UTC') => {
  const response = await own.api('POST', '/reports/orders', {
    from: shift(-2),
    to: shift(2),
    groupBy,
    timezone,
  });
  expect(response.status).toBe(200);
  return (response.body as { groups: Array<{ key: string; count: number }> }).groups;
};
const buckets = async () => {
  const client = new pg.Client({ connectionString: stack.search.writerUrl });
  await client.connect();
  try {
    return (
      await client.query(
        `SELECT hour, store_uid, currency, count, gross, net, vat, discount, cost, gross_profit
           FROM order_buckets WHERE tenant_uid = $1 ORDER BY hour, store_uid, currency`,
        [tenant],
      )
    ).rows;
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  own = await ownStack('buckets', tenant);
  stack = own.stack;
  const free = (itemPrice: number, quantityOrdered: number) => ({
    productUid: `free-${itemPrice}`,
    sku: 'FREE',
    name: 'Gift wrap',
    vatRate: 2500,
    vatCodeUid: 'vat-25',
    itemPrice,
    quantityOrdered,
  });
  // Orders are filed under stores that exist (an unknown store is a 404).
  for (const storeUid of ['s-1', 's-2']) {
    const store = { storeUid, name: storeUid, number: storeUid, currency: 'NOK', timezone: 'Europe/Oslo' };
    const created = await own.api('POST', '/stores', store);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  for (const [store, lines] of [
    ['s-1', [free(4_990, 2)]],
    ['s-1', [free(12_900, 1), free(990, 3)]],
    ['s-2', [free(7_500, 1)]],
  ] as const) {
    const response = await own.api('POST', `/stores/${store}/orders`, { items: lines });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
  // The stream indexer projects the orders shortly after they are written.
  const deadline = Date.now() + 30_000;
  while ((await report('store')).reduce((n, g) => n + g.count, 0) < 3 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
}, 120_000);

afterAll(() => own?.stop());

describe('rebuilding the read model', () => {
  it('refills the hour buckets through the orders, with and without --fresh', async () => {
    const before = {
      buckets: await buckets(),
      days: await report('day', 'Asia/Kolkata'),
      stores: await report('store'),
    };
    expect(before.stores.reduce((n, g) => n + g.count, 0)).toBe(3);
    expect(before.buckets.length).toBeGreaterThan(0);
    const { rebuildReadModel } = await import('#functions/search/workers/indexer/rebuild.ts');
    const { searchDb } = await import('#shared/search/search-db.ts');
    const client = new DynamoDBClient({
      endpoint: stack.dynamodbEndpoint,
      region: 'eu-north-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      for (const fresh of [false, true]) {
        await rebuildReadModel({
          db: await searchDb('writer'),
          documentClient: sdkDocumentClient(client),
          tableName: stack.tableName,
          fresh,
          segments: 2,
        });
        expect(await buckets(), `fresh: ${fresh}`).toEqual(before.buckets);
        expect(await report('day', 'Asia/Kolkata')).toEqual(before.days);
        expect(await report('store')).toEqual(before.stores);
      }
    } finally {
      client.destroy();
    }
  }, 60_000);
});
