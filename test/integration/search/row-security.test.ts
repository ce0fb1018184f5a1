import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/search-indexer/handler.ts';
import { customerItem, pgClient, streamRecord, uniqueTenant } from './helpers.ts';

/**
 * Row-level security is the second wall behind every query's `tenant_uid = ...`: the reader role
 * the API searches as sees only the rows of the tenant its transaction is scoped to, even with no
 * WHERE clause at all, and cannot write.
 */
const reader = await pgClient(process.env.SEARCH_READER_URL!);
afterAll(() => reader.end());

const mine = uniqueTenant('rls-a');
const theirs = uniqueTenant('rls-b');

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

describe('row-level security on the read model', () => {
  it('shows the reader only the scoped tenant, with no tenant condition in the query', async () => {
    const rows = await scoped(
      mine,
      `select tenant_uid, uid from customers where tenant_uid in ('${mine}', '${theirs}')`,
    );
    expect(rows.map((r) => r.uid).sort()).toEqual(['a1', 'a2']);
    const other = await scoped(theirs, `select uid from customers where tenant_uid = '${mine}'`);
    expect(other).toEqual([]);
  });

  it('shows nothing when no tenant is set', async () => {
    expect(await scoped(undefined, 'select uid from customers limit 5')).toEqual([]);
  });

  it('refuses writes by the reader', async () => {
    await expect(
      scoped(mine, `update customers set display_name = 'x' where tenant_uid = '${mine}'`),
    ).rejects.toThrow(/permission denied/);
  });
});
