import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RDSDataClient } from '#shared/aws/rds-data.ts';

/**
 * The RDS Data API is the one part of the read model that cannot run here (it exists only in AWS).
 * These tests pin its request and response mapping: the commands the SDK client is sent (the
 * client's `send` is replaced, nothing leaves the process) and how its answers become rows.
 */

const CLUSTER = 'arn:aws:rds:eu-north-1:123456789012:cluster:search';
const READER_SECRET = 'arn:aws:secretsmanager:eu-north-1:123456789012:secret:reader';
const sent: Array<{ name: string; input: Record<string, unknown> }> = [];
let answer: (name: string) => unknown = () => ({});

beforeAll(() => {
  Object.assign(process.env, {
    SEARCH_CLUSTER_ARN: CLUSTER,
    SEARCH_READER_SECRET_ARN: READER_SECRET,
    SEARCH_DATABASE: 'search',
    SEARCH_READER_URL: '',
  });
  vi.spyOn(RDSDataClient.prototype, 'send').mockImplementation((async (command: {
    constructor: { name: string };
    input: Record<string, unknown>;
  }) => {
    sent.push({ name: command.constructor.name, input: command.input });
    return answer(command.constructor.name);
  }) as never);
});
afterAll(() => vi.restoreAllMocks());

describe('the read model through the RDS Data API', () => {
  it('runs a tenant-scoped read as one transaction: begin, set the tenant, the statement, commit', async () => {
    const { readTenant, rowsOf } = await import('#shared/search/search-db.ts');
    answer = (name) =>
      name === 'BeginTransactionCommand'
        ? { transactionId: 'tx-1' }
        : name === 'ExecuteStatementCommand'
          ? {
              columnMetadata: [{ name: 'uid' }, { name: 'n' }, { name: 'doc' }],
              records: [[{ stringValue: 'c1' }, { longValue: 7 }, { stringValue: '{"a":1}' }]],
            }
          : {};
    const rows = await readTenant('t1', (db) =>
      rowsOf(db, sql`select uid, n, doc::text as doc from customers where tenant_uid = ${'t1'}`),
    );
    expect(rows).toEqual([{ uid: 'c1', n: 7, doc: '{"a":1}' }]);
    expect(sent.map((s) => s.name)).toEqual([
      'BeginTransactionCommand',
      'ExecuteStatementCommand',
      'ExecuteStatementCommand',
      'CommitTransactionCommand',
    ]);
    for (const s of sent) {
      expect(s.input).toMatchObject({ resourceArn: CLUSTER, secretArn: READER_SECRET, database: 'search' });
    }
    const [, setTenant, select] = sent;
    expect(setTenant?.input).toMatchObject({
      sql: "select set_config('app.tenant_uid', :1, true), set_config('work_mem', :2, true), set_config('max_parallel_workers_per_gather', '0', true)",
      parameters: [
        { name: '1', value: { stringValue: 't1' } },
        { name: '2', value: { stringValue: '32MB' } },
      ],
      transactionId: 'tx-1',
    });
    expect(select?.input).toMatchObject({
      transactionId: 'tx-1',
      parameters: [{ value: { stringValue: 't1' } }],
    });
  });

  it('sends list filters as one parameter per value (the Data API takes no array parameters)', async () => {
    const { searchDb } = await import('#shared/search/search-db.ts');
    const { oneOf } = await import('#shared/search/query.ts');
    sent.length = 0;
    answer = () => ({ columnMetadata: [], records: [] });
    const db = await searchDb('reader');
    await db.execute(sql`select 1 where ${oneOf(sql.raw('uid'), ['a', 'b'])}`);
    expect(sent[0]?.input).toMatchObject({
      sql: 'select 1 where uid IN (:1, :2)',
      parameters: [
        { name: '1', value: { stringValue: 'a' } },
        { name: '2', value: { stringValue: 'b' } },
      ],
    });
  });

  it('rolls back on failure, and a resuming cluster is a 503 with Retry-After', async () => {
    const { readTenant } = await import('#shared/search/search-db.ts');
    sent.length = 0;
    answer = (name) => {
      if (name === 'BeginTransactionCommand') return { transactionId: 'tx-2' };
      if (name === 'ExecuteStatementCommand') {
        throw Object.assign(new Error('The database is resuming'), { name: 'DatabaseResumingException' });
      }
      return {};
    };
    const failure = await readTenant('t1', async () => 1).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
    expect(sent.map((s) => s.name)).toContain('RollbackTransactionCommand');
  });
});
