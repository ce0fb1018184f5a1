import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { CUSTOMERS_TABLE } from '#functions/customers/customer-search.table.ts';
import type { Row } from './report.ts';
import { countRows, type SeedDb } from './scale-seed.ts';
import { FIRST_NAMES, LAST_NAMES } from './scale-words.ts';

/** Stream backlog the indexer drains. */
export const BACKLOG = 100_000;

/** A customer item like `template` (a real one), with its own uid, names and timestamps. */
const customerOf = (template: Record<string, unknown>, tenant: string, i: number, at: string) => {
  const oldUid = String(template.customerUid);
  const uid = `${tenant}-${i.toString(36).padStart(6, '0')}`;
  const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
  const last = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
  const email = `${first.toLowerCase()}${i}@example.com`;
  const item: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(template)) {
    item[k] = typeof v === 'string' ? v.replaceAll(oldUid, uid).replaceAll('t-scale-template', tenant) : v;
  }
  return {
    ...item,
    tenantUid: tenant,
    customerUid: uid,
    firstname: first,
    lastname: last,
    displayName: `${first} ${last}`,
    email,
    emailKey: email,
    searchText: `${first} ${last} ${email} ${item.mobile}`.toLowerCase(),
    createdAt: at,
    lastModifiedAt: at,
  };
};

const recordOf = (item: Record<string, unknown>, seq: number): DynamoDBRecord => ({
  eventID: `bench-${seq}`,
  eventName: 'INSERT',
  eventSource: 'aws:dynamodb',
  awsRegion: 'eu-north-1',
  dynamodb: {
    Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
    NewImage: marshall(item, { removeUndefinedValues: true }) as never,
    SequenceNumber: String(seq).padStart(21, '0'),
    StreamViewType: 'NEW_AND_OLD_IMAGES',
  },
});

type Handler = (event: DynamoDBStreamEvent) => Promise<{ batchItemFailures: unknown[] }>;

/**
 * Feeds the indexer's handler `count` INSERT records of new customers in batches of the stream
 * mapping's batch size, one after the other as one shard is consumed, and times the handler
 * calls alone (building the records is not counted). Returns rows per second.
 */
const drain = async (
  handler: Handler,
  template: Record<string, unknown>,
  tenant: string,
  count: number,
  at: () => string,
  size: number,
): Promise<{ perSecond: number; batches: number }> => {
  let busy = 0;
  let batches = 0;
  for (let start = 0; start < count; start += size) {
    const records: DynamoDBRecord[] = [];
    for (let i = start; i < Math.min(count, start + size); i++) {
      records.push(recordOf(customerOf(template, tenant, i, at()), i));
    }
    const began = performance.now();
    const result = await handler({ Records: records });
    busy += performance.now() - began;
    batches++;
    if (result.batchItemFailures.length > 0) throw new Error(`indexer failed a batch at record ${start}`);
  }
  return { perSecond: Math.round(count / (busy / 1000)), batches };
};

/**
 * Indexer throughput from a stream backlog of new customers. The indexer only writes PostgreSQL
 * (read-your-writes markers are not its business any more), so the timestamps do not matter.
 */
export const benchIndexerThroughput = async (
  db: SeedDb,
  template: Record<string, unknown>,
): Promise<{ rows: Row[]; notes: string[] }> => {
  // Imported here: both read their configuration, which the bench stack sets on start.
  const { SEARCH_INDEXER } = await import('#functions/registry.ts');
  const { handler } = (await import('#functions/search/workers/indexer/handler.ts')) as unknown as {
    handler: Handler;
  };
  const size = SEARCH_INDEXER.batchSize;
  const backlog = await drain(
    handler,
    template,
    't-scale-indexer',
    BACKLOG,
    () => new Date().toISOString(),
    size,
  );
  const written = await countRows(db, CUSTOMERS_TABLE, 't-scale-indexer');
  return {
    rows: [
      {
        name: `indexer, ${BACKLOG.toLocaleString('en')} records`,
        value: backlog.perSecond,
        unit: 'rows/s',
        note: `${backlog.batches} batches of ${SEARCH_INDEXER.batchSize}; ${written.toLocaleString('en')} rows written`,
      },
    ],
    notes: [
      'Indexer throughput: handler() called directly with synthetic INSERT records (real customer items,',
      'marshalled as the stream delivers them) into a table that already holds the seeded tenants.',
    ],
  };
};
