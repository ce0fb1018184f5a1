import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/search/workers/indexer/handler.ts';
import { closeSearchDb, readTenant, rowsOf } from '#shared/search/search-db.ts';
import { customerItem, pgClient, streamRecord, uniqueTenant } from './helpers.ts';

/**
 * The tenant wall behind every query's `tenant_uid = ...`: the reader role the API searches as
 * reads only the tenant views, which hold the rows of the tenant its transaction is scoped to,
 * even with no WHERE clause at all; it cannot read the tables themselves, nor write. The
 * per-tenant counts the unfiltered lists answer from follow inserts, deletes and tombstones.
 */
const reader = await pgClient(process.env.SEARCH_READER_URL!);
afterAll(async () => {
  await reader.end();
  await closeSearchDb();
});

const mine = uniqueTenant('wall-a');
const theirs = uniqueTenant('wall-b');

beforeAll(async () => {
  const result = await handler({
    Records: [
      streamRecord('INSERT', customerItem(mine, 'a1')),
      streamRecord('INSERT', customerItem(mine, 'a2')),
      streamRecord('INSERT', customerItem(theirs, 'b1')),
    ],
  });
  expect(result.batchItemFailures).toEqual([]);
});

const scoped = async (tenant: string | undefined, query: string) => {
  await reader.query('BEGIN');
  try {
    if (tenant !== undefined) await reader.query(`select set_config('app.tenant_uid', $1, true)`, [tenant]);
    return (await reader.query(query)).rows;
  } finally {
    await reader.query('ROLLBACK');
  }
};

const countOf = async (tenant: string) =>
  (await scoped(tenant, `select n from tenant_search_counts where table_name = 'customers'`))[0]?.n;

describe('the tenant wall of the read model', () => {
  it('shows the reader only the scoped tenant, with no tenant condition in the query', async () => {
    const rows = await scoped(
      mine,
      `select tenant_uid, uid from tenant_customers where tenant_uid in ('${mine}', '${theirs}')`,
    );
    expect(rows.map((r) => r.uid).sort()).toEqual(['a1', 'a2']);
    const other = await scoped(theirs, `select uid from tenant_customers where tenant_uid = '${mine}'`);
    expect(other).toEqual([]);
  });

  it('shows nothing when no tenant is set', async () => {
    expect(await scoped(undefined, 'select uid from tenant_customers limit 5')).toEqual([]);
    expect(await scoped(undefined, 'select n from tenant_search_counts')).toEqual([]);
  });

  it('refuses the tables themselves and every write', async () => {
    await expect(scoped(mine, 'select uid from customers limit 1')).rejects.toThrow(/permission denied/);
    await expect(scoped(mine, 'select n from search_counts limit 1')).rejects.toThrow(/permission denied/);
    await expect(
      scoped(mine, `update tenant_customers set display_name = 'x' where tenant_uid = '${mine}'`),
    ).rejects.toThrow(/permission denied/);
  });

  it('keeps each tenant its exact count through inserts, replays and deletes', async () => {
    expect(await countOf(mine)).toBe('2');
    expect(await countOf(theirs)).toBe('1');
    // A replay changes no count; a delete (tombstone) takes one off; the tombstone's replay too.
    const replay = customerItem(mine, 'a1');
    const gone = customerItem(mine, 'a2', { lastModifiedAt: '2026-01-02T00:00:00.000Z', version: 2 });
    const result = await handler({
      Records: [
        streamRecord('INSERT', replay),
        streamRecord('REMOVE', gone),
        streamRecord('REMOVE', gone),
        streamRecord('INSERT', customerItem(mine, 'a3')),
      ],
    });
    expect(result.batchItemFailures).toEqual([]);
    expect(await countOf(mine)).toBe('2');
    const listed = await scoped(mine, 'select uid from tenant_customers where not deleted order by uid');
    expect(listed.map((r) => r.uid)).toEqual(['a1', 'a3']);
    expect(await countOf(theirs)).toBe('1');
  });

  it('scopes the API read transaction to its tenant with the configured work_mem', async () => {
    const settings = sql`select current_setting('app.tenant_uid') as tenant, current_setting('work_mem') as work_mem`;
    expect(await readTenant(mine, (db) => rowsOf(db, settings))).toEqual([
      { tenant: mine, work_mem: '32MB' },
    ]);
    // Set for the transaction only, not for the role: a session of its own keeps the default.
    expect((await reader.query(`select current_setting('work_mem') as w`)).rows).toEqual([{ w: '4MB' }]);
  });
});
