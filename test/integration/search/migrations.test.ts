import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '#functions/search/workers/indexer/projections.ts';
import { migrate } from '#shared/search/migrations.ts';
import type { SearchDb } from '#shared/search/rows.ts';

/**
 * Migrations that change a table in use keep what it holds. Run in a database of its own on the
 * test stack's PostgreSQL: the schema as it was, rows written by it, then the migrations since.
 */
const writerUrl = new URL(process.env.SEARCH_WRITER_URL!);
const name = `migrations_${randomUUID().slice(0, 8)}`;
const admin = new pg.Client({ connectionString: writerUrl.href });
let pool: pg.Pool;
let db: SearchDb;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  pool = new pg.Pool({
    connectionString: Object.assign(new URL(writerUrl.href), { pathname: `/${name}` }).href,
  });
  db = drizzle(pool) as unknown as SearchDb;
});
afterAll(async () => {
  await pool.end();
  await admin.query(`DROP DATABASE ${name}`);
  await admin.end();
});

const upTo = (id: string) => MIGRATIONS.slice(0, MIGRATIONS.findIndex((m) => m.id === id) + 1);

describe('notifications-002-docs-beside', () => {
  it('moves every stored record of an existing read model beside its row, tombstones included', async () => {
    await migrate(db, upTo('notifications-001-table'));
    const row = (uid: string, deleted: boolean) =>
      pool.query(
        `INSERT INTO notifications (tenant_uid, uid, created_at, version, modified_at, deleted, doc, store_uid,
           message_type, state, recipient, recipient_key, message_text, error_text, search_text)
         VALUES ('t1', $1, '2026-01-01', 2, '2026-01-02', $2, $3, 's1', 'SMS', 'SENT', '+4791234567',
           '+4791234567', 'hei', '', 'hei')`,
        [uid, deleted, JSON.stringify({ notificationUid: uid, message: 'Hei' })],
      );
    await row('n1', false);
    await row('n2', true);

    const applied = await migrate(db, MIGRATIONS);
    expect(applied).toContain('notifications-002-docs-beside');

    const moved = await pool.query(
      'SELECT uid, version, modified_at, deleted, doc FROM notification_docs ORDER BY uid',
    );
    expect(moved.rows).toEqual([
      {
        uid: 'n1',
        version: 2,
        modified_at: '2026-01-02',
        deleted: false,
        doc: { notificationUid: 'n1', message: 'Hei' },
      },
      {
        uid: 'n2',
        version: 2,
        modified_at: '2026-01-02',
        deleted: true,
        doc: { notificationUid: 'n2', message: 'Hei' },
      },
    ]);
    const columns = await pool.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'notifications' AND column_name = 'doc'",
    );
    expect(columns.rows).toEqual([]);
    // Both tenant views answer, the rows' view without the record.
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("select set_config('app.tenant_uid', 't1', true)");
      const rows = await client.query('SELECT * FROM tenant_notifications ORDER BY uid');
      expect(rows.rows.map((r) => [r.uid, 'doc' in r])).toEqual([
        ['n1', false],
        ['n2', false],
      ]);
      expect((await client.query('SELECT uid FROM tenant_notification_docs ORDER BY uid')).rows).toEqual([
        { uid: 'n1' },
        { uid: 'n2' },
      ]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
